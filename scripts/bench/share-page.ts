import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import {
  SHARE_TOKEN_ALPHABET,
  SHARE_TOKEN_LENGTH,
  sharePagePath,
} from '../../src/shared/api/share-link-paths.js';
import { BUDGET, details, record, round, listening, lastLoadCpu, runLoad, non2xx } from './harness.js';

const SHARE_CONNECTIONS = 50;
const SHARE_SECONDS = 10;
/** Visitors the share page's load comes from (X-Forwarded-For), so the per-address limit sees real visitors. */
const SHARE_VISITORS = 5_000;

/**
 * The public share page of one seller's link, as a link passed around a school's families is opened: many
 * visitors (SHARE_VISITORS addresses through the trusted proxy), SHARE_CONNECTIONS at a time. The link is made
 * directly in the database (a group, a current campaign with a goal, a seller) and removed after.
 */
export async function benchSharePage(
  app: FastifyInstance,
  database: Database,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n9. Public share page (${SHARE_CONNECTIONS} connections, ${SHARE_SECONDS} s, ${SHARE_VISITORS.toLocaleString('en-US')} visitors)`,
  );
  const code = `BS${randomBytes(3).toString('hex').toUpperCase()}`;
  const token = Array.from(
    randomBytes(SHARE_TOKEN_LENGTH),
    (byte) => SHARE_TOKEN_ALPHABET[byte % SHARE_TOKEN_ALPHABET.length],
  ).join('');
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
  const url = await listening(app);
  const [result] = await runLoad(url, [
    {
      name: 'share page',
      kind: 'get',
      connections: SHARE_CONNECTIONS,
      durationS: SHARE_SECONDS,
      get: { paths: [sharePagePath(token)], forwardedFor: SHARE_VISITORS },
    },
  ]);
  details.sharePage = { result, cpu: lastLoadCpu };
  record({
    metric: 'share page /s/{token}',
    value: result!.perS,
    unit: '/s',
    budget: `≥ ${BUDGET.sharePagePerS.toLocaleString('en-US')}/s`,
    pass: result!.perS >= BUDGET.sharePagePerS,
    note: `p50 ${round(result!.p50)} ms, p95 ${round(result!.p95)} ms, ${result!.requests} requests`,
  });
  const failures = non2xx(result!) + result!.errors;
  record({
    metric: 'share page non-2xx/errors',
    value: failures,
    unit: '',
    budget: '0',
    pass: failures === 0,
    note: JSON.stringify(result!.statuses),
  });
}
