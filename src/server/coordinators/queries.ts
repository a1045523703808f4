import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { selectCoordinatorAccounts } from '../auth/queries.js';
import { coordinators } from '../db/schema.js';

export function listCoordinators(db: DbOrTx) {
  return selectCoordinatorAccounts(db).orderBy(asc(coordinators.name), asc(coordinators.email));
}

export async function insertCoordinator(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string; groupId: string },
) {
  const [row] = await db.insert(coordinators).values(values).returning({ id: coordinators.id });
  return row!.id;
}

/** A new password or another group raises the token version, which ends the coordinator's existing sessions. */
export async function updateCoordinator(
  db: DbOrTx,
  id: string,
  values: { name: string; email: string; groupId: string; passwordHash?: string },
) {
  const { passwordHash, ...rest } = values;
  const sessionsEnd = passwordHash
    ? sql`true`
    : sql`${coordinators.groupId} is distinct from ${values.groupId}::uuid`;
  const rows = await db
    .update(coordinators)
    .set({
      ...rest,
      ...(passwordHash ? { passwordHash } : {}),
      tokenVersion: sql`${coordinators.tokenVersion} + case when ${sessionsEnd} then 1 else 0 end`,
      updatedAt: sql`now()`,
    })
    .where(eq(coordinators.id, id))
    .returning({ id: coordinators.id });
  return rows.length > 0;
}

export async function deleteCoordinator(db: DbOrTx, id: string) {
  const rows = await db
    .delete(coordinators)
    .where(eq(coordinators.id, id))
    .returning({ name: coordinators.name });
  return rows[0];
}
