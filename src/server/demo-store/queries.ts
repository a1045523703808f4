import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { campaigns, groups, orders, storeHandoffs } from '../db/schema.js';
import { isId } from '../lib/ids.js';

/** What a cart's portal attributes name: a seller's cart its group code and campaign, a buyer's the hand-off. */
export interface CartCampaignKeys {
  groupCode: string;
  campaignId: string;
  handoffId: string;
}

const DONATION_SETTINGS = {
  campaignId: campaigns.id,
  donationsEnabled: campaigns.donationsEnabled,
  donationAmountsCents: campaigns.donationAmountsCents,
  donationMinimumCents: campaigns.donationMinimumCents,
};

/**
 * The donation settings of the campaign a cart's order will be credited to, found as ingestion finds it
 * (`order_attribution()`): by the group code and the campaign id when the cart has a group code (the seller's own
 * hand-off), otherwise by the hand-off record (`portal_ref`) alone (a buyer who came through a share link).
 */
export async function findCartCampaign(db: DbOrTx, keys: CartCampaignKeys) {
  if (keys.groupCode !== '') {
    if (!isId(keys.campaignId)) return undefined;
    const [row] = await db
      .select(DONATION_SETTINGS)
      .from(campaigns)
      .innerJoin(groups, eq(groups.id, campaigns.groupId))
      .where(and(eq(campaigns.id, keys.campaignId), sql`lower(${groups.code}) = lower(${keys.groupCode})`))
      .limit(1);
    return row;
  }
  if (!isId(keys.handoffId)) return undefined;
  const [row] = await db
    .select(DONATION_SETTINGS)
    .from(storeHandoffs)
    .innerJoin(campaigns, eq(campaigns.id, storeHandoffs.campaignId))
    .where(eq(storeHandoffs.id, keys.handoffId))
    .limit(1);
  return row;
}

/** The portal's row of an order the demo store delivered (by the store's order id), with its donation. */
export async function findDeliveredOrder(db: DbOrTx, shopifyOrderId: string) {
  const [row] = await db
    .select({ id: orders.id, donationCents: orders.donationCents })
    .from(orders)
    .where(eq(orders.shopifyOrderId, shopifyOrderId))
    .limit(1);
  return row;
}
