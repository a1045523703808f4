import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { groups, participants } from '../db/schema.js';

export async function findActiveGroupByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(sql`lower(${groups.code}) = lower(${code})`, eq(groups.isActive, true)))
    .limit(1);
  return row;
}

/** The same e-mail in the same group is the same seller; the latest name given is kept. */
export async function upsertSeller(db: DbOrTx, values: { groupId: string; name: string; email: string }) {
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
