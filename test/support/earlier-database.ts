import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { scratchPostgresDatabase } from './test-app.js';

export const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations' journal as it is now. */
export function currentJournal(): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/**
 * A folder in `dir` with the migrations up to `lastTag` (included), as an earlier version shipped them; `times`
 * gives a migration the journal time it had then, where that differs from today's.
 */
export function migrationsUpTo(dir: string, lastTag: string, times: Record<string, number> = {}): string {
  const folder = path.join(dir, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = currentJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries
    .slice(0, last + 1)
    .map((entry) => ({ ...entry, when: times[entry.tag] ?? entry.when }));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * A database made by an earlier version: migrated by drizzle alone with `migrationsFolder`, holding `rows` (SQL),
 * then opened as the portal opens it now. Embedded in `dir`, or a new database on TEST_DATABASE_URL.
 */
export async function earlierDatabaseOpenedNow(
  dir: string,
  migrationsFolder: string,
  rows = '',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    if (rows) await client.exec(rows);
    await client.close();
    return { database: await openDatabase({ target: { dataDir } }), drop: async () => {} };
  }
  const { url, drop } = await scratchPostgresDatabase('portal_migration');
  const earlier = new pg.Client({ connectionString: url });
  await earlier.connect();
  await migratePg(drizzlePg({ client: earlier }), { migrationsFolder });
  if (rows) await earlier.query(rows);
  await earlier.end();
  return { database: await openDatabase({ target: { url } }), drop };
}
