import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import { PAPER_ORDER_TEMPLATE_COLUMNS } from '../../src/shared/api/paper-orders.js';
import { BUDGET, details, percentile, record, round, timedSorted } from './harness.js';

const ENTRIES = 200;
const IMPORT_ROWS = 5_000;
const PRODUCTS = [
  'Cookie Dough',
  'Candle',
  'Wrapping Paper',
  'Popcorn',
  'Wreath',
  'Coffee',
  'Cheesecake',
  'Chocolate',
];

/**
 * Entering a paper order (one form of three products through the API, as the entry screen sends it, seller typed
 * by name) and importing a filled template of 5,000 forms in one request.
 */
export async function benchPaperOrders(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n10. Paper orders (${ENTRIES} forms entered one by one; an import of ${IMPORT_ROWS.toLocaleString('en-US')} rows)`,
  );
  const code = `BP${randomBytes(3).toString('hex').toUpperCase()}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Paper Group', ${code}, 'Bench School') returning id`,
  );
  const groupId = group!.id;
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${groupId}, 'Bench Paper Campaign', current_date - 30, current_date + 30) returning id`,
  );
  const campaignId = campaign!.id;
  await database.db.execute(
    sql`insert into sellers (group_id, name, email)
        select ${groupId}, 'Seller ' || i, 'seller' || i || '@example.org' from generate_series(1, 300) as i`,
  );
  cleanup.push(async () => {
    // The cash and checks of the forms are money received, which keeps their orders.
    await database.db.execute(sql`delete from money_items where group_id = ${groupId}`);
    await database.db.execute(sql`delete from orders where group_id = ${groupId}`);
    await database.db.execute(sql`delete from campaigns where group_id = ${groupId}`);
    await database.db.execute(sql`delete from sellers where group_id = ${groupId}`);
    await database.db.execute(sql`delete from groups where id = ${groupId}`);
  });
  const headers = { authorization: `Bearer ${token}` };
  const put = await app.inject({
    method: 'PUT',
    url: `/api${PAPER_ORDER_API_PATHS.campaignProducts(groupId, campaignId)}`,
    headers,
    payload: { products: PRODUCTS.map((name, index) => ({ name, price: 10 + index })) },
  });
  if (put.statusCode !== 200) throw new Error(`products: ${put.statusCode} ${put.payload}`);
  const products = put.json<{ data: { _id: string }[] }>().data;

  let form = 0;
  const entryUrl = `/api${PAPER_ORDER_API_PATHS.campaignPaperOrders(groupId, campaignId)}`;
  const enter = async () => {
    form += 1;
    const res = await app.inject({
      method: 'POST',
      url: entryUrl,
      headers,
      payload: {
        sellerName: `seller ${1 + (form % 300)}`,
        buyerName: `Buyer ${form}`,
        buyerPhone: '555-0100',
        items: [0, 3, 5].map((offset) => ({
          productId: products[(form + offset) % products.length]!._id,
          quantity: 1 + (form % 4),
        })),
        payment: { method: form % 3 === 0 ? 'unpaid' : 'cash' },
      },
    });
    if (res.statusCode !== 201) throw new Error(`entry: ${res.statusCode} ${res.payload}`);
  };
  for (let warm = 0; warm < 10; warm += 1) await enter();
  const times = await timedSorted(ENTRIES, enter);
  const p95 = percentile(times, 95);
  record({
    metric: 'paper order entry p95',
    value: p95,
    unit: 'ms',
    budget: `≤ ${BUDGET.paperOrderP95Ms} ms`,
    pass: p95 <= BUDGET.paperOrderP95Ms,
    note: `p50 ${round(percentile(times, 50))} ms, three products, seller typed by name`,
  });

  const header = [...PAPER_ORDER_TEMPLATE_COLUMNS, ...PRODUCTS].join(',');
  const lines = Array.from({ length: IMPORT_ROWS }, (_, index) => {
    const quantities = PRODUCTS.map((_, product) =>
      (index + product) % 4 === 0 ? String(1 + (index % 3)) : '',
    );
    const method = ['cash', 'check', 'unpaid'][index % 3]!;
    return [
      `F-${index + 1}`,
      `Seller ${1 + (index % 300)}`,
      `"Buyer ${index}, Jr."`,
      '555-0100',
      '',
      method,
      '',
      method === 'check' ? String(1000 + index) : '',
      // Donation: none (the campaign takes no donations).
      '',
      ...quantities,
    ].join(',');
  });
  const csv = `\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`;
  const importUrl = `/api${PAPER_ORDER_API_PATHS.paperOrderImport(groupId, campaignId)}`;
  const started = performance.now();
  const imported = await app.inject({
    method: 'POST',
    url: importUrl,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  const seconds = (performance.now() - started) / 1000;
  if (imported.statusCode !== 200)
    throw new Error(`import: ${imported.statusCode} ${imported.payload.slice(0, 500)}`);
  const created = imported.json<{ data: { orders: number } }>().data.orders;
  const budget = database.kind === 'embedded' ? BUDGET.paperImportSeconds.embedded : undefined;
  record({
    metric: `paper order import (${IMPORT_ROWS.toLocaleString('en-US')} rows)`,
    value: seconds,
    unit: 's',
    budget: budget === undefined ? '' : `≤ ${budget} s`,
    pass: budget === undefined ? null : seconds <= budget,
    note: `${created.toLocaleString('en-US')} orders created, ${Math.round(csv.length / 1024)} KB file`,
  });
  details.paperOrders = {
    entryP50: percentile(times, 50),
    entryP95: p95,
    importSeconds: seconds,
    imported: created,
  };
}
