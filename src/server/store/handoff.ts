import { and, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { DEMO_STORE_BASE, type ZCreateShopUrlBody } from '../../shared/api/store.js';
import { STORE_MESSAGES } from '../../shared/store-messages.js';
import type { PrincipalOf } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { campaigns, groups, participants, storeHandoffs } from '../db/schema.js';
import { badRequest, forbidden, unauthenticated } from '../errors.js';
import { isId } from '../lib/ids.js';
import { signAttributes, type SignedAttributes } from '../orders/attribution-signature.js';
import { createStorefrontCart } from './storefront.js';

type HandoffRequest = z.output<typeof ZCreateShopUrlBody>;

export interface Handoff {
  url: string;
  mode: 'store' | 'demo';
  handoffId: string;
}

/** `attributes[name]=value&…`, every value URL-encoded, as the store's cart links take them. */
function attributeQuery(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${encodeURIComponent(`attributes[${name}]`)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The store's cart-update link: the attributes land on the buyer's cart, who then shops normally. */
export function cartUpdateUrl(base: string, attributes: Record<string, string>, returnTo: string): string {
  return `${base}/cart/update?${attributeQuery(attributes)}&return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Hands a seller to the store. Nothing the browser sent is trusted: the group, seller and campaign come from the
 * token and the database, the hand-off is recorded, and the attribute set is signed so that an order whose
 * attributes were edited in the cart can be told apart.
 */
export async function createShopUrl(
  ctx: AppContext,
  customer: PrincipalOf<'user'>,
  request: HandoffRequest,
): Promise<Handoff> {
  const today = ctx.today();
  const [participant] = await ctx.db
    .select({
      id: participants.id,
      name: participants.name,
      email: participants.email,
      groupId: participants.groupId,
    })
    .from(participants)
    .where(eq(participants.id, customer.id));
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, customer.groupId));
  if (!participant || !group || !group.isActive) throw unauthenticated();

  const claimedCodes = [request.noteAttributes.group_code, request.userData.groupCode];
  const claimsOtherGroup = claimedCodes.some(
    (code) => code.trim().toLowerCase() !== group.code.toLowerCase(),
  );
  const claimsOtherSeller = [request.noteAttributes.user_id, request.userData.userId].some(
    (id) => id !== participant.id,
  );
  if (claimsOtherGroup || claimsOtherSeller) throw forbidden(STORE_MESSAGES.server.wrongGroup);

  const campaignId = request.noteAttributes.campaign_id;
  const [campaign] = isId(campaignId)
    ? await ctx.db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.id, campaignId),
            eq(campaigns.groupId, group.id),
            eq(campaigns.isActive, true),
            lte(campaigns.startDate, today),
            gte(campaigns.endDate, today),
          ),
        )
    : [];
  if (!campaign) throw badRequest(STORE_MESSAGES.server.campaignNotCurrent);

  const [handoff] = await ctx.db
    .insert(storeHandoffs)
    .values({ participantId: participant.id, groupId: group.id, campaignId: campaign.id })
    .returning({ id: storeHandoffs.id });
  const signed: SignedAttributes = {
    group_code: group.code,
    student_name: participant.name,
    student_email: participant.email,
    group_name: group.name,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    user_id: participant.id,
    portal_ref: handoff!.id,
  };
  const attributes = {
    group_code: signed.group_code,
    student_name: signed.student_name,
    student_email: signed.student_email,
    group_name: signed.group_name,
    campaign_id: signed.campaign_id,
    campaign_name: signed.campaign_name,
    user_id: signed.user_id,
    timestamp: ctx.now().toISOString(),
    from_portal: 'true',
    portal_ref: signed.portal_ref,
    portal_sig: signAttributes(ctx.config.jwtSecret, signed),
  };

  const { storeDomain, storefrontToken } = ctx.config.shopify;
  if (storeDomain && storefrontToken) {
    const url = await createStorefrontCart({
      endpoint: ctx.storeEndpoints.storefront,
      token: storefrontToken,
      attributes,
      buyerEmail: participant.email,
    });
    return { url, mode: 'store', handoffId: handoff!.id };
  }
  if (storeDomain) {
    return {
      url: cartUpdateUrl(`https://${storeDomain}`, attributes, '/collections/all'),
      mode: 'store',
      handoffId: handoff!.id,
    };
  }
  return {
    url: cartUpdateUrl(`${ctx.config.publicUrl}${DEMO_STORE_BASE}`, attributes, `${DEMO_STORE_BASE}/`),
    mode: 'demo',
    handoffId: handoff!.id,
  };
}
