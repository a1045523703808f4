import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { NewOrderBatches } from '../../src/server/orders/new-order-batches.js';
import { PeopleWaiting } from '../../src/server/lib/people-waiting.js';
import { freshDatabase } from '../support/test-app.js';

let database: Database;
let drop: () => Promise<void>;
let campaignId: string;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Lions', 'LIONS1', 'Oak School') returning id`,
  );
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${group!.id}, 'Fall', current_date - 1, current_date + 1) returning id`,
  );
  campaignId = campaign!.id;
});

afterAll(async () => {
  await database.close();
  await drop();
});

let lastOrder = 0;

/** The `ingest_new_order()` argument of a new $25 order for seller `seller` of LIONS1. */
function newOrder(seller: string, changes: { shopifyOrderId?: string; status?: string } = {}) {
  lastOrder++;
  return JSON.stringify({
    order: {
      shopify_order_id: changes.shopifyOrderId ?? `gid://shopify/Order/${900_000 + lastOrder}`,
      shopify_order_number: `#${9000 + lastOrder}`,
      seller_name: seller,
      seller_email: '',
      buyer_first_name: 'Rosa',
      buyer_last_name: 'Diaz',
      buyer_email: `rosa${lastOrder}@example.com`,
      status: changes.status ?? 'open',
      total_product_cents: 2500,
      shipping_cents: 0,
      total_cents: 2500,
      shipping_method: '',
      shipping_address1: '',
      shipping_address2: '',
      shipping_city: '',
      shipping_province: '',
      shipping_zip: '',
      shipping_country: '',
      financial_status: 'paid',
      store_created_at: new Date().toISOString(),
      store_updated_at: new Date().toISOString(),
      store_cancelled_at: null,
      note: '',
      is_test: false,
      received_via: 'webhook',
    },
    attributes: { group_code: 'LIONS1', campaign_id: campaignId, user_id: null, portal_ref: null },
    signed: false,
    items: [
      { position: 0, product_name: 'Cookie Dough', price_cents: 2500, quantity: 1, store_line_item_id: null },
    ],
    webhook_id: `webhook-${lastOrder}`,
    topic: 'orders/create',
  });
}

/** The database with its statements counted. */
function counting() {
  const counted = { statements: 0, database: { ...database } };
  counted.database.preparedRows = (name, query) => {
    counted.statements++;
    return database.preparedRows(name, query);
  };
  return counted;
}

const storedOrders = async () =>
  (await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from orders`))[0]!.count;

describe('new orders arriving together', () => {
  it('are written in fewer statements than orders, each answered with its own new id, totals exact', async () => {
    const before = await storedOrders();
    const counted = counting();
    const batches = new NewOrderBatches(counted.database, new PeopleWaiting());
    const sellers = ['Ava M.', 'Noah K.', 'Mia L.'];
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        batches.add(newOrder(sellers[n % 3]!), `lions1\n${sellers[n % 3]}`),
      ),
    );
    expect(new Set(ids).size).toBe(30);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(counted.statements).toBeLessThan(30);
    expect(await storedOrders()).toBe(before + 30);
    const [tally] = await queryRows<{ orders: number; sales: number }>(
      database.db,
      sql`select sum(order_count)::int as orders, sum(sales_cents)::int as sales from report_seller_days
          where campaign_id = ${campaignId}::uuid`,
    );
    expect(tally).toEqual({ orders: 30, sales: 75_000 });
  });

  it('answer a second copy of the same order in one batch with null: it is already there', async () => {
    const batches = new NewOrderBatches(database, new PeopleWaiting());
    const shopifyOrderId = 'gid://shopify/Order/777001';
    const answers = await Promise.all([
      batches.add(newOrder('Ava M.'), 'lions1\nAva M.'),
      batches.add(newOrder('Ava M.', { shopifyOrderId }), 'lions1\nAva M.'),
      batches.add(newOrder('Ava M.', { shopifyOrderId }), 'lions1\nAva M.'),
    ]);
    expect(answers.filter((id) => id === null)).toHaveLength(1);
    const [copies] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders where shopify_order_id = ${shopifyOrderId}`,
    );
    expect(copies!.count).toBe(1);
  });

  it('keep the other orders of a batch when one of them fails, and report that one failure', async () => {
    const before = await storedOrders();
    const batches = new NewOrderBatches(database, new PeopleWaiting());
    const answers = await Promise.allSettled([
      batches.add(newOrder('Ava M.'), 'lions1\nAva M.'),
      batches.add(newOrder('Noah K.'), 'lions1\nNoah K.'),
      batches.add(newOrder('Mia L.', { status: 'lost in the post' }), 'lions1\nMia L.'),
      batches.add(newOrder('Mia L.'), 'lions1\nMia L.'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // PostgreSQL's check violation: the status is not one an order can have.
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(await storedOrders()).toBe(before + 3);
  });
});
