import type { z } from 'zod';
import { DEMO_STORE_BASE, type ZCreateShopUrlBody } from '../../shared/api/store.js';
import { STORE_API_MESSAGES } from '../../shared/texts/store.js';
import type { PrincipalOf } from '../auth/principal.js';
import { findCurrentCampaign } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { storeHandoffs } from '../db/schema.js';
import { AppError, badRequest, forbidden } from '../errors.js';
import { isId } from '../lib/ids.js';
import { signAttributes, type SignedAttributes } from '../orders/attribution-signature.js';
import { createStorefrontCart } from './storefront.js';

type HandoffRequest = z.output<typeof ZCreateShopUrlBody>;

interface Handoff {
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
function cartUpdateUrl(base: string, attributes: Record<string, string>, returnTo: string): string {
  return `${base}/cart/update?${attributeQuery(attributes)}&return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Hands a seller to the store. Nothing the browser sent is trusted: the seller and group are the ones the guard
 * loaded for the token, the campaign comes from the database, the hand-off is recorded, and the attribute set is
 * signed so that an order whose attributes were edited in the cart can be told apart.
 */
export async function createShopUrl(
  ctx: AppContext,
  seller: PrincipalOf<'user'>,
  request: HandoffRequest,
): Promise<Handoff> {
  const claimedCodes = [request.noteAttributes.group_code, request.userData.groupCode];
  const claimsOtherGroup = claimedCodes.some(
    (code) => code.trim().toLowerCase() !== seller.groupCode.toLowerCase(),
  );
  const claimsOtherSeller = [request.noteAttributes.user_id, request.userData.userId].some(
    (id) => id !== seller.id,
  );
  if (claimsOtherGroup || claimsOtherSeller) throw forbidden(STORE_API_MESSAGES.wrongGroup);

  const campaignId = request.noteAttributes.campaign_id;
  const campaign = isId(campaignId)
    ? await findCurrentCampaign(ctx.db, seller.groupId, campaignId, ctx.today())
    : undefined;
  if (!campaign) throw badRequest(STORE_API_MESSAGES.campaignNotCurrent);
  return handOffToStore(ctx, {
    seller: {
      id: seller.id,
      name: seller.name,
      email: seller.email,
      groupId: seller.groupId,
      groupCode: seller.groupCode,
      groupName: seller.groupName,
    },
    campaign: { id: campaign.id, name: campaign.name },
    shareLinkId: null,
  });
}

/** Who a hand-off credits: the seller, their group and a current campaign of that group, already checked. */
export interface HandoffTarget {
  seller: { id: string; name: string; email: string; groupId: string; groupCode: string; groupName: string };
  campaign: { id: string; name: string };
  /** Set when a buyer came through the seller's share link; the hand-off record says so. */
  shareLinkId: string | null;
}

/**
 * Records the hand-off and builds the store link with the signed attribute set. The same attributes whether the
 * seller goes to the store or a buyer comes through the seller's share link; only the record tells them apart.
 */
export async function handOffToStore(ctx: AppContext, target: HandoffTarget): Promise<Handoff> {
  const { seller, campaign, shareLinkId } = target;
  // Without a store and without the demo store (production), a link would lead nowhere.
  if (!ctx.config.shopify.storeDomain && ctx.config.demoStore === 'off') {
    throw new AppError('UNAVAILABLE', STORE_API_MESSAGES.noStore);
  }
  const [handoff] = await ctx.db
    .insert(storeHandoffs)
    .values({
      participantId: seller.id,
      groupId: seller.groupId,
      campaignId: campaign.id,
      source: shareLinkId ? 'share_link' : 'seller',
      shareLinkId,
    })
    .returning({ id: storeHandoffs.id });
  const signed: SignedAttributes = {
    group_code: seller.groupCode,
    student_name: seller.name,
    student_email: seller.email,
    group_name: seller.groupName,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    user_id: seller.id,
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
