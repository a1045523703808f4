import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { campaigns, groups, sellers, shareLinks } from '../db/schema.js';

/**
 * An active share link with its seller, group and campaign, in one query. Everything the hand-off needs is read
 * here; what the public sees is picked from it by the caller. The seller's e-mail and the group's code (together
 * with the name, a seller's whole login) are never read on this public path.
 */
export async function findActiveShareLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      shareLinkId: shareLinks.id,
      sellerId: sellers.id,
      sellerFirstName: sellers.firstName,
      sellerLastName: sellers.lastName,
      groupId: groups.id,
      groupName: groups.name,
      organizationName: groups.organizationName,
      groupIsActive: groups.isActive,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      campaignIsActive: campaigns.isActive,
      goalCents: campaigns.goalCents,
      donationsEnabled: campaigns.donationsEnabled,
      donationAmountsCents: campaigns.donationAmountsCents,
      donationMinimumCents: campaigns.donationMinimumCents,
      donationProduct: campaigns.donationProduct,
    })
    .from(shareLinks)
    .innerJoin(sellers, and(eq(sellers.id, shareLinks.sellerId), eq(sellers.groupId, shareLinks.groupId)))
    .innerJoin(groups, eq(groups.id, shareLinks.groupId))
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, shareLinks.campaignId), eq(campaigns.groupId, shareLinks.groupId)),
    )
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)))
    .limit(1);
  return row;
}

export type ActiveShareLinkRow = NonNullable<Awaited<ReturnType<typeof findActiveShareLink>>>;
