import type { z } from 'zod';
import type { HandoffPurpose } from '../../shared/api/donation-paths.js';
import type { TSellerSignIn } from '../../shared/api/groups.js';
import { DEMO_STORE_BASE, type ZCreateShopUrlBody } from '../../shared/api/store.js';
import type { PrincipalOf } from '../auth/principal.js';
import { findCurrentCampaign } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { storeHandoffs } from '../db/schema.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { signAttributes, type SignedAttributes } from '../orders/attribution-signature.js';
import type { SellerNameParts } from '../lib/seller-name-parts.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
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
  if (claimsOtherGroup || claimsOtherSeller) throw fail('WRONG_GROUP');

  const campaignId = request.noteAttributes.campaign_id;
  const campaign = isId(campaignId)
    ? await findCurrentCampaign(ctx.db, seller.groupId, campaignId, ctx.today())
    : undefined;
  if (!campaign) throw fail('CAMPAIGN_NOT_CURRENT');
  return handOffToStore(
    ctx,
    {
      via: 'seller',
      seller: {
        id: seller.id,
        name: seller.name,
        firstName: seller.firstName,
        lastName: seller.lastName,
        email: seller.email,
        groupId: seller.groupId,
        groupCode: seller.groupCode,
        groupName: seller.groupName,
        groupSignIn: seller.groupSignIn,
      },
      campaign: {
        id: campaign.id,
        name: campaign.name,
        donationsEnabled: campaign.donationsEnabled,
        donationProduct: campaign.donationProduct,
      },
    },
    request.purpose ?? 'shop',
  );
}

interface HandoffSeller extends SellerNameParts {
  id: string;
  groupId: string;
  groupName: string;
}

/** The campaign a hand-off credits, with what a donation hand-off needs of it. */
interface HandoffCampaign {
  id: string;
  name: string;
  donationsEnabled: boolean;
  /** The real store's donation product: digits (a product id) or a handle; '' for none. */
  donationProduct: string;
}

/** Who a hand-off credits: the seller, their group and a current campaign of that group, already checked. */
export type HandoffTarget = { campaign: HandoffCampaign } & (
  | {
      /** The seller's own browser goes to the store: the cart carries the seller's attributes. */
      via: 'seller';
      seller: HandoffSeller & {
        name: string;
        email: string;
        groupCode: string;
        groupSignIn: TSellerSignIn;
      };
    }
  | {
      /** A parent shops for their child from the family page. */
      via: 'family';
      seller: HandoffSeller;
    }
  | {
      /** A buyer came through the seller's share link: the cart carries nothing a stranger could log in with. */
      via: 'share_link';
      shareLinkId: string;
      seller: HandoffSeller;
    }
);

/**
 * Whether the cart may name the seller: only a seller of a `students` group at their own browser. A share-link
 * buyer, a parent, and every hand-off of a `families` group (whose parents agreed to the portal's own use of their
 * child's data, not to its disclosure) carry nothing that identifies the child.
 */
const cartNamesSeller = (target: HandoffTarget): target is Extract<HandoffTarget, { via: 'seller' }> =>
  target.via === 'seller' && target.seller.groupSignIn === 'students';

/**
 * The attributes the cart carries, with their signature. A hand-off that may name the seller carries the seller's
 * group code, name and e-mail (the seller is the one at the browser). Every other carries only what the share page
 * shows (first name and last initial, group and campaign names) and the hand-off reference: ingestion credits
 * that order from the hand-off record.
 */
function cartAttributes(target: HandoffTarget, handoffId: string, secret: string, now: Date) {
  const { seller, campaign } = target;
  const signed: SignedAttributes = cartNamesSeller(target)
    ? {
        group_code: target.seller.groupCode,
        student_name: target.seller.name,
        student_email: target.seller.email,
        group_name: seller.groupName,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        user_id: seller.id,
        portal_ref: handoffId,
      }
    : {
        group_code: '',
        student_name: publicSellerLabel(publicSellerName(seller)),
        student_email: '',
        group_name: seller.groupName,
        campaign_id: '',
        campaign_name: campaign.name,
        user_id: '',
        portal_ref: handoffId,
      };
  const present = Object.fromEntries(Object.entries(signed).filter(([, value]) => value !== ''));
  const { portal_ref: portalRef, ...described } = present;
  return {
    ...described,
    timestamp: now.toISOString(),
    from_portal: 'true',
    portal_ref: portalRef!,
    portal_sig: signAttributes(secret, signed),
  };
}

/** The demo store's donation form (its route `/donate` below DEMO_STORE_BASE). */
export const DEMO_STORE_DONATION_PAGE = `${DEMO_STORE_BASE}/donate`;

/**
 * Where the real store's cart-update link leads once the attributes are on the cart: the catalogue, or for a
 * donation the donation product's page when the campaign names it by handle (a product id alone gives no address
 * the buyer can open, so the catalogue it is).
 */
function storeReturnTo(purpose: HandoffPurpose, donationProduct: string): string {
  if (purpose === 'donate' && donationProduct !== '' && !/^\d+$/.test(donationProduct)) {
    return `/products/${encodeURIComponent(donationProduct)}`;
  }
  return '/collections/all';
}

/**
 * Records the hand-off and builds the store link with the signed attribute set; the record says whether the seller
 * went to the store or a buyer came through the seller's share link. A hand-off to give a donation (`purpose`
 * 'donate') needs a campaign that takes donations, leads to the store's donation form, and is recorded exactly like
 * one to shop: a donation is credited as a purchase is.
 */
export async function handOffToStore(
  ctx: AppContext,
  target: HandoffTarget,
  purpose: HandoffPurpose = 'shop',
): Promise<Handoff> {
  const { seller, campaign } = target;
  if (purpose === 'donate' && !campaign.donationsEnabled) throw fail('DONATIONS_OFF');
  // Without a store and without the demo store (production), a link would lead nowhere.
  if (!ctx.config.shopify.storeDomain && ctx.config.demoStore === 'off') {
    throw fail('NO_STORE');
  }
  const shareLinkId = target.via === 'share_link' ? target.shareLinkId : null;
  const [handoff] = await ctx.db
    .insert(storeHandoffs)
    .values({
      sellerId: seller.id,
      groupId: seller.groupId,
      campaignId: campaign.id,
      source: target.via,
      shareLinkId,
    })
    .returning({ id: storeHandoffs.id });
  const attributes = cartAttributes(target, handoff!.id, ctx.config.jwtSecret, ctx.now());

  const { storeDomain, storefrontToken } = ctx.config.shopify;
  if (storeDomain && storefrontToken) {
    // The Storefront cart answers its checkout URL, the same for giving as for shopping: the buyer's cart is
    // empty, and the store's checkout leads back to its shop (or its donation product) from there.
    const url = await createStorefrontCart({
      endpoint: ctx.storeEndpoints.storefront,
      token: storefrontToken,
      attributes,
    });
    return { url, mode: 'store', handoffId: handoff!.id };
  }
  if (storeDomain) {
    return {
      url: cartUpdateUrl(
        `https://${storeDomain}`,
        attributes,
        storeReturnTo(purpose, campaign.donationProduct),
      ),
      mode: 'store',
      handoffId: handoff!.id,
    };
  }
  return {
    url: cartUpdateUrl(
      `${ctx.config.publicUrl}${DEMO_STORE_BASE}`,
      attributes,
      purpose === 'donate' ? DEMO_STORE_DONATION_PAGE : `${DEMO_STORE_BASE}/`,
    ),
    mode: 'demo',
    handoffId: handoff!.id,
  };
}
