import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/database.js';
import { earlierDatabaseOpenedNow, migrationsUpTo } from '../support/earlier-database.js';
import { bearer, loginSeller } from '../support/fixtures.js';
import type { TestApp } from '../support/test-app.js';

/** The migrations as they were before sellers were told apart by name: 0000 to 0009. */
const BEFORE_SIBLINGS = '0009_sharded_counters';

const IDS = {
  group: '11111111-1111-4111-8111-111111111111',
  otherGroup: '22222222-2222-4222-8222-222222222222',
  campaign: '33333333-3333-4333-8333-333333333333',
  ana: '44444444-4444-4444-8444-444444444444',
  sam: '55555555-5555-4555-8555-555555555555',
  anaElsewhere: '66666666-6666-4666-8666-666666666666',
  handoff: '77777777-7777-4777-8777-777777777777',
};

/** Rows as the schema of 0009 held them (its names: participants, student_name): one seller per group and e-mail, with a hand-off and two orders. */
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

describe('migration 0010: existing sellers stay who they were', () => {
  let dir: string;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-migration-'));
    const { database, drop } = await earlierDatabaseOpenedNow(
      dir,
      migrationsUpTo(dir, BEFORE_SIBLINGS),
      OLD_ROWS,
    );
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
      sql`select id, name, email, token_version from sellers order by id`,
    );
    expect(sellers).toEqual([
      { id: IDS.ana, name: 'Ana Ruiz', email: 'ruiz.family@example.org', token_version: 1 },
      { id: IDS.sam, name: 'Sam Lee', email: 'lee@example.org', token_version: 1 },
      { id: IDS.anaElsewhere, name: 'Ana Ruiz', email: 'RUIZ.family@example.org', token_version: 1 },
    ]);
    const orders = await queryRows<{
      number: string;
      seller: string;
      handoff: string | null;
      name: string;
    }>(
      app.ctx.db,
      sql`select shopify_order_number as number, seller_id as seller, handoff_id as handoff,
              seller_name as name
       from orders order by shopify_order_number`,
    );
    expect(orders).toEqual([
      { number: '#9001', seller: IDS.ana, handoff: IDS.handoff, name: 'Ana Ruiz' },
      { number: '#9002', seller: IDS.sam, handoff: null, name: 'Sam Lee' },
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
    const ana = await loginSeller(t, {
      name: ' ana ruiz',
      email: 'Ruiz.Family@example.org',
      groupCode: 'ruiz7',
    });
    expect(ana.statusCode, ana.payload).toBe(200);
    expect(ana.json<{ user: { id: string; name: string } }>().user).toMatchObject({
      id: IDS.ana,
      name: 'Ana Ruiz',
    });
    const leo = await loginSeller(t, {
      name: 'Leo Ruiz',
      email: 'ruiz.family@example.org',
      groupCode: 'RUIZ7',
    });
    expect(leo.statusCode, leo.payload).toBe(200);
    const leoId = leo.json<{ user: { id: string } }>().user.id;
    expect([IDS.ana, IDS.sam, IDS.anaElsewhere]).not.toContain(leoId);
    const rows = await queryRows<{ name: string }>(
      app.ctx.db,
      sql`select name from sellers where group_id = ${IDS.group} order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Ana Ruiz', 'Leo Ruiz', 'Sam Lee']);
  });
});
