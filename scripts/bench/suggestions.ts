import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { BUDGET, details, record, round, percentile } from './harness.js';

const SUGGESTION_ORDERS = 200;
const SUGGESTION_SELLERS = 40;

/**
 * Suggestions for orders that lost their seller, every rule finding something: each buyer is a seller's parent
 * with hand-offs in the hours before and earlier credited orders, the cart code is one typo off, and the note
 * names the seller.
 */
export async function benchSuggestions(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(`\n6. Attribution suggestions (${SUGGESTION_ORDERS} orders that lost their seller)`);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const code = `BS${tag}`;
  const typo = `${code.slice(0, -2)}${code.slice(-1)}${code.slice(-2, -1)}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Suggestions', ${code}, 'Bench School')
        returning id`,
  );
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${group!.id}, 'Bench Drive', current_date - 90, current_date + 30) returning id`,
  );
  cleanup.push(async () => {
    await database.db.execute(
      sql`delete from orders where group_id = ${group!.id} or shopify_order_id like ${`bs-${tag}-%`}`,
    );
    await database.db.execute(sql`delete from store_handoffs where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from sellers where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from campaigns where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from groups where id = ${group!.id}`);
  });
  await database.db.execute(sql`
    insert into sellers (group_id, name, email)
    select ${group!.id}, 'Bench Seller ' || s, 'bench.parent.' || s || '.' || ${tag} || '@example.org'
    from generate_series(1, ${SUGGESTION_SELLERS}) s`);
  await database.db.execute(sql`
    insert into store_handoffs (seller_id, group_id, campaign_id, created_at)
    select p.id, p.group_id, ${campaign!.id}, now() - (h * interval '37 minutes')
    from sellers p, generate_series(1, 50) h where p.group_id = ${group!.id}`);
  // Earlier orders of the same buyers, credited by the portal; then the orders that lost their seller.
  await database.db.execute(sql`
    insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
                        seller_id, seller_name, buyer_email, status, attribution_verified,
                        total_product_cents, total_cents, store_created_at, store_updated_at)
    select 'bs-' || ${tag} || '-e' || s, '#E' || s, p.group_id, ${code}, ${campaign!.id}, 'Bench Drive', p.id, p.name,
           p.email, 'open', true, 2500, 2500, now() - s * interval '3 hours', now() - s * interval '3 hours'
    from generate_series(1, ${SUGGESTION_ORDERS * 5}) s
    join sellers p on p.group_id = ${group!.id} and p.name = 'Bench Seller ' || (1 + s % ${SUGGESTION_SELLERS})`);
  const lost = await queryRows<{ id: string }>(
    database.db,
    sql`insert into orders (shopify_order_id, shopify_order_number, group_code, buyer_email, note, status,
                            total_product_cents, total_cents, store_created_at, store_updated_at)
        select 'bs-' || ${tag} || '-l' || s, '#L' || s, ${typo}, p.email, 'For ' || p.name || ', love Grandma',
               'open', 2500, 2500, now() - s * interval '5 minutes', now() - s * interval '5 minutes'
        from generate_series(1, ${SUGGESTION_ORDERS}) s
        join sellers p on p.group_id = ${group!.id} and p.name = 'Bench Seller ' || (1 + s % ${SUGGESTION_SELLERS})
        returning id`,
  );
  await database.db.execute(sql`analyze orders`);
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let reasons = 0;
  for (const [index, order] of [...lost, ...lost.slice(0, 10)].entries()) {
    const url = `/api/admin/orders/${order.id}/suggestions`;
    const started = performance.now();
    const reply = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - started;
    if (reply.statusCode !== 200)
      throw new Error(`GET ${url} answered ${reply.statusCode}: ${reply.payload}`);
    if (index < 10) continue;
    times.push(elapsed);
    reasons += reply.json<{ data: { reasons: string[] }[] }>().data[0]?.reasons.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  record({
    metric: 'suggestions for one order p95',
    value: p95,
    unit: 'ms',
    budget: `≤ ${BUDGET.suggestionsP95Ms} ms`,
    pass: p95 <= BUDGET.suggestionsP95Ms,
    note: `p50 ${round(percentile(times, 50))} ms, ${round(reasons / times.length)} reasons on the first suggestion`,
  });
  details.suggestions = { p50: percentile(times, 50), p95, orders: times.length };
}
