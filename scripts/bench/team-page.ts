import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { teamPagePath } from '../../src/shared/api/team-paths.js';
import { benchToken, measurePublicPage, PUBLIC_PAGE_LOAD } from './harness.js';

const TEAM_SELLERS = 25;

/**
 * A class's public progress page (`/t/{token}`) with its sellers listed, under the share page's load: a group with a
 * current campaign and a goal, one team of 25 sellers with a few hundred orders, the page published with sellers
 * shown. Made directly in the database and removed after.
 */
export async function benchTeamPage(
  app: FastifyInstance,
  database: Database,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n12. Class progress page (${PUBLIC_PAGE_LOAD.connections} connections, ${PUBLIC_PAGE_LOAD.seconds} s, ${PUBLIC_PAGE_LOAD.visitors.toLocaleString('en-US')} visitors)`,
  );
  const code = `BT${randomBytes(3).toString('hex').toUpperCase()}`;
  const token = benchToken();
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Class Group', ${code}, 'Bench School')
        returning id`,
  );
  cleanup.push(async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from orders where group_id = ${group!.id}`);
      await tx.execute(sql`delete from team_pages where group_id = ${group!.id}`);
      await tx.execute(sql`delete from sellers where group_id = ${group!.id}`);
      await tx.execute(sql`delete from teams where group_id = ${group!.id}`);
      await tx.execute(sql`delete from campaigns where group_id = ${group!.id}`);
      await tx.execute(sql`delete from groups where id = ${group!.id}`);
    });
  });
  await database.db.execute(sql`
    with campaign as (
      insert into campaigns (group_id, name, start_date, end_date, goal_cents)
      values (${group!.id}, 'Bench Class Campaign', current_date - 1, current_date + 30, 500000) returning id
    ), team as (
      insert into teams (group_id, name, leader_name) values (${group!.id}, 'Room 12', 'Ms. Bench') returning id
    ), sellers_made as (
      insert into sellers (group_id, name, email, team_id, on_roster)
      select ${group!.id}, 'Seller ' || n || ' Bench', 'class-seller' || n || '@bench.example', team.id, true
      from team, generate_series(1, ${TEAM_SELLERS}::int) as n
      returning id, name
    ), orders_made as (
      insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
                          seller_id, seller_name, status, total_product_cents, total_cents, store_created_at,
                          store_updated_at)
      select ${code} || '-' || i, '#' || i, ${group!.id}::uuid, ${code}, campaign.id, 'Bench Class Campaign', s.id,
             s.name, 'paid', 2500, 2500, now() - i * interval '1 minute', now()
      from campaign, generate_series(1, 300) as i
      join lateral (select id, name from sellers_made order by name offset (i % ${TEAM_SELLERS}::int) limit 1) s on true
      where i % 5 <> 0
      returning id
    )
    insert into team_pages (token, kind, group_id, campaign_id, team_id, show_sellers)
    select ${token}, 'team', ${group!.id}, campaign.id, team.id, true from campaign, team`);
  await measurePublicPage(app, 'class page /t/{token}', teamPagePath(token), 'teamPage');
}
