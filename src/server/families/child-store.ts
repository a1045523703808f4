import type { HandoffPurpose } from '../../shared/api/donation-paths.js';
import type { TShareLink } from '../../shared/api/share-links.js';
import { findCurrentCampaign } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { sellerShareLink } from '../share-links/seller-share-links.js';
import { handOffToStore } from '../store/handoff.js';
import type { FamilySession } from './family-guard.js';
import { currentNotice } from './notice.js';
import { findChildOfParent, findConsent } from './queries.js';

/**
 * The parent's child, under a standing consent to the current notice: a child of another family, an unknown or
 * malformed id is not found; without consent nothing about any child is answered.
 */
export async function requireChild(ctx: AppContext, family: FamilySession, childId: string) {
  const notice = await currentNotice(ctx, { id: family.groupId, name: family.groupName }, family.language);
  const [consent, child] = await Promise.all([
    findConsent(ctx.db, family.parentId, notice.id),
    isId(childId) ? findChildOfParent(ctx.db, family.parentId, childId) : undefined,
  ]);
  if (!consent) throw fail('FAMILY_CONSENT_REQUIRED');
  if (!child) throw fail('FAMILY_CHILD_NOT_FOUND');
  return child;
}

/** The child's share link for a campaign of the group, made on first use as at the seller's own page. */
export async function childShareLink(
  ctx: AppContext,
  family: FamilySession,
  childId: string,
  campaignId: string,
): Promise<TShareLink> {
  const child = await requireChild(ctx, family, childId);
  return sellerShareLink(ctx, child, campaignId);
}

/**
 * "Shop for Ava": the store hand-off credited to the child in a running campaign. It is made as a share-link
 * hand-off is, so the cart carries the display-safe name and the signed reference, nothing that names the child.
 */
export async function childShopUrl(
  ctx: AppContext,
  family: FamilySession,
  childId: string,
  campaignId: string,
  purpose: HandoffPurpose,
) {
  const child = await requireChild(ctx, family, childId);
  const campaign = isId(campaignId)
    ? await findCurrentCampaign(ctx.db, family.groupId, campaignId, ctx.today())
    : undefined;
  if (!campaign) throw fail('CAMPAIGN_NOT_CURRENT');
  return handOffToStore(
    ctx,
    {
      via: 'family',
      seller: { ...child, groupName: family.groupName },
      campaign: {
        id: campaign.id,
        name: campaign.name,
        donationsEnabled: campaign.donationsEnabled,
        donationProduct: campaign.donationProduct,
      },
    },
    purpose,
  );
}
