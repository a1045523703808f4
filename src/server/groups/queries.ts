import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { campaigns, coordinators, groups, orders, sellers, storeHandoffs } from '../db/schema.js';

export type GroupRow = typeof groups.$inferSelect;
type NewGroup = typeof groups.$inferInsert;

export function listGroups(db: DbOrTx) {
  return db.select().from(groups).orderBy(desc(groups.createdAt), groups.name);
}

export async function findGroup(db: DbOrTx, id: string) {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
  return row;
}

export async function insertGroup(db: DbOrTx, values: NewGroup) {
  const [row] = await db.insert(groups).values(values).returning();
  return row!;
}

export async function insertFirstCampaign(db: DbOrTx, values: typeof campaigns.$inferInsert) {
  await db.insert(campaigns).values(values);
}

export async function updateGroup(
  db: DbOrTx,
  id: string,
  values: Pick<
    NewGroup,
    | 'name'
    | 'organizationName'
    | 'contactInfo'
    | 'isActive'
    | 'profitShareBasisPoints'
    | 'taxId'
    | 'receiptNote'
    | 'sellerSignIn'
  >,
) {
  const [row] = await db
    .update(groups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(groups.id, id))
    .returning();
  return row;
}

export async function countCoordinatorsOfGroup(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(coordinators)
    .where(eq(coordinators.groupId, groupId));
  return row?.value ?? 0;
}

export async function groupHasOrders(db: DbOrTx, groupId: string) {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.groupId, groupId)).limit(1);
  return rows.length > 0;
}

/** Removes a group with everything that only exists for it: hand-off records, sellers, campaigns. */
export async function deleteGroupAndDependents(db: DbOrTx, groupId: string) {
  await db.delete(storeHandoffs).where(eq(storeHandoffs.groupId, groupId));
  await db.delete(sellers).where(eq(sellers.groupId, groupId));
  await db.delete(campaigns).where(eq(campaigns.groupId, groupId));
  const deleted = await db.delete(groups).where(eq(groups.id, groupId)).returning({ id: groups.id });
  return deleted.length > 0;
}
