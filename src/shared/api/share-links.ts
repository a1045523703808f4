import { z } from 'zod';
import { calendarDate, idField, isoDateTime, successOf } from './fields.js';

/**
 * Seller share links. Amounts are dollars with cents like every amount of the API; counted orders exclude
 * cancelled, test and deleted ones, as the reports do.
 */

/** The group's progress toward the campaign's goal (null on replies when the campaign has no goal). */
export const ZGoalProgress = z.object({
  goalAmount: z.number(),
  /** Product sales of the group's counted orders in the campaign. */
  productSales: z.number(),
  /** Donations to the group in the campaign: the goal counts them with the product sales. */
  donations: z.number(),
  /** (productSales + donations) ÷ goalAmount: 1 = reached, may exceed 1. */
  fraction: z.number(),
});
export type TGoalProgress = z.infer<typeof ZGoalProgress>;

/** What a donation form offers: suggested amounts (dollars, smallest first) and the smallest gift taken. */
export const ZDonationOffer = z.object({
  suggestedAmounts: z.array(z.number()),
  minimum: z.number().nullable(),
});
export type TDonationOffer = z.infer<typeof ZDonationOffer>;

/** The name the public sees: first name and last initial ("Ava M."), never the full last name or the e-mail. */
export const ZPublicSellerName = z.object({
  firstName: z.string(),
  /** "M." or empty when the seller gave one name only. */
  lastInitial: z.string(),
});
export type TPublicSellerName = z.infer<typeof ZPublicSellerName>;

export const ZShareLink = z.object({
  token: z.string(),
  /** Absolute: PUBLIC_URL + /s/{token}. */
  url: z.string(),
  createdAt: isoDateTime,
});
export type TShareLink = z.infer<typeof ZShareLink>;

export const ZSellerShareLinkReply = successOf(ZShareLink);
export type TSellerShareLinkReply = z.infer<typeof ZSellerShareLinkReply>;

export const ZSellerProgress = z.object({
  seller: ZPublicSellerName,
  /** The seller's code for buyers to type at checkout (`AVA-K7Q3`, src/shared/seller-codes.ts): every campaign's. */
  sellerCode: z.string(),
  group: z.object({ name: z.string(), organizationName: z.string() }),
  campaign: z.object({
    _id: idField,
    name: z.string(),
    startDate: calendarDate,
    endDate: calendarDate,
    /** Whether the campaign takes donations: the page then offers "Give a donation" beside "Shop now". */
    donationsEnabled: z.boolean(),
  }),
  /** The seller's own counted orders in this campaign: numbers only, never buyers. */
  orderCount: z.number().int(),
  /** Their total (with shipping and donations, like the order totals the seller is used to). */
  sales: z.number(),
  /** Of it, what was given as donations. */
  donations: z.number(),
  /** Of those, how many came through their share link. */
  shareLinkOrderCount: z.number().int(),
  goal: ZGoalProgress.nullable(),
});
export type TSellerProgress = z.infer<typeof ZSellerProgress>;
export const ZSellerProgressReply = successOf(ZSellerProgress);
export type TSellerProgressReply = z.infer<typeof ZSellerProgressReply>;

/** Why a share page offers no Shop button; null when it does. */
export const ZShareUnavailableReason = z.enum([
  'campaign-ended',
  'campaign-not-started',
  'campaign-inactive',
  'group-inactive',
]);
export type TShareUnavailableReason = z.infer<typeof ZShareUnavailableReason>;

export const ZPublicShareLink = z.object({
  seller: ZPublicSellerName,
  group: z.object({ name: z.string(), organizationName: z.string() }),
  campaign: z.object({ name: z.string(), startDate: calendarDate, endDate: calendarDate }),
  goal: ZGoalProgress.nullable(),
  /** True when a buyer can shop now; otherwise `unavailable` says why. */
  canShop: z.boolean(),
  /** The donation form's amounts when the campaign takes donations and a buyer can shop now; null otherwise. */
  donations: ZDonationOffer.nullable(),
  unavailable: ZShareUnavailableReason.nullable(),
});
export type TPublicShareLink = z.infer<typeof ZPublicShareLink>;
export const ZPublicShareLinkReply = successOf(ZPublicShareLink);
export type TPublicShareLinkReply = z.infer<typeof ZPublicShareLinkReply>;

export const ZPublicShareHandoffReply = successOf(
  z.object({ url: z.string(), mode: z.enum(['store', 'demo']) }),
);
export type TPublicShareHandoffReply = z.infer<typeof ZPublicShareHandoffReply>;

/** A seller of the campaign's group on the staff view: their active link, if any, and where their orders came from. */
export const ZCampaignShareLinkRow = z.object({
  sellerId: idField,
  sellerName: z.string(),
  /** The active link; null when the seller has none (never made or revoked). */
  link: z.object({ _id: idField, token: z.string(), url: z.string(), createdAt: isoDateTime }).nullable(),
  /** Counted orders of the campaign that came through any of the seller's share links (revoked ones too). */
  shareLinkOrderCount: z.number().int(),
  shareLinkSales: z.number(),
  /** Counted orders that came through the seller's own hand-off. */
  sellerHandoffOrderCount: z.number().int(),
  sellerHandoffSales: z.number(),
});
export type TCampaignShareLinkRow = z.infer<typeof ZCampaignShareLinkRow>;

export const ZCampaignShareLinksReply = successOf(
  z.object({
    campaign: z.object({ _id: idField, name: z.string() }),
    /** Sellers with a link (revoked ones too) or a hand-off in the campaign, by name. */
    sellers: z.array(ZCampaignShareLinkRow),
  }),
);
export type TCampaignShareLinksReply = z.infer<typeof ZCampaignShareLinksReply>;

export const ZRevokeShareLinkReply = successOf(z.object({ _id: idField, revokedAt: isoDateTime }));
export type TRevokeShareLinkReply = z.infer<typeof ZRevokeShareLinkReply>;

export {
  SHARE_LINK_API_PATHS,
  SHARE_LINK_API_ROUTES,
  SHARE_PAGE_BASE,
  SHARE_TOKEN_ALPHABET,
  SHARE_TOKEN_LENGTH,
  sharePagePath,
} from './share-link-paths.js';
