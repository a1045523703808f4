import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, queryRows, type Database } from '../../src/server/db/database.js';
import { bearer, loginCustomer } from '../support/fixtures.js';
import type { TestApp } from '../support/test-app.js';

const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const BEFORE = '0010_distinct_sibling_sellers';

/** The migrations as they were before sellers were told apart by name: 0000 to 0009. */
function migrationsBefore(dir: string): string {
  const folder = path.join(dir, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    if (journal.entries.some((entry) => `${entry.tag}.sql` === file))
      copyFileSync(path.join(MIGRATIONS, file), path.join(folder, file));
  }
  return folder;
}

const IDS = {
  group: '11111111-1111-4111-8111-111111111111',
  otherGroup: '22222222-2222-4222-8222-222222222222',
  campaign: '33333333-3333-4333-8333-333333333333',
  ana: '44444444-4444-4444-8444-444444444444',
  sam: '55555555-5555-4555-8555-555555555555',
  anaElsewhere: '66666666-6666-4666-8666-666666666666',
  handoff: '77777777-7777-4777-8777-777777777777',
};

/** Rows as the schema of 0009 held them: one seller per group and e-mail, with a hand-off and two orders. */
const OLD_ROWS = `
  insert into groups (id, name, code, organization_name) values
    ('${IDS.group}', 'Class 7', 'RUIZ7', 'Maple School'),
    ('${IDS.otherGroup}', 'Choir', 'CHOIR2', 'Maple School');
  insert into campaigns (id, group_id, name, start_date, end_date) values
    ('${IDS.campaign}', '${IDS.group}', 'Spring Cookie Dough', '2000-01-01', '2999-12-31');
  insert into campaigns (group_id, name, start_date, end_date) values
    ('${IDS.otherGroup}', 'Choir Candles', '2000-01-01', '2999-12-31');
  insert into participants (id, group_id, name, email) values
    ('${IDS.ana}', '${IDS.group}', 'Ana Ruiz', 'ruiz.family@example.org'),
    ('${IDS.sam}', '${IDS.group}', 'Sam Lee', 'lee@example.org'),
    ('${IDS.anaElsewhere}', '${IDS.otherGroup}', 'Ana Ruiz', 'RUIZ.family@example.org');
  insert into store_handoffs (id, participant_id, group_id, campaign_id) values
    ('${IDS.handoff}', '${IDS.ana}', '${IDS.group}', '${IDS.campaign}');
  insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
      participant_id, handoff_id, student_name, student_email, status, attribution_verified,
      total_product_cents, total_cents, store_created_at, store_updated_at) values
    ('9001', '#9001', '${IDS.group}', 'RUIZ7', '${IDS.campaign}', 'Spring Cookie Dough', '${IDS.ana}',
      '${IDS.handoff}', 'Ana Ruiz', 'ruiz.family@example.org', 'paid', true, 3000, 3550, now(), now()),
    ('9002', '#9002', '${IDS.group}', 'RUIZ7', '${IDS.campaign}', 'Spring Cookie Dough', '${IDS.sam}',
      null, 'Sam Lee', 'lee@example.org', 'paid', true, 1500, 2050, now(), now());
`;

/** A database migrated to 0009 with the old rows in it, then opened as the portal opens it (applying 0010). */
async function oldDatabaseOpenedNow(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const migrationsFolder = migrationsBefore(dir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await client.exec(OLD_ROWS);
    await client.close();
    return { database: await openDatabase({ target: { dataDir } }), drop: async () => {} };
  }
  const name = `portal_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const old = new pg.Client({ connectionString: url.toString() });
  await old.connect();
  await migratePg(drizzlePg({ client: old }), { migrationsFolder });
  await old.query(OLD_ROWS);
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

describe('migration 0010: existing sellers stay who they were', () => {
  let dir: string;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-migration-'));
    const { database, drop } = await oldDatabaseOpenedNow(dir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'portal'),
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    app = await buildApp({ config, database });
    await app.ready();
    t = {
      app,
      config,
      async close() {
        await app.close();
        await drop();
      },
    };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every seller, hand-off and order, none merged, with token version 1', async () => {
    const sellers = await queryRows<{ id: string; name: string; email: string; token_version: number }>(
      app.ctx.db,
      sql`select id, name, email, token_version from participants order by id`,
    );
    expect(sellers).toEqual([
      { id: IDS.ana, name: 'Ana Ruiz', email: 'ruiz.family@example.org', token_version: 1 },
      { id: IDS.sam, name: 'Sam Lee', email: 'lee@example.org', token_version: 1 },
      { id: IDS.anaElsewhere, name: 'Ana Ruiz', email: 'RUIZ.family@example.org', token_version: 1 },
    ]);
    const orders = await queryRows<{
      number: string;
      participant: string;
      handoff: string | null;
      name: string;
    }>(
      app.ctx.db,
      sql`select shopify_order_number as number, participant_id as participant, handoff_id as handoff,
              student_name as name
       from orders order by shopify_order_number`,
    );
    expect(orders).toEqual([
      { number: '#9001', participant: IDS.ana, handoff: IDS.handoff, name: 'Ana Ruiz' },
      { number: '#9002', participant: IDS.sam, handoff: null, name: 'Sam Lee' },
    ]);
  });

  it("accepts a seller's token issued before the migration", async () => {
    const token = await app.ctx.tokens.sign({ sub: IDS.ana, role: 'user', ver: 1, gid: IDS.group }, 3600);
    const res = await app.inject({
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(token),
      payload: { noteAttributes: {}, userData: {} },
    });
    // Past the guard: only the empty body is refused.
    expect(res.statusCode, res.payload).toBe(400);
  });

  it('signs an existing seller in as themselves, and a sibling with the same e-mail as a new seller', async () => {
    const ana = await loginCustomer(t, {
      name: ' ana ruiz',
      email: 'Ruiz.Family@example.org',
      groupCode: 'ruiz7',
    });
    expect(ana.statusCode, ana.payload).toBe(200);
    expect(ana.json<{ user: { id: string; name: string } }>().user).toMatchObject({
      id: IDS.ana,
      name: 'Ana Ruiz',
    });
    const leo = await loginCustomer(t, {
      name: 'Leo Ruiz',
      email: 'ruiz.family@example.org',
      groupCode: 'RUIZ7',
    });
    expect(leo.statusCode, leo.payload).toBe(200);
    const leoId = leo.json<{ user: { id: string } }>().user.id;
    expect([IDS.ana, IDS.sam, IDS.anaElsewhere]).not.toContain(leoId);
    const rows = await queryRows<{ name: string }>(
      app.ctx.db,
      sql`select name from participants where group_id = ${IDS.group} order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Ana Ruiz', 'Leo Ruiz', 'Sam Lee']);
  });
});
