import type { HandoffPurpose } from '../../shared/api/donation-paths.js';
import type {
  TDonationOffer,
  TPublicShareLink,
  TShareUnavailableReason,
} from '../../shared/api/share-links.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { dollarsFromCents } from '../lib/money.js';
import { campaignGoalProgress } from '../share-links/campaign-goal.js';
import { publicSellerName } from '../share-links/public-seller-name.js';
import { handOffToStore } from '../store/handoff.js';
import { findActiveShareLink, type ActiveShareLinkRow } from './queries.js';
import { isShareTokenShape } from '../share-links/share-token.js';

/** Why nobody can shop through the link today, in the order a buyer should hear it; null when they can. */
export function unavailableReason(
  link: Pick<ActiveShareLinkRow, 'groupIsActive' | 'campaignIsActive' | 'startDate' | 'endDate'>,
  today: string,
): TShareUnavailableReason | null {
  if (!link.groupIsActive) return 'group-inactive';
  if (!link.campaignIsActive) return 'campaign-inactive';
  if (today > link.endDate) return 'campaign-ended';
  if (today < link.startDate) return 'campaign-not-started';
  return null;
}

/** What the donation form offers, when the campaign takes donations and a buyer can shop today; null otherwise. */
export function donationOffer(
  link: Pick<ActiveShareLinkRow, 'donationsEnabled' | 'donationAmountsCents' | 'donationMinimumCents'>,
  unavailable: TShareUnavailableReason | null,
): TDonationOffer | null {
  if (!link.donationsEnabled || unavailable !== null) return null;
  return {
    suggestedAmounts: [...link.donationAmountsCents].sort((a, b) => a - b).map(dollarsFromCents),
    minimum: link.donationMinimumCents === null ? null : dollarsFromCents(link.donationMinimumCents),
  };
}

async function activeLink(ctx: AppContext, token: string): Promise<ActiveShareLinkRow | undefined> {
  return isShareTokenShape(token) ? findActiveShareLink(ctx.db, token) : undefined;
}

/**
 * What the public may see of a share link: the seller's first name and initial, the group, the campaign and its
 * goal progress, whether one can shop now and what a donation takes. Undefined for an unknown, revoked or
 * malformed token.
 */
export async function loadPublicShareLink(
  ctx: AppContext,
  token: string,
): Promise<TPublicShareLink | undefined> {
  const link = await activeLink(ctx, token);
  if (!link) return undefined;
  const unavailable = unavailableReason(link, ctx.today());
  return {
    seller: publicSellerName({ firstName: link.sellerFirstName, lastName: link.sellerLastName }),
    group: { name: link.groupName, organizationName: link.organizationName },
    campaign: { name: link.campaignName, startDate: link.startDate, endDate: link.endDate },
    goal: await campaignGoalProgress(ctx.db, link.groupId, link.campaignId, link.goalCents),
    canShop: unavailable === null,
    donations: donationOffer(link, unavailable),
    unavailable,
  };
}

export type ShareHandoffOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'unavailable'; reason: TShareUnavailableReason }
  /** A donation hand-off for a campaign that does not take donations (any more). */
  | { outcome: 'donations-off' }
  | { outcome: 'handed-off'; handoff: Awaited<ReturnType<typeof handOffToStore>> };

/**
 * A buyer's hand-off to the store on the seller's behalf, read fresh from the database and recorded as coming
 * from the share link, to shop or (`purpose` 'donate') to give a donation. The cart gets only what the share page
 * shows and the signed hand-off reference; the order is credited from the hand-off record. Never creates a seller.
 * Throws what handOffToStore throws (no store, the store unreachable).
 */
export async function shareLinkHandoff(
  ctx: AppContext,
  token: string,
  purpose: HandoffPurpose = 'shop',
): Promise<ShareHandoffOutcome> {
  const link = await activeLink(ctx, token);
  if (!link) return { outcome: 'not-found' };
  const reason = unavailableReason(link, ctx.today());
  if (reason) return { outcome: 'unavailable', reason };
  if (purpose === 'donate' && !link.donationsEnabled) return { outcome: 'donations-off' };
  const handoff = await handOffToStore(
    ctx,
    {
      via: 'share_link',
      shareLinkId: link.shareLinkId,
      seller: {
        id: link.sellerId,
        firstName: link.sellerFirstName,
        lastName: link.sellerLastName,
        groupId: link.groupId,
        groupName: link.groupName,
      },
      campaign: {
        id: link.campaignId,
        name: link.campaignName,
        donationsEnabled: link.donationsEnabled,
        donationProduct: link.donationProduct,
      },
    },
    purpose,
  );
  return { outcome: 'handed-off', handoff };
}

/** The same hand-off for the API: 404 for an unknown link, 409 when nobody can shop through it today. */
export async function handOffThroughShareLink(ctx: AppContext, token: string) {
  const result = await shareLinkHandoff(ctx, token);
  if (result.outcome === 'not-found') throw fail('SHARE_LINK_INVALID');
  if (result.outcome === 'unavailable') {
    throw fail('SHARE_LINK_CLOSED', { reason: result.reason });
  }
  if (result.outcome === 'donations-off') throw fail('DONATIONS_OFF');
  return result.handoff;
}
