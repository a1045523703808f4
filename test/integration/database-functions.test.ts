import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type Db } from '../../src/server/db/database.js';
import {
  applyFunctionFiles,
  functionsFolder,
  readFunctionFiles,
} from '../../src/server/db/database-functions.js';
import { reopenableDatabase } from '../support/database-template.js';
import { currentJournal, earlierDatabaseOpenedNow, migrationsUpTo } from '../support/earlier-database.js';
import { compareWithFunctionFiles, definitionsInFiles } from '../support/function-definitions.js';
import { freshDatabase, scratchPostgresDatabase } from '../support/test-app.js';

const fileNames = readFunctionFiles().map(({ name }) => name);

async function recordedFiles(db: Db) {
  return queryRows<{ name: string; hash: string; createdAt: string }>(
    db,
    sql`select name, hash, created_at::text as "createdAt" from drizzle.__function_files order by name`,
  );
}

/** Runs one file's statements as they are, whatever its recorded checksum says. */
async function runFile(db: Db, name: string) {
  const file = readFunctionFiles().find((found) => found.name === name)!;
  for (const statement of file.statements) await db.execute(sql.raw(statement));
}

/** A copy of the function files in a folder of its own, for a test to change. */
function copiedFunctions(): { folder: string; edit: (name: string, from: string, to: string) => void } {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'portal-functions-')), 'functions');
  cpSync(functionsFolder, folder, { recursive: true });
  return {
    folder,
    edit(name, from, to) {
      const file = path.join(folder, name);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(from);
      writeFileSync(file, text.replace(from, to));
    },
  };
}

const WITHOUT_LIMIT = sql.raw(`CREATE OR REPLACE FUNCTION exact_cents(cents numeric) RETURNS float8
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN cents::float8;
END
$$`);

describe('the functions and triggers of a migrated database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('are exactly those defined in src/server/db/functions', async () => {
    expect(await compareWithFunctionFiles(database.db)).toEqual([]);
  });

  it('are defined each in the file named after its function, triggers beside the function they run', async () => {
    const defined = await definitionsInFiles(database.db);
    const files = readFunctionFiles();
    for (const file of files) {
      const objects = [...defined.entries()].filter(([, found]) => found.file === file.name);
      expect(objects.map(([, found]) => found.functionName)).toEqual(objects.map(() => file.functionName));
      expect(objects.filter(([object]) => object.startsWith('function '))).toHaveLength(1);
    }
  });

  it('are compared as the database has them: a function changed without its file is reported, alone', async () => {
    await database.db.execute(WITHOUT_LIMIT);
    try {
      expect(await compareWithFunctionFiles(database.db)).toEqual([
        { object: 'function exact_cents(cents numeric)', problem: 'different', file: '01-exact-cents.sql' },
      ]);
    } finally {
      await runFile(database.db, '01-exact-cents.sql');
    }
    expect(await compareWithFunctionFiles(database.db)).toEqual([]);
  });

  it('report a trigger changed without its file', async () => {
    await database.db.execute(
      sql`CREATE OR REPLACE TRIGGER sellers_name_parts BEFORE INSERT ON sellers
            FOR EACH ROW EXECUTE FUNCTION seller_name_parts()`,
    );
    try {
      expect(await compareWithFunctionFiles(database.db)).toEqual([
        {
          object: 'trigger sellers_name_parts on sellers',
          problem: 'different',
          file: '15-seller-name-parts.sql',
        },
      ]);
    } finally {
      await runFile(database.db, '15-seller-name-parts.sql');
    }
  });

  it('report a function or trigger that no file defines', async () => {
    await database.db.execute(
      sql`CREATE FUNCTION orders_seen() RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT count(*) FROM orders $$`,
    );
    await database.db.execute(
      sql`CREATE TRIGGER orders_take_seller_team_again BEFORE UPDATE ON orders
            FOR EACH ROW EXECUTE FUNCTION orders_take_seller_team()`,
    );
    try {
      expect(await compareWithFunctionFiles(database.db)).toEqual([
        { object: 'function orders_seen()', problem: 'only in the database' },
        { object: 'trigger orders_take_seller_team_again on orders', problem: 'only in the database' },
      ]);
    } finally {
      await database.db.execute(sql`DROP TRIGGER orders_take_seller_team_again ON orders`);
      await database.db.execute(sql`DROP FUNCTION orders_seen()`);
    }
  });

  it('report a file changed without the database, a file missing and a file the database lacks', async () => {
    const copy = copiedFunctions();
    copy.edit('06-fold-order-counts.sql', 'RETURN folded;', 'RETURN folded + 0;');
    expect(await compareWithFunctionFiles(database.db, copy.folder)).toEqual([
      { object: 'function fold_order_counts()', problem: 'different', file: '06-fold-order-counts.sql' },
    ]);

    rmSync(path.join(copy.folder, '14-mail-subscriptions-drop-order-events.sql'));
    writeFileSync(
      path.join(copy.folder, '16-orders-seen.sql'),
      'CREATE OR REPLACE FUNCTION orders_seen() RETURNS bigint LANGUAGE sql STABLE\n' +
        'AS $$ SELECT count(*) FROM orders $$;\n',
    );
    expect(await compareWithFunctionFiles(database.db, copy.folder)).toEqual([
      { object: 'function fold_order_counts()', problem: 'different', file: '06-fold-order-counts.sql' },
      { object: 'function mail_subscriptions_drop_order_events()', problem: 'only in the database' },
      { object: 'function orders_seen()', problem: 'only in the files', file: '16-orders-seen.sql' },
      {
        object: 'trigger mail_subscriptions_drop_order_events on mail_subscriptions',
        problem: 'only in the database',
      },
    ]);
    // The comparison leaves the database as it was.
    expect(await compareWithFunctionFiles(database.db)).toEqual([]);
    rmSync(path.dirname(copy.folder), { recursive: true, force: true });
  });
});

// Each test opens a database from files or a template, some of them twice or three times.
describe('applying the function files', { timeout: 180_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database of its own, which a test may change at will. */
  async function ownDatabase() {
    const { database, drop } = await freshDatabase();
    cleanups.push(drop, () => database.close());
    return database.db;
  }

  async function reopenable() {
    const { open, drop } = await reopenableDatabase();
    cleanups.push(drop);
    let current: Database | undefined;
    cleanups.push(async () => current?.close());
    return {
      async open() {
        await current?.close();
        current = await open();
        return current.db;
      },
    };
  }

  it('does nothing when the database is opened again: the checksums are unchanged', async () => {
    const database = await reopenable();
    let db = await database.open();
    const recorded = await recordedFiles(db);
    expect(recorded.map(({ name }) => name)).toEqual(fileNames);
    expect(await applyFunctionFiles(db)).toEqual([]);

    // A definition changed in the database alone stays as it is across a reopen: nothing was applied.
    await db.execute(WITHOUT_LIMIT);
    db = await database.open();
    expect(await recordedFiles(db)).toEqual(recorded);
    expect(await compareWithFunctionFiles(db)).toEqual([
      { object: 'function exact_cents(cents numeric)', problem: 'different', file: '01-exact-cents.sql' },
    ]);

    // A file whose text is not the one recorded is applied on the next open, and only that file.
    await db.execute(
      sql`update drizzle.__function_files set hash = 'before' where name = '01-exact-cents.sql'`,
    );
    db = await database.open();
    expect(await compareWithFunctionFiles(db)).toEqual([]);
    const after = await recordedFiles(db);
    expect(after.filter((file, at) => file.createdAt !== recorded[at]!.createdAt)).toEqual([
      { ...recorded[0], createdAt: expect.any(String) },
    ]);
  });

  it('applies a changed file, once', async () => {
    const db = await ownDatabase();
    const copy = copiedFunctions();
    cleanups.push(async () => rmSync(path.dirname(copy.folder), { recursive: true, force: true }));
    copy.edit('06-fold-order-counts.sql', 'RETURN folded;', 'RETURN folded + 0;');

    expect(await applyFunctionFiles(db, copy.folder)).toEqual(['06-fold-order-counts.sql']);
    expect(await applyFunctionFiles(db, copy.folder)).toEqual([]);
    expect(await compareWithFunctionFiles(db, copy.folder)).toEqual([]);
    const [row] = await queryRows<{ definition: string }>(
      db,
      sql`select pg_get_functiondef('fold_order_counts'::regproc) as definition`,
    );
    expect(row!.definition).toContain('RETURN folded + 0;');

    expect(await applyFunctionFiles(db)).toEqual(['06-fold-order-counts.sql']);
    expect(await compareWithFunctionFiles(db)).toEqual([]);
  });

  it('applies every file again after a migration, which may have dropped a trigger', async () => {
    const db = await ownDatabase();
    await db.execute(sql`drop trigger sellers_name_parts on sellers`);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          select 'a later migration', max(created_at) + 1 from drizzle.__drizzle_migrations`,
    );
    expect(await applyFunctionFiles(db)).toEqual(fileNames);
    expect(await compareWithFunctionFiles(db)).toEqual([]);
    expect(await applyFunctionFiles(db)).toEqual([]);
  });

  it('gives a database migrated without them, as before they existed, exactly their definitions', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-functions-earlier-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const lastTag = currentJournal().entries.at(-1)!.tag;
    const { database, drop } = await earlierDatabaseOpenedNow(dir, migrationsUpTo(dir, lastTag));
    cleanups.push(drop, () => database.close());
    expect((await recordedFiles(database.db)).map(({ name }) => name)).toEqual(fileNames);
    expect(await compareWithFunctionFiles(database.db)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, instances that start together', () => {
  it("apply the files once, under the migrations' lock", async () => {
    const { url, drop } = await scratchPostgresDatabase('portal_functions');
    try {
      const [first, second] = await Promise.all([
        openDatabase({ target: { url } }),
        openDatabase({ target: { url } }),
      ]);
      try {
        const recorded = await recordedFiles(first.db);
        expect(recorded.map(({ name }) => name)).toEqual(fileNames);
        // One transaction applied them all.
        expect(new Set(recorded.map(({ createdAt }) => createdAt)).size).toBe(1);
        expect(await compareWithFunctionFiles(second.db)).toEqual([]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await drop();
    }
  });
});
