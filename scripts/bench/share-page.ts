import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { sharePagePath } from '../../src/shared/api/share-link-paths.js';
import { benchToken, measurePublicPage, PUBLIC_PAGE_LOAD } from './harness.js';

/**
 * The public share page of one seller's link, as a link passed around a school's families is opened: many
 * visitors (PUBLIC_PAGE_LOAD: many addresses through the trusted proxy, so the per-address limit sees real visitors). The link is made
 * directly in the database (a group, a current campaign with a goal, a seller) and removed after.
 */
export async function benchSharePage(
  app: FastifyInstance,
  database: Database,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n9. Public share page (${PUBLIC_PAGE_LOAD.connections} connections, ${PUBLIC_PAGE_LOAD.seconds} s, ${PUBLIC_PAGE_LOAD.visitors.toLocaleString('en-US')} visitors)`,
  );
  const code = `BS${randomBytes(3).toString('hex').toUpperCase()}`;
  const token = benchToken();
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Share Group', ${code}, 'Bench School')
        returning id`,
  );
  cleanup.push(async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from store_handoffs where group_id = ${group!.id}`);
      await tx.execute(sql`delete from share_links where group_id = ${group!.id}`);
      await tx.execute(sql`delete from sellers where group_id = ${group!.id}`);
      await tx.execute(sql`delete from campaigns where group_id = ${group!.id}`);
      await tx.execute(sql`delete from groups where id = ${group!.id}`);
    });
  });
  await database.db.execute(sql`
    with campaign as (
      insert into campaigns (group_id, name, start_date, end_date, goal_cents)
      values (${group!.id}, 'Bench Share Campaign', current_date - 1, current_date + 30, 500000) returning id
    ), seller as (
      insert into sellers (group_id, name, email)
      values (${group!.id}, 'Bench Share Seller', 'bench-share-seller@example.org') returning id
    )
    insert into share_links (token, seller_id, group_id, campaign_id)
    select ${token}, seller.id, ${group!.id}, campaign.id from seller, campaign`);
  await measurePublicPage(app, 'share page /s/{token}', sharePagePath(token), 'sharePage');
}
