import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/database.js';
import {
  createCampaign,
  createCoordinator,
  createGroup,
  loginSeller,
  registerAdmin,
} from '../support/fixtures.js';
import { embeddedDatabasesStarted, freshEmbeddedDatabase } from '../support/database-template.js';
import { enterPaperOrder, putProducts } from '../support/money-fixtures.js';
import { deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp } from '../support/test-app.js';

/**
 * Test files share the embedded databases of their process: a database a file has closed is emptied back to the
 * migrated template and handed to the next. A file must not be able to tell: every table holds the template's
 * rows, every sequence starts where the template's did, the planner has no statistics of the rows that were
 * there, and a database whose schema or settings a test changed is never handed out again.
 */

interface DatabaseState {
  rows: Record<string, unknown[]>;
  sequences: unknown[];
  statistics: number;
  functions: unknown[];
  settings: unknown[];
}

async function stateOf(database: Database): Promise<DatabaseState> {
  const tables = await queryRows<{ relname: string }>(
    database.db,
    sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { relname } of tables) {
    rows[relname] = await queryRows(database.db, sql`select * from ${sql.identifier(relname)} t`);
  }
  const sequences = await queryRows(
    database.db,
    sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const [{ statistics }] = (await queryRows<{ statistics: number }>(
    database.db,
    sql`select count(*)::int as statistics from pg_statistic s
        join pg_class c on c.oid = s.starelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`,
  )) as [{ statistics: number }];
  const functions = await queryRows(
    database.db,
    sql`select p.proname, pg_get_functiondef(p.oid) as definition from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f'
        order by p.proname, definition`,
  );
  const settings = await queryRows(
    database.db,
    sql`select name, setting from pg_settings where source = 'session' order by name`,
  );
  return { rows, sequences, statistics, functions, settings };
}

async function templateState(): Promise<DatabaseState> {
  const own = await freshEmbeddedDatabase({ ownThread: true });
  try {
    return await stateOf(own);
  } finally {
    await own.close();
  }
}

/** A fundraiser's worth of rows: staff, a group and campaign, sellers, store and paper orders, analyzed. */
async function fillThroughTheApp(database: Database) {
  const t = await createTestApp({ database });
  const { token } = await registerAdmin(t);
  const group = await createGroup(t, { name: 'Reset Road PTA' });
  const campaign = await createCampaign(t, group.id, { name: 'Reset Sale' });
  await createCoordinator(t, group.id, { name: 'Casey Coordinator' });
  const login = await loginSeller(t, { name: 'Ava Stone', email: 'ava@example.org', groupCode: group.code });
  expect(login.statusCode).toBe(200);
  const delivery = await deliverWebhook(t.app, storeOrder());
  expect(delivery.statusCode).toBe(200);
  const [product] = await putProducts(t, token, group.id, campaign.id, [
    { name: 'Cookie Dough', price: '12.00' },
  ]);
  await enterPaperOrder(t, token, group.id, campaign.id, {
    sellerName: 'Ava Stone',
    buyerName: 'Pat Lee',
    items: [{ productId: product!._id, quantity: 2 }],
    payment: { method: 'cash' },
  });
  await database.db.execute(sql`analyze`);
  const filled = await stateOf(database);
  expect(filled.rows.orders).toHaveLength(2);
  expect(filled.statistics).toBeGreaterThan(0);
  await t.close();
}

describe('embedded test databases handed from one test file to the next', () => {
  it('come back with the template rows, sequences and no planner statistics, without starting another', async () => {
    const template = await templateState();
    const first = await freshEmbeddedDatabase();
    await fillThroughTheApp(first);
    const started = embeddedDatabasesStarted();

    const next = await freshEmbeddedDatabase();
    expect(embeddedDatabasesStarted()).toBe(started);
    expect(await stateOf(next)).toEqual(template);
    await next.close();
  });

  it('are not handed out again once a test changed a function or a setting', async () => {
    const template = await templateState();
    const changed = await freshEmbeddedDatabase();
    await changed.db.execute(sql`create function reset_probe() returns int language sql as 'select 1'`);
    await changed.close();
    const afterFunction = await freshEmbeddedDatabase();
    expect(await stateOf(afterFunction)).toEqual(template);

    await afterFunction.db.execute(sql`set work_mem = '7MB'`);
    await afterFunction.close();
    const afterSetting = await freshEmbeddedDatabase();
    expect(await stateOf(afterSetting)).toEqual(template);
    await afterSetting.close();
  });
});
