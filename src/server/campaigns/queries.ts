import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { campaigns, orders, storeHandoffs } from '../db/schema.js';

type NewCampaign = typeof campaigns.$inferInsert;
type CampaignFields = Pick<
  NewCampaign,
  'name' | 'description' | 'startDate' | 'endDate' | 'isActive' | 'goalCents'
>;

/** A campaign of the group that is active and whose dates include `today` (the seller's sign-in reads the same). */
function isCurrentCampaignOf(groupId: string, today: string) {
  return and(
    eq(campaigns.groupId, groupId),
    eq(campaigns.isActive, true),
    lte(campaigns.startDate, today),
    gte(campaigns.endDate, today),
  );
}

export async function findCurrentCampaign(db: DbOrTx, groupId: string, campaignId: string, today: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), isCurrentCampaignOf(groupId, today)))
    .limit(1);
  return row;
}

/** The group's campaigns running today, soonest ending first. */
export function listCurrentCampaigns(db: DbOrTx, groupId: string, today: string) {
  return db
    .select()
    .from(campaigns)
    .where(isCurrentCampaignOf(groupId, today))
    .orderBy(asc(campaigns.endDate), asc(campaigns.name));
}

export function listCampaignsOfGroup(db: DbOrTx, groupId: string) {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.groupId, groupId))
    .orderBy(desc(campaigns.startDate), asc(campaigns.name));
}

export async function findCampaignOfGroup(db: DbOrTx, groupId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.groupId, groupId)))
    .limit(1);
  return row;
}

export async function insertCampaign(db: DbOrTx, values: NewCampaign) {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function updateCampaign(
  db: DbOrTx,
  groupId: string,
  campaignId: string,
  values: CampaignFields,
) {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.groupId, groupId)))
    .returning();
  return row;
}

export async function campaignHasOrders(db: DbOrTx, campaignId: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.campaignId, campaignId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteCampaignAndHandoffs(db: DbOrTx, groupId: string, campaignId: string) {
  await db.delete(storeHandoffs).where(eq(storeHandoffs.campaignId, campaignId));
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.groupId, groupId)))
    .returning({ id: campaigns.id });
  return deleted.length > 0;
}
