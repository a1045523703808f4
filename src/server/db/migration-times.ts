import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * drizzle applies a migration only when its journal time is later than the newest time the database has recorded,
 * and records each migration with its own journal time. Migrations written on machines whose clocks disagreed
 * were out of order (0012's time was earlier than 0011's), so a database made before 0012 never got it. Before
 * migrating, every recorded migration (found by its file's hash) is given its journal time as the journal now
 * has it: the newest recorded time is then the newest applied migration's, and every later one is applied.
 */
export async function alignMigrationTimes(
  db: PgDatabase<PgQueryResultHKT>,
  migrationsFolder: string,
): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const result = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "recorded"`,
  )) as unknown as { rows: { recorded: boolean }[] };
  if (!result.rows[0]?.recorded) return;
  const journal = JSON.stringify(
    migrations.map((migration) => ({ hash: migration.hash, time: migration.folderMillis })),
  );
  await db.execute(
    sql`update drizzle.__drizzle_migrations recorded set created_at = journal.time
        from jsonb_to_recordset(${journal}::jsonb) as journal(hash text, time bigint)
        where recorded.hash = journal.hash and recorded.created_at is distinct from journal.time`,
  );
}
