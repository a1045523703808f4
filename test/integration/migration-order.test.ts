import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { currentJournal, earlierDatabaseOpenedNow, migrationsUpTo } from '../support/earlier-database.js';

/** The time 0012 had in the journal when it was written: earlier than 0011's, so drizzle skipped it after 0011. */
const SHARE_LINKS_FIRST_TIME = 1795639840189;

async function hasTable(database: Database, table: string) {
  const [row] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass(${table}) is not null as present`,
  );
  return row!.present;
}

async function hasOrderColumn(database: Database, column: string) {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select column_name as name from information_schema.columns
        where table_name = 'orders' and column_name = ${column}`,
  );
  return rows.length === 1;
}

async function recordedMigrations(database: Database) {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

describe('a database made by an earlier version, opened now', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const journalLength = () => currentJournal().entries.length;

  async function open(lastTag: string, times?: Record<string, number>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-migration-order-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const { database, drop } = await earlierDatabaseOpenedNow(dir, migrationsUpTo(dir, lastTag, times));
    cleanups.push(drop, () => database.close());
    return database;
  }

  it('made before share links gets them and every later migration', async () => {
    const database = await open('0011_personal_data_erasure');
    expect(await hasTable(database, 'share_links')).toBe(true);
    expect(await hasOrderColumn(database, 'buyer_search')).toBe(true);
    expect(await recordedMigrations(database)).toBe(journalLength());
  });

  it('made with share links recorded at their first, earlier time gets the later migrations, and share links once', async () => {
    const database = await open('0012_share_links', { '0012_share_links': SHARE_LINKS_FIRST_TIME });
    expect(await hasOrderColumn(database, 'buyer_search')).toBe(true);
    expect(await recordedMigrations(database)).toBe(journalLength());
  });
});
