import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/database.js';

const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
/** The time 0012 had in the journal when it was written: earlier than 0011's, so drizzle skipped it after 0011. */
const SHARE_LINKS_FIRST_TIME = 1795639840189;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations up to `lastTag` as a database made then saw them, with `times` as its journal then had them. */
function migrationsUpTo(dir: string, lastTag: string, times: Record<string, number> = {}): string {
  const folder = path.join(dir, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
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

/** A database migrated with `migrationsFolder` by drizzle alone, then opened as the portal opens it. */
async function madeThenOpenedNow(
  dir: string,
  migrationsFolder: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await client.close();
    return { database: await openDatabase({ target: { dataDir } }), drop: async () => {} };
  }
  const name = `portal_migration_order_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const old = new pg.Client({ connectionString: url.toString() });
  await old.connect();
  await migratePg(drizzlePg({ client: old }), { migrationsFolder });
  await old.end();
  return {
    database: await openDatabase({ target: { url: url.toString() } }),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

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
  const journalLength = () =>
    (JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
      .entries.length;

  async function open(lastTag: string, times?: Record<string, number>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-migration-order-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const { database, drop } = await madeThenOpenedNow(dir, migrationsUpTo(dir, lastTag, times));
    cleanups.push(drop, () => database.close());
    return database;
  }

  it('made before share links gets them and every later migration', async () => {
    const database = await open('0011_personal_data_erasure');
    expect(await hasTable(database, 'share_links')).toBe(true);
    expect(await hasOrderColumn(database, 'customer_search')).toBe(true);
    expect(await recordedMigrations(database)).toBe(journalLength());
  });

  it('made with share links recorded at their first, earlier time gets the later migrations, and share links once', async () => {
    const database = await open('0012_share_links', { '0012_share_links': SHARE_LINKS_FIRST_TIME });
    expect(await hasOrderColumn(database, 'customer_search')).toBe(true);
    expect(await recordedMigrations(database)).toBe(journalLength());
  });
});
