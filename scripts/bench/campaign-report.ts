import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { BUDGET, details, record, round, percentile, timedSorted } from './harness.js';

const REPORT_ORDERS = 100_000;
const REPORT_PAPER_ORDERS = 20_000;
const DISTRIBUTION_ORDERS = 5_000;
const REPORT_REQUESTS = 30;
/** The report's group runs its fundraiser by class: its 300 sellers in this many teams. */
const REPORT_TEAMS = 20;
const REPORT_SELLERS = 300;

interface BenchTarget {
  tag: string;
  groupId: string;
  code: string;
  campaignId: string;
  /** The group's sellers ('Seller 0' … 'Seller 299') as a uuid[] literal, when orders are credited to records. */
  sellerIds?: string;
}

/** The order's seller record (whose team the order takes), or none. */
const sellerOf = (target: BenchTarget) =>
  target.sellerIds ? sql`(${target.sellerIds}::uuid[])[1 + (i * 7919 % 300)]` : sql`null::uuid`;

/**
 * Writes `count` orders of one campaign in batches, one to three items each, about a tenth cancelled, over the
 * campaign's 60 days and 300 sellers; the tallies' triggers run as they would for real orders.
 */
async function insertCampaignOrders(database: Database, target: BenchTarget, count: number) {
  const products = `{${['Cookie Dough', 'Candle', 'Wrapping Paper', 'Popcorn', 'Wreath', 'Coffee', 'Cheesecake', 'Chocolate'].map((name) => `"${name}"`).join(',')}}`;
  for (let done = 0; done < count; done += 20_000) {
    const last = Math.min(count, done + 20_000);
    await database.db.execute(sql`
      with made as (
        insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
                            seller_id, seller_name, buyer_first_name, buyer_last_name, status, total_product_cents,
                            shipping_cents, total_cents, store_created_at, store_updated_at)
        select ${target.tag} || '-' || i, '#' || i, ${target.groupId}::uuid, ${target.code}, ${target.campaignId}::uuid,
               'Bench Campaign', ${sellerOf(target)}, 'Seller ' || (i * 7919 % 300), 'Buyer', 'No ' || i,
               case when i % 10 = 0 then 'cancelled' else 'open' end,
               (1 + i % 3) * 1500, 500, (1 + i % 3) * 1500 + 500,
               now() - (i::bigint * 104729 % (59 * 86400)) * interval '1 second', now()
        from generate_series(${done + 1}::int, ${last}::int) as i
        returning id, shopify_order_id
      )
      insert into order_items (order_id, position, product_name, price_cents, quantity)
      select made.id, line, (${products}::text[])[1 + (n + line) % 8], 1500, 1
      from made
      cross join lateral (select substring(made.shopify_order_id from '[0-9]+$')::int as n) as numbered
      cross join lateral generate_series(0, numbered.n % 3) as line`);
  }
}

/**
 * Writes `count` paper orders of the campaign as an import would (portal numbers, the form with its payment, one to
 * three lines naming the campaign's products), over the same days and sellers as the store orders.
 */
async function insertPaperOrders(database: Database, target: BenchTarget, count: number) {
  await database.db.execute(sql`
    insert into campaign_products (campaign_id, position, name, price_cents)
    select ${target.campaignId}::uuid, p - 1, (array['Cookie Dough', 'Candle', 'Wrapping Paper', 'Popcorn'])[p], 1500
    from generate_series(1, 4) as p`);
  for (let done = 0; done < count; done += 10_000) {
    const last = Math.min(count, done + 10_000);
    await database.db.execute(sql`
      with made as (
        insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
                            seller_id, seller_name, buyer_first_name, buyer_last_name, buyer_phone, status,
                            status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
                            store_created_at, store_updated_at, received_via, source)
        select 'paper:' || ${target.tag} || '-' || i, 'P-' || ${target.tag} || '-' || i, ${target.groupId}::uuid,
               ${target.code}, ${target.campaignId}::uuid, 'Bench Campaign', ${sellerOf(target)},
               'Seller ' || (i * 7919 % 300), 'Buyer',
               'Paper ' || i, '555-0100', case when i % 20 = 0 then 'cancelled' else 'paid' end, 'admin', true,
               (1 + i % 3) * 1500, 0, (1 + i % 3) * 1500,
               now() - (i::bigint * 104729 % (59 * 86400)) * interval '1 second', now(), 'import', 'paper'
        from generate_series(${done + 1}::int, ${last}::int) as i
        returning id, shopify_order_id, total_cents
      ), forms as (
        insert into paper_orders (order_id, campaign_id, form_number, payment_method, payment_cents, entered_by_kind,
                                  entered_by_name)
        select made.id, ${target.campaignId}::uuid, made.shopify_order_id, 'cash', made.total_cents, 'admin', 'Bench'
        from made
      )
      insert into order_items (order_id, position, product_name, price_cents, quantity, product_id)
      select made.id, line, p.name, 1500, 1, p.id
      from made
      cross join lateral (select substring(made.shopify_order_id from '[0-9]+$')::int as n) as numbered
      cross join lateral generate_series(0, numbered.n % 3) as line
      join campaign_products p on p.campaign_id = ${target.campaignId}::uuid and p.position = (numbered.n + line) % 4`);
  }
}

export async function benchCampaignReport(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n5. Campaign report (${REPORT_ORDERS.toLocaleString('en-US')} store and ` +
      `${REPORT_PAPER_ORDERS.toLocaleString('en-US')} paper orders in one campaign, ${REPORT_TEAMS} teams; ` +
      `distribution sheets of ${DISTRIBUTION_ORDERS.toLocaleString('en-US')})`,
  );
  const tag = `bench-report-${randomBytes(3).toString('hex')}`;
  const code = `BR${randomBytes(3).toString('hex').toUpperCase()}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name, profit_share_basis_points)
        values ('Bench Report Group', ${code}, 'Bench School', 4000) returning id`,
  );
  const made = await queryRows<{ id: string; name: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date, goal_cents)
        values (${group!.id}, 'Bench Campaign', current_date - 59, current_date, 500000000),
               (${group!.id}, 'Bench Sheets', current_date - 59, current_date, null)
        returning id, name`,
  );
  const report = made.find((row) => row.name === 'Bench Campaign')!;
  const sheets = made.find((row) => row.name === 'Bench Sheets')!;
  cleanup.push(async () => {
    await database.db.execute(sql`delete from orders where group_id = ${group!.id}`);
    await database.db.execute(
      sql`delete from campaign_products where campaign_id in (select id from campaigns where group_id = ${group!.id})`,
    );
    await database.db.execute(sql`delete from campaigns where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from sellers where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from groups where id = ${group!.id}`);
  });
  // The class-run case: 20 teams, and the 300 sellers the orders name, each in a team; orders take their team.
  const teams = await queryRows<{ id: string }>(
    database.db,
    sql`insert into teams (group_id, name, leader_name)
        select ${group!.id}, 'Room ' || t, 'Teacher ' || t from generate_series(1, ${REPORT_TEAMS}::int) as t
        returning id`,
  );
  const [sellerIds] = await queryRows<{ ids: string }>(
    database.db,
    sql`with made as (
          insert into sellers (group_id, name, email, team_id, on_roster)
          select ${group!.id}, 'Seller ' || n, 'seller' || n || '@bench.example', (${`{${teams.map((team) => team.id).join(',')}}`}::uuid[])[1 + n % ${REPORT_TEAMS}::int], true
          from generate_series(0, ${REPORT_SELLERS - 1}::int) as n
          returning id, name
        )
        select array_agg(id order by substring(name from '[0-9]+$')::int)::text as ids from made`,
  );
  const started = performance.now();
  await insertCampaignOrders(
    database,
    { tag: `${tag}-a`, groupId: group!.id, code, campaignId: report.id, sellerIds: sellerIds!.ids },
    REPORT_ORDERS,
  );
  await insertPaperOrders(
    database,
    { tag: `${tag}-p`, groupId: group!.id, code, campaignId: report.id, sellerIds: sellerIds!.ids },
    REPORT_PAPER_ORDERS,
  );
  await insertCampaignOrders(
    database,
    { tag: `${tag}-b`, groupId: group!.id, code, campaignId: sheets.id },
    DISTRIBUTION_ORDERS,
  );
  const insertSeconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`analyze`);

  const headers = { authorization: `Bearer ${token}` };
  const time = async (url: string, requests: number) => {
    const warm = await app.inject({ method: 'GET', url, headers });
    if (warm.statusCode !== 200) throw new Error(`GET ${url} answered ${warm.statusCode}: ${warm.payload}`);
    const times = await timedSorted(requests, () => app.inject({ method: 'GET', url, headers }));
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      bytes: warm.rawPayload.length,
      reply: warm,
    };
  };
  const reportTime = await time(`/api/groups/${group!.id}/campaigns/${report.id}/report`, REPORT_REQUESTS);
  const orderCount = reportTime.reply.json<{ data: { totals: { orderCount: number } } }>().data.totals
    .orderCount;
  const budget = database.kind === 'postgres' ? BUDGET.reportP95Ms.postgres : BUDGET.reportP95Ms.embedded;
  record({
    metric: 'campaign report p95',
    value: reportTime.p95,
    unit: 'ms',
    budget: `≤ ${budget} ms`,
    pass: reportTime.p95 <= budget,
    note: `p50 ${round(reportTime.p50)} ms, ${orderCount.toLocaleString('en-US')} counted orders in ${REPORT_TEAMS} teams, written in ${round(insertSeconds)} s`,
  });
  // Room 1's orders are the cancelled tenth (order i's seller is in team i × 19 mod 20): a class of Room 2's size.
  const teamTime = await time(
    `/api/groups/${group!.id}/campaigns/${report.id}/report?teamId=${teams[1]!.id}`,
    REPORT_REQUESTS,
  );
  record({
    metric: 'campaign report of one team p95',
    value: teamTime.p95,
    unit: 'ms',
    budget: `≤ ${budget} ms`,
    pass: teamTime.p95 <= budget,
    note: `p50 ${round(teamTime.p50)} ms, ${teamTime.reply
      .json<{ data: { totals: { orderCount: number } } }>()
      .data.totals.orderCount.toLocaleString('en-US')} counted orders of the team`,
  });
  const sheetsTime = await time(`/api/groups/${group!.id}/campaigns/${sheets.id}/distribution`, 5);
  record({
    metric: 'distribution sheets p95',
    value: sheetsTime.p95,
    unit: 'ms',
    budget: '',
    pass: null,
    note: `${DISTRIBUTION_ORDERS.toLocaleString('en-US')} orders, ${Math.round(sheetsTime.bytes / 1024)} KB of JSON`,
  });
  details.campaignReport = {
    reportP50: reportTime.p50,
    reportP95: reportTime.p95,
    teamReportP95: teamTime.p95,
    sheetsP95: sheetsTime.p95,
    sheetsBytes: sheetsTime.bytes,
    insertSeconds,
  };
}
