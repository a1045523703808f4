import type { TSellerProgress, TShareLink } from '../../shared/api/share-links.js';
import { sharePagePath } from '../../shared/api/share-link-paths.js';
import type { PrincipalOf } from '../auth/principal.js';
import { findCampaignOfGroup } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { ensureSellerCode } from './seller-codes.js';
import { campaignGoalProgress } from './campaign-goal.js';
import { publicSellerName } from './public-seller-name.js';
import {
  findActiveShareLink,
  findGroupNames,
  insertShareLinkIfNone,
  sellerCampaignTally,
  type ShareLinkRow,
} from './queries.js';
import { newShareToken } from './share-token.js';

type Seller = PrincipalOf<'user'>;
/** Whose link: a seller at their own page, or a parent's child. */
type LinkOwner = Pick<Seller, 'id' | 'groupId'>;

/** A token collision is about one in 10^21 per try; a few tries make a failure practically impossible. */
const TOKEN_ATTEMPTS = 5;

/** The absolute address of a share page, as the seller copies it and the flyer prints it. */
export function shareLinkUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}${sharePagePath(token)}`;
}

/** A campaign of the seller's own group; anything else (another group's, unknown, malformed) is not found. */
async function requireSellerCampaign(ctx: AppContext, seller: LinkOwner, campaignId: string) {
  const campaign = isId(campaignId)
    ? await findCampaignOfGroup(ctx.db, seller.groupId, campaignId)
    : undefined;
  if (!campaign) throw fail('SHARE_LINK_CAMPAIGN_NOT_FOUND');
  return campaign;
}

function presentShareLink(ctx: AppContext, row: ShareLinkRow): TShareLink {
  return { token: row.token, url: shareLinkUrl(ctx, row.token), createdAt: row.createdAt.toISOString() };
}

/**
 * The seller's active link for the campaign, made on first use. Concurrent first calls all end on the one row the
 * partial unique index lets in: a losing insert does nothing, and the next read finds the winner's link.
 */
export async function sellerShareLink(
  ctx: AppContext,
  seller: LinkOwner,
  campaignId: string,
): Promise<TShareLink> {
  const campaign = await requireSellerCampaign(ctx, seller, campaignId);
  // The code a buyer of the link could be told exists before the link is handed out.
  await ensureSellerCode(ctx.db, seller.id);
  for (let attempt = 0; attempt < TOKEN_ATTEMPTS; attempt++) {
    const existing = await findActiveShareLink(ctx.db, seller.id, campaign.id);
    if (existing) return presentShareLink(ctx, existing);
    const created = await insertShareLinkIfNone(ctx.db, {
      token: newShareToken(),
      sellerId: seller.id,
      groupId: seller.groupId,
      campaignId: campaign.id,
    });
    if (created) return presentShareLink(ctx, created);
    // Nothing inserted: another request made the link (read it on the next turn) or the token was taken.
  }
  throw fail('SHARE_LINK_UNAVAILABLE');
}

/** The seller's own numbers for the campaign and the group's goal: never a buyer. */
export async function sellerProgress(
  ctx: AppContext,
  seller: Seller,
  campaignId: string,
): Promise<TSellerProgress> {
  const campaign = await requireSellerCampaign(ctx, seller, campaignId);
  const [group, tally, goal, sellerCode] = await Promise.all([
    findGroupNames(ctx.db, seller.groupId),
    sellerCampaignTally(ctx.db, seller.id, seller.groupId, campaign.id),
    campaignGoalProgress(ctx.db, seller.groupId, campaign.id, campaign.goalCents),
    ensureSellerCode(ctx.db, seller.id),
  ]);
  return {
    seller: publicSellerName(seller),
    sellerCode,
    group: { name: group?.name ?? seller.groupName, organizationName: group?.organizationName ?? '' },
    campaign: {
      _id: campaign.id,
      name: campaign.name,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      donationsEnabled: campaign.donationsEnabled,
    },
    orderCount: tally.orderCount,
    sales: dollarsFromCents(tally.salesCents),
    donations: dollarsFromCents(tally.donationCents),
    shareLinkOrderCount: tally.shareLinkOrderCount,
    goal,
  };
}
