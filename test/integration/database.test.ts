import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DataDirInUseError, openDatabase, queryRows } from '../../src/server/db/database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('the embedded database', () => {
  it('belongs to one process at a time and is released on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    const first = await openDatabase({ target: { dataDir } });
    try {
      // Another live process holding the lock (the parent stands in for it) keeps everyone else out.
      writeFileSync(path.join(dataDir, 'portal.lock'), String(process.ppid));
      await expect(openDatabase({ target: { dataDir } })).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openDatabase({ target: { dataDir } })).rejects.toThrow(
        `The embedded database in ${dataDir} is in use by process ${process.ppid}.`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ target: { dataDir } });
    await again.ping();
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps committed data across a reopen', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-durable-'));
    const first = await openDatabase({ target: { dataDir } });
    await first.db.execute(
      sql`insert into groups (name, code, organization_name) values ('Lions', 'LIONS1', 'Oak School')`,
    );
    await first.close();
    const second = await openDatabase({ target: { dataDir } });
    const rows = await queryRows<{ code: string }>(second.db, sql`select code from groups`);
    expect(rows).toEqual([{ code: 'LIONS1' }]);
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe.runIf(serverUrl)('PostgreSQL migrations', () => {
  it('are applied once when two instances start together', async () => {
    const name = `portal_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ target: { url: url.toString() } }),
        openDatabase({ target: { url: url.toString() } }),
      ]);
      const applied = await queryRows<{ count: string }>(
        a.db,
        sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied).toEqual([{ count: String(journal.entries.length) }]);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
