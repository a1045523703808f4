import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { MONEY_API_PATHS } from '../../src/shared/api/money-paths.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import { PAPER_ORDER_TEMPLATE_COLUMNS } from '../../src/shared/api/paper-orders.js';
import { BUDGET, details, percentile, record, round, timedSorted } from './harness.js';

const PAPER_ORDERS = 20_000;
const IMPORT_ROWS = 5_000;
const TURN_INS = 5_000;
const SELLERS = 300;
const REQUESTS = 30;
const PRODUCTS = ['Cookie Dough', 'Candle', 'Wrapping Paper', 'Popcorn'];

/**
 * The money summary of a campaign with 20,000 paper orders (imported through the API, a third each cash, check and
 * unpaid) and 5,000 turn-ins of 300 sellers (written directly, cash and one check each).
 */
export async function benchMoney(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n11. Money summary (${PAPER_ORDERS.toLocaleString('en-US')} paper orders, ` +
      `${TURN_INS.toLocaleString('en-US')} turn-ins, ${SELLERS} sellers)`,
  );
  const code = `BM${randomBytes(3).toString('hex').toUpperCase()}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name, profit_share_basis_points)
        values ('Bench Money Group', ${code}, 'Bench School', 4000) returning id`,
  );
  const groupId = group!.id;
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${groupId}, 'Bench Money Campaign', current_date - 30, current_date + 30) returning id`,
  );
  const campaignId = campaign!.id;
  await database.db.execute(
    sql`insert into sellers (group_id, name, email)
        select ${groupId}, 'Seller ' || i, 'money' || i || '@example.org' from generate_series(1, ${SELLERS}) as i`,
  );
  cleanup.push(async () => {
    await database.db.execute(sql`delete from money_changes where group_id = ${groupId}`);
    await database.db.execute(sql`delete from money_items where group_id = ${groupId}`);
    await database.db.execute(sql`delete from deposits where group_id = ${groupId}`);
    await database.db.execute(sql`delete from turn_ins where group_id = ${groupId}`);
    await database.db.execute(sql`delete from orders where group_id = ${groupId}`);
    await database.db.execute(sql`delete from campaign_products where campaign_id = ${campaignId}`);
    await database.db.execute(sql`delete from campaigns where group_id = ${groupId}`);
    await database.db.execute(sql`delete from sellers where group_id = ${groupId}`);
    await database.db.execute(sql`delete from groups where id = ${groupId}`);
  });
  const headers = { authorization: `Bearer ${token}` };
  const put = await app.inject({
    method: 'PUT',
    url: `/api${PAPER_ORDER_API_PATHS.campaignProducts(groupId, campaignId)}`,
    headers,
    payload: { products: PRODUCTS.map((name, index) => ({ name, price: 12 + index })) },
  });
  if (put.statusCode !== 200) throw new Error(`products: ${put.statusCode} ${put.payload}`);

  const started = performance.now();
  const header = [...PAPER_ORDER_TEMPLATE_COLUMNS, ...PRODUCTS].join(',');
  for (let done = 0; done < PAPER_ORDERS; done += IMPORT_ROWS) {
    const lines = Array.from({ length: IMPORT_ROWS }, (_, offset) => {
      const index = done + offset;
      const method = ['cash', 'check', 'unpaid'][index % 3]!;
      const quantities = PRODUCTS.map((_, product) =>
        (index + product) % 3 === 0 ? String(1 + (index % 2)) : '',
      );
      return [
        `M-${index + 1}`,
        `Seller ${1 + (index % SELLERS)}`,
        `Buyer ${index}`,
        '',
        '',
        method,
        '',
        method === 'check' ? String(5000 + index) : '',
        // Donation: none (the campaign takes no donations).
        '',
        ...quantities,
      ].join(',');
    });
    const imported = await app.inject({
      method: 'POST',
      url: `/api${PAPER_ORDER_API_PATHS.paperOrderImport(groupId, campaignId)}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: `${header}\r\n${lines.join('\r\n')}\r\n`,
    });
    if (imported.statusCode !== 200)
      throw new Error(`import: ${imported.statusCode} ${imported.payload.slice(0, 300)}`);
  }
  await database.db.execute(sql`
    with t as (
      insert into turn_ins (group_id, campaign_id, seller_name, cash_cents, recorded_by_kind, recorded_by_name, recorded_at)
      select ${groupId}::uuid, ${campaignId}::uuid, 'Seller ' || (1 + i % ${SELLERS}), 500 + (i % 7) * 100, 'admin', 'Bench',
             now() - (i || ' minutes')::interval
      from generate_series(1, ${TURN_INS}) as i
      returning id, seller_name, cash_cents, recorded_at
    ), cash as (
      insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, turn_in_id, received_at)
      select ${groupId}::uuid, ${campaignId}::uuid, t.seller_name, 'cash', t.cash_cents, t.id, t.recorded_at from t
    )
    insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, check_number, payer_name, turn_in_id,
                             received_at)
    select ${groupId}::uuid, ${campaignId}::uuid, t.seller_name, 'check', 2400, 'T-' || t.id, 'Payer', t.id, t.recorded_at
    from t`);
  const writeSeconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`analyze`);

  const url = `/api${MONEY_API_PATHS.campaignMoney(groupId, campaignId)}`;
  const warm = await app.inject({ method: 'GET', url, headers });
  if (warm.statusCode !== 200) throw new Error(`money: ${warm.statusCode} ${warm.payload.slice(0, 300)}`);
  const times = await timedSorted(REQUESTS, () => app.inject({ method: 'GET', url, headers }));
  const p95 = percentile(times, 95);
  const budget = database.kind === 'postgres' ? BUDGET.moneyP95Ms.postgres : BUDGET.moneyP95Ms.embedded;
  const sellers = warm.json<{ data: { sellers: unknown[] } }>().data.sellers.length;
  record({
    metric: 'money summary p95',
    value: p95,
    unit: 'ms',
    budget: `≤ ${budget} ms`,
    pass: p95 <= budget,
    note: `p50 ${round(percentile(times, 50))} ms, ${sellers} sellers, written in ${round(writeSeconds)} s`,
  });
  details.money = { p50: percentile(times, 50), p95, writeSeconds, sellers };
}
