import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { admins, coordinators, groups, sellers } from '../db/schema.js';

const coordinatorAccountColumns = {
  id: coordinators.id,
  name: coordinators.name,
  email: coordinators.email,
  passwordHash: coordinators.passwordHash,
  tokenVersion: coordinators.tokenVersion,
  groupId: coordinators.groupId,
  groupCode: groups.code,
  groupName: groups.name,
  createdAt: coordinators.createdAt,
};

/** Coordinators with their group, the one shape both sign-in and administration read. */
export function selectCoordinatorAccounts(db: DbOrTx) {
  return db
    .select(coordinatorAccountColumns)
    .from(coordinators)
    .innerJoin(groups, eq(groups.id, coordinators.groupId));
}

export type CoordinatorAccountRow = Awaited<ReturnType<typeof selectCoordinatorAccounts>>[number];

export async function findCoordinatorWithGroup(db: DbOrTx, id: string) {
  const [row] = await selectCoordinatorAccounts(db).where(eq(coordinators.id, id)).limit(1);
  return row;
}

const lowerEquals = (column: typeof admins.email | typeof coordinators.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(admins).where(lowerEquals(admins.email, email)).limit(1);
  return row;
}

export async function findAdminById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function anyAdminExists(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

export async function insertSelfRegisteredAdmin(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string },
) {
  const [row] = await db
    .insert(admins)
    .values({ ...values, selfRegistered: true })
    .returning();
  return row!;
}

export async function setAdminPassword(db: DbOrTx, id: string, passwordHash: string) {
  const [row] = await db
    .update(admins)
    .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(admins.id, id))
    .returning({ tokenVersion: admins.tokenVersion });
  return row?.tokenVersion;
}

export async function findCoordinatorByEmail(db: DbOrTx, email: string) {
  const [row] = await selectCoordinatorAccounts(db).where(lowerEquals(coordinators.email, email)).limit(1);
  return row;
}

export async function setCoordinatorPassword(db: DbOrTx, id: string, passwordHash: string) {
  const [row] = await db
    .update(coordinators)
    .set({ passwordHash, tokenVersion: sql`${coordinators.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(coordinators.id, id))
    .returning({ tokenVersion: coordinators.tokenVersion });
  return row?.tokenVersion;
}

/**
 * Ends the sessions of every coordinator of a group that is active now, by raising their token versions; called
 * just before the group is deactivated. They may log in again: nothing bars a coordinator of an inactive group.
 */
export async function endCoordinatorSessionsOfActiveGroup(db: DbOrTx, groupId: string) {
  await db
    .update(coordinators)
    .set({ tokenVersion: sql`${coordinators.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coordinators.groupId, groupId),
        sql`exists (select 1 from ${groups} where ${groups.id} = ${groupId} and ${groups.isActive})`,
      ),
    );
}

export async function findSellerInActiveGroup(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      firstName: sellers.firstName,
      lastName: sellers.lastName,
      email: sellers.email,
      tokenVersion: sellers.tokenVersion,
      groupId: sellers.groupId,
      groupCode: groups.code,
      groupName: groups.name,
      groupSignIn: groups.sellerSignIn,
    })
    .from(sellers)
    .innerJoin(groups, eq(groups.id, sellers.groupId))
    .where(and(eq(sellers.id, id), eq(groups.isActive, true)))
    .limit(1);
  return row;
}
