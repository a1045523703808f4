import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { admins, coordinators, groups, participants } from '../db/schema.js';
import { selectCoordinatorAccounts } from '../coordinators/queries.js';

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

export async function findActiveGroupByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(sql`lower(${groups.code}) = lower(${code})`, eq(groups.isActive, true)))
    .limit(1);
  return row;
}

/** The same e-mail in the same group is the same participant; the latest name given is kept. */
export async function upsertParticipant(
  db: DbOrTx,
  values: { groupId: string; name: string; email: string },
) {
  const rows = await queryRows<{ id: string; name: string; email: string }>(
    db,
    sql`
    insert into ${participants} (group_id, name, email)
    values (${values.groupId}, ${values.name}, ${values.email})
    on conflict (group_id, lower(email)) do update set name = excluded.name, last_login_at = now()
    returning id, name, email`,
  );
  return rows[0]!;
}

export async function findParticipantInActiveGroup(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: participants.id,
      name: participants.name,
      email: participants.email,
      groupId: participants.groupId,
    })
    .from(participants)
    .innerJoin(groups, eq(groups.id, participants.groupId))
    .where(and(eq(participants.id, id), eq(groups.isActive, true)))
    .limit(1);
  return row;
}
