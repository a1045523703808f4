import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { groups, orders } from '../db/schema.js';

/**
 * What a donation receipt states of an order and its group, in one query: never the buyer's name, e-mail or
 * address, which the receipt leaves out.
 */
export async function findReceiptOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      orderNumber: orders.shopifyOrderNumber,
      storeCreatedAt: orders.storeCreatedAt,
      donationCents: orders.donationCents,
      totalProductCents: orders.totalProductCents,
      status: orders.status,
      deletedAt: orders.deletedAt,
      campaignName: orders.campaignName,
      groupName: groups.name,
      organizationName: groups.organizationName,
      taxId: groups.taxId,
      receiptNote: groups.receiptNote,
    })
    .from(orders)
    .innerJoin(groups, eq(groups.id, orders.groupId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
