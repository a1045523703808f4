import { sql, type SQL } from 'drizzle-orm';
import type { TOrderFilters } from '../../shared/api/orders.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { realOrder } from '../db/schema.js';
import { keepEstimate, keptEstimate } from './estimate-cache.js';
import type { OrderShippingFields } from './store-order.js';

export { forgetEstimatedTotals } from './estimate-cache.js';

/** Where an order list may look: every order (administrators) or one group's (its coordinators). */
export type OrderScope = { kind: 'all' } | { kind: 'group'; groupId: string };

export interface OrderFilterContext {
  scope: OrderScope;
  filters: TOrderFilters;
  timeZone: string;
}

/** `%…%` for LIKE, with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * The WHERE clause every list, count and export shares. Each condition matches an index: the group and date
 * conditions the b-tree ones, the name searches the trigram ones (same expressions as the indexes).
 */
export function orderConditions({ scope, filters, timeZone }: OrderFilterContext): SQL {
  // Deleted orders stay for audit only; test orders are shown to administrators, never to a group.
  const conditions: SQL[] = [sql`o.deleted_at is null`];
  if (scope.kind === 'group') conditions.push(sql`o.group_id = ${scope.groupId}::uuid and not o.is_test`);
  if (filters.startDate) {
    conditions.push(
      sql`o.store_created_at >= (${filters.startDate}::date::timestamp at time zone ${timeZone})`,
    );
  }
  if (filters.endDate) {
    conditions.push(
      sql`o.store_created_at < ((${filters.endDate}::date + 1)::timestamp at time zone ${timeZone})`,
    );
  }
  if (filters.statuses.length > 0) {
    conditions.push(
      sql`o.status in (${sql.join(
        filters.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.groupCode && scope.kind === 'all') {
    conditions.push(sql`lower(o.group_code) = lower(${filters.groupCode})`);
  }
  if (filters.customerName) {
    const pattern = containsPattern(filters.customerName);
    // The stored search text holds the full name and the e-mail on two lines, so a text without a line break
    // matches it only inside one of them. A text with one could match across the two: it reads them apart.
    conditions.push(
      filters.customerName.includes('\n')
        ? sql`(lower(o.buyer_first_name || ' ' || o.buyer_last_name) like ${pattern}
               or lower(o.buyer_email) like ${pattern})`
        : sql`o.buyer_search like ${pattern}`,
    );
  }
  if (filters.studentName) {
    conditions.push(sql`lower(o.seller_name) like ${containsPattern(filters.studentName)}`);
  }
  if (filters.source) conditions.push(sql`o.source = ${filters.source}`);
  if (filters.teamId) conditions.push(sql`o.team_id = ${filters.teamId}::uuid`);
  return sql.join(conditions, sql` and `);
}

/** Whether a team exists, as one of the group's when the scope is a group's. */
export async function teamInScope(db: DbOrTx, scope: OrderScope, teamId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    scope.kind === 'group'
      ? sql`select 1 as found from teams where id = ${teamId} and group_id = ${scope.groupId}`
      : sql`select 1 as found from teams where id = ${teamId}`,
  );
  return rows.length > 0;
}

export interface OrderListRow {
  id: string;
  shopifyOrderId: string;
  shopifyOrderNumber: string;
  groupId: string | null;
  groupCode: string;
  campaignId: string | null;
  campaignName: string;
  sellerName: string;
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  status: string;
  storeCreatedAt: Date | string;
  totalProductCents: number;
  totalCents: number;
  donationCents: number;
  attributionVerified: boolean;
  isTest: boolean;
  attributionSource: string;
  receivedVia: string;
  source: string;
  viaShareLink: boolean;
  teamId: string | null;
  teamName: string | null;
}

/** The order's own columns of a list row, on the orders alias `o`. */
const ORDER_ROW_COLUMNS = sql`o.id, o.shopify_order_id as "shopifyOrderId", o.shopify_order_number as "shopifyOrderNumber",
  o.group_id as "groupId", o.group_code as "groupCode", o.campaign_id as "campaignId",
  o.campaign_name as "campaignName", o.seller_name as "sellerName",
  o.buyer_first_name as "buyerFirstName", o.buyer_last_name as "buyerLastName",
  o.buyer_email as "buyerEmail", o.status, o.store_created_at as "storeCreatedAt",
  o.total_product_cents::float8 as "totalProductCents", o.total_cents::float8 as "totalCents",
  o.donation_cents::float8 as "donationCents", o.attribution_verified as "attributionVerified", o.is_test as "isTest",
  o.attribution_source as "attributionSource", o.received_via as "receivedVia", o.source,
  o.team_id as "teamId", (select t.name from teams t where t.id = o.team_id) as "teamName"`;

/** Whether a buyer came through a share link: one primary-key probe of the order's hand-off. */
const viaShareLinkColumn = (handoffId: SQL) =>
  sql`exists (select 1 from store_handoffs h where h.id = ${handoffId} and h.source = 'share_link') as "viaShareLink"`;

/** The columns of an order list row, on the orders alias `o`. */
export const ORDER_LIST_COLUMNS = sql`${ORDER_ROW_COLUMNS}, ${viaShareLinkColumn(sql`o.handoff_id`)}`;

/** The order of every list: newest first, and of orders placed at the same instant the greater id first. */
const LIST_ORDER = sql`o.store_created_at desc, o.id desc`;

/**
 * A page's orders, newest first, with their hand-off ids: the hand-off is probed for these rows only. Past the
 * first page, the offset is skipped over the list's key alone: the page's first order is found by a scan that reads
 * only the sort key and the filtered columns (the list indexes hold them, so on pages all of whose rows are visible
 * it reads the index and not the table), and the page is read from that order on. A deep page thus reads its own
 * rows, not every row before it with its columns and team. The sort key is unique (the id breaks ties), so the
 * orders from that one on are the ones the offset would have kept, in the same order; one statement, so both
 * scans see the same orders. Past the end no first order is found and the page is empty.
 */
const pageOrders = (where: SQL, limit: number, offset: number) =>
  offset === 0
    ? sql`(select ${ORDER_ROW_COLUMNS}, o.handoff_id from orders o where ${where}
           order by ${LIST_ORDER} limit ${limit})`
    : sql`(select page.* from
             (select o.store_created_at as "startAt", o.id as "startId" from orders o where ${where}
              order by ${LIST_ORDER} limit 1 offset ${offset}) start
             cross join lateral
             (select ${ORDER_ROW_COLUMNS}, o.handoff_id from orders o
              where ${where} and (o.store_created_at, o.id) <= (start."startAt", start."startId")
              order by ${LIST_ORDER} limit ${limit}) page)`;

/** One page of a list; the hand-off is probed for the page's rows only, not for the rows an offset skips. */
export function listOrderPage(db: DbOrTx, where: SQL, limit: number, offset: number) {
  return queryRows<OrderListRow>(
    db,
    sql`select page.*, ${viaShareLinkColumn(sql`page.handoff_id`)}
        from ${pageOrders(where, limit, offset)} page
        order by page."storeCreatedAt" desc, page.id desc`,
  );
}

/**
 * One page of a list and, from the same statement, the one row `head` computes (a total, the table's size): the
 * head is joined to the page's rows, so a page past the end still brings it.
 */
async function pageWithHead<Head>(
  db: DbOrTx,
  head: SQL,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: OrderListRow[]; head: Head | undefined }> {
  const joined = await queryRows<Omit<OrderListRow, 'id'> & { id: string | null; head: Head }>(
    db,
    sql`select head.head, page.*, ${viaShareLinkColumn(sql`page.handoff_id`)}
        from (select to_jsonb(computed) as head from (${head}) computed) head
        left join lateral ${pageOrders(where, limit, offset)} page on true
        order by page."storeCreatedAt" desc, page.id desc`,
  );
  const rows = joined
    .filter((row): row is typeof row & { id: string } => row.id !== null)
    .map(({ head: _head, ...row }) => row);
  return { rows, head: joined[0]?.head };
}

/** Up to this many matches a text search's total is counted exactly; above it, it is estimated. */
export const EXACT_TOTAL_LIMIT = 10_000;
/** Table pages an estimate reads: about 12,000 orders, around ten milliseconds at a million. */
const SAMPLE_PAGES = 600;
/**
 * An estimate at least this high skips the exact count: the sample's error stays far below a factor of two
 * (within 12 % at two standard errors just above the limit), so such a search has more than EXACT_TOTAL_LIMIT.
 */
const SURELY_ABOVE_LIMIT = 2 * EXACT_TOTAL_LIMIT;

export interface OrderTotal {
  total: number;
  /** True when `total` is an estimate (a text search with more than EXACT_TOTAL_LIMIT matches). */
  isEstimate: boolean;
}

/** Two significant digits: an estimate should not look more precise than it is. */
function roundEstimate(value: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * The matches in a sample of about SAMPLE_PAGES table pages, scaled by the pages in the table to the pages
 * sampled (less variable than scaling by the nominal percentage); exact when the sample is the whole table.
 * The planner's row estimate (EXPLAIN) was measured and is worse: it multiplies the selectivities of the
 * buyer-name conditions as if independent (13 to 1,000 times too low at a million orders), and the embedded
 * database never gathers statistics on its own. A fixed seed keeps the estimate, and so the page count, the same
 * from one page of the list to the next.
 */
async function sampleMatches(
  db: DbOrTx,
  where: SQL,
  tablePages: number,
): Promise<{ matches: number; exact: boolean }> {
  // A small table is read whole: the count is exact, and pages without live rows must not scale it up.
  const whole = tablePages <= SAMPLE_PAGES;
  const percent = whole ? 100 : (100 * SAMPLE_PAGES) / tablePages;
  const [row] = await queryRows<{ matches: number; sampledPages: number }>(
    db,
    sql`select count(*) filter (where ${where})::int as matches,
               count(distinct (o.ctid::text::point)[0])::int as "sampledPages"
        from orders o tablesample system (${percent}::float8) repeatable (0)`,
  );
  if (!row || row.sampledPages === 0) return { matches: 0, exact: true };
  if (whole) return { matches: row.matches, exact: true };
  return { matches: (row.matches * tablePages) / row.sampledPages, exact: false };
}

/**
 * Below this many table pages (about 200,000 orders) the sample would read a tenth of the table or more, while
 * counting up to the limit reads at most EXACT_TOTAL_LIMIT orders: there the count comes first.
 */
const COUNT_FIRST_BELOW_PAGES = 10 * SAMPLE_PAGES;
/**
 * Where the database reads a page at random about as cheaply as in order (`random_page_cost` below this), the
 * count comes first at any size: the sample reads its pages in runs, the count its matches one by one, which is
 * what costs more only where pages come from disk. The embedded database, whose pages are in memory, is set so.
 */
const CHEAP_RANDOM_READS_BELOW = 2;

/** The matches counted exactly, stopping at the first one past EXACT_TOTAL_LIMIT, as a scalar subquery. */
const cappedCountOf = (where: SQL) =>
  sql`(select count(*)::int from (select 1 from orders o where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) capped)`;

async function cappedCount(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select ${cappedCountOf(where)} as total`);
  return row?.total ?? 0;
}

/**
 * A name search's page with, in the same statement, the table's size in pages and, when the count comes first (a
 * small table, or random reads as cheap as ordered ones), the count of its matches up to EXACT_TOTAL_LIMIT + 1: on
 * the embedded database each statement waits its turn on the database's one thread, so one turn instead of three.
 */
async function searchPageWithCount(db: DbOrTx, where: SQL, limit: number, offset: number) {
  const { rows, head } = await pageWithHead<{ tablePages: number; cappedMatches: number | null }>(
    db,
    sql`select size.pages as "tablePages",
               case when size.pages < ${COUNT_FIRST_BELOW_PAGES}
                      or current_setting('random_page_cost')::float8 < ${CHEAP_RANDOM_READS_BELOW}
                    then ${cappedCountOf(where)}
               end as "cappedMatches"
        from ${TABLE_PAGES} size`,
    where,
    limit,
    offset,
  );
  return { rows, tablePages: head?.tablePages ?? 1, cappedMatches: head?.cappedMatches ?? null };
}

/** The orders table's size in pages, as a one-row relation with the column `pages`. */
const TABLE_PAGES = sql`(select greatest(1, pg_relation_size('orders') / current_setting('block_size')::int)::int as pages)`;

function estimated(matches: number): OrderTotal {
  return { total: Math.max(roundEstimate(matches), EXACT_TOTAL_LIMIT + 1), isEstimate: true };
}

/**
 * A text search's total once its first statement has told the table's size and, where the count comes first, the
 * capped count of its matches: exact while there are at most EXACT_TOTAL_LIMIT matches, estimated from a sample beyond that,
 * never below what a count proved. Otherwise the sample comes first and the count runs only when the sample does not
 * show clearly more than the limit. An estimate is kept for the same search (`key`) for a minute; an
 * exact total never is.
 */
async function textSearchTotal(
  db: DbOrTx,
  where: SQL,
  key: string,
  { tablePages, cappedMatches }: { tablePages: number; cappedMatches: number | null },
): Promise<OrderTotal> {
  const estimate = (matches: number) => {
    const total = estimated(matches);
    keepEstimate(db, key, total.total);
    return total;
  };
  if (cappedMatches !== null) {
    if (cappedMatches <= EXACT_TOTAL_LIMIT) return { total: cappedMatches, isEstimate: false };
    const sample = await sampleMatches(db, where, tablePages);
    return sample.exact ? { total: sample.matches, isEstimate: false } : estimate(sample.matches);
  }
  const sample = await sampleMatches(db, where, tablePages);
  if (sample.exact) return { total: sample.matches, isEstimate: false };
  if (sample.matches >= SURELY_ABOVE_LIMIT) return estimate(sample.matches);
  const counted = await cappedCount(db, where);
  return counted <= EXACT_TOTAL_LIMIT ? { total: counted, isEstimate: false } : estimate(sample.matches);
}

/** A search is the same search on every page: its filters and scope without the page and its size. */
function searchKey({ scope, filters, timeZone }: OrderFilterContext): string {
  const { page: _page, limit: _limit, ...search } = filters;
  return JSON.stringify([scope, search, timeZone]);
}

/**
 * The total of an order list that has no name search, as one scalar subquery: the kept per-day counters summed
 * for the whole UTC days inside the range, and only the orders of the partial days at its two ends counted, so a
 * total over a million orders reads a few hundred counter rows instead of every order.
 */
function counterTotal(context: OrderFilterContext, where: SQL): SQL {
  const { scope, filters, timeZone } = context;
  const key =
    scope.kind === 'group'
      ? `g:${scope.groupId}`
      : filters.groupCode
        ? `c:${filters.groupCode.toLowerCase()}`
        : '*';
  // Paper orders are also counted under 'paper:'-prefixed keys: paper alone sums those, store sums the key's
  // counts less its paper ones.
  const keys =
    filters.source === 'paper'
      ? sql`c.scope = ${`paper:${key}`}`
      : filters.source === 'store'
        ? sql`c.scope in (${key}, ${`paper:${key}`})`
        : sql`c.scope = ${key}`;
  const counted =
    filters.source === 'store'
      ? sql`case when c.scope = ${key} then c.count else -c.count end`
      : sql`c.count`;
  const statuses =
    filters.statuses.length > 0
      ? sql`and c.status in (${sql.join(
          filters.statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : sql``;
  const start = filters.startDate
    ? sql`(${filters.startDate}::date::timestamp at time zone ${timeZone})`
    : sql`null::timestamptz`;
  const end = filters.endDate
    ? sql`((${filters.endDate}::date + 1)::timestamp at time zone ${timeZone})`
    : sql`null::timestamptz`;

  return sql`(with bounds as (
          select ${start} as a, ${end} as b
        ), days as (
          select a, b,
                 case when a = date_trunc('day', a, 'UTC') then a else date_trunc('day', a, 'UTC') + interval '1 day' end
                   as first_full,
                 date_trunc('day', b, 'UTC') as last_full_end
          from bounds
        )
        select (
          (select coalesce(sum(${counted}), 0) from order_counts c, days d
            where ${keys} ${statuses}
              and (d.first_full is null or c.day >= (d.first_full at time zone 'UTC')::date)
              and (d.last_full_end is null or c.day < (d.last_full_end at time zone 'UTC')::date))
          + (select count(*) from orders o, days d
              where d.a is not null and ${where} and o.store_created_at < least(d.first_full, d.b))
          + (select count(*) from orders o, days d
              where d.b is not null and ${where} and o.store_created_at >= greatest(d.last_full_end, d.first_full))
        )::int)`;
}

/** Lists counted order by order: name searches, and a team's orders (which no counter keeps). */
const isTextSearch = ({ filters }: OrderFilterContext) =>
  Boolean(filters.customerName || filters.studentName || filters.teamId);

export interface OrderListPage {
  rows: OrderListRow[];
  total: OrderTotal;
}

/**
 * One page of an order list and its total. Without a name search both come from one statement: the total's
 * single row joined to the page's rows (a page past the end gives that row alone), so a list is one call to the
 * database after the account's. A name search reads its page first: an estimate kept for the same search is
 * answered with it (so the total does not move while paging), a page that is not full tells the total, and only
 * otherwise is the total counted or estimated.
 */
export async function listOrderPageWithTotal(
  db: DbOrTx,
  context: OrderFilterContext,
  limit: number,
  offset: number,
): Promise<OrderListPage> {
  const where = orderConditions(context);
  if (isTextSearch(context)) {
    const key = searchKey(context);
    const kept = keptEstimate(db, key);
    if (kept !== undefined)
      return {
        rows: await listOrderPage(db, where, limit, offset),
        total: { total: kept, isEstimate: true },
      };
    const { rows, tablePages, cappedMatches } = await searchPageWithCount(db, where, limit, offset);
    // A page that is not full ends the list, so it tells the total: most searches for one family need no count.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) {
      return { rows, total: { total: offset + rows.length, isEstimate: false } };
    }
    return { rows, total: await textSearchTotal(db, where, key, { tablePages, cappedMatches }) };
  }
  const { rows, head } = await pageWithHead<{ listTotal: number }>(
    db,
    sql`select ${counterTotal(context, where)} as "listTotal"`,
    where,
    limit,
    offset,
  );
  return { rows, total: { total: head?.listTotal ?? 0, isEstimate: false } };
}

interface OrderDetailRow extends OrderListRow, OrderShippingFields {
  groupName: string | null;
  buyerPhone: string;
  sellerEmail: string;
  note: string;
  deletedAt: Date | string | null;
}

/** Administrators can open any order, deleted ones included (for audit); a group sees its own real orders. */
export async function findOrder(db: DbOrTx, orderId: string, scope: OrderScope) {
  const scoped =
    scope.kind === 'group' ? sql`and o.group_id = ${scope.groupId} and ${realOrder('o')}` : sql``;
  const [row] = await queryRows<OrderDetailRow>(
    db,
    sql`select ${ORDER_LIST_COLUMNS}, g.name as "groupName", o.seller_email as "sellerEmail",
          o.shipping_cents::float8 as "shippingCents", o.shipping_method as "shippingMethod",
          o.shipping_address1 as "shippingAddress1", o.shipping_address2 as "shippingAddress2",
          o.shipping_city as "shippingCity", o.shipping_province as "shippingProvince",
          o.shipping_zip as "shippingZip", o.shipping_country as "shippingCountry",
          o.financial_status as "financialStatus", o.note, o.deleted_at as "deletedAt",
          o.buyer_phone as "buyerPhone"
        from orders o left join groups g on g.id = o.group_id
        where o.id = ${orderId} ${scoped}`,
  );
  return row;
}

export function findOrderItems(db: DbOrTx, orderId: string) {
  return queryRows<{ productName: string; priceCents: number; quantity: number }>(
    db,
    sql`select product_name as "productName", price_cents::float8 as "priceCents", quantity
        from order_items where order_id = ${orderId} order by position`,
  );
}

export function findOrderHistory(db: DbOrTx, orderId: string) {
  return queryRows<{
    fromStatus: string | null;
    toStatus: string;
    changedByKind: string;
    changedByName: string;
    changedAt: Date | string;
  }>(
    db,
    sql`select from_status as "fromStatus", to_status as "toStatus", changed_by_kind as "changedByKind",
          changed_by_name as "changedByName", changed_at as "changedAt"
        from order_status_history where order_id = ${orderId} order by changed_at, id`,
  );
}

export interface AttributionChangeRow {
  changedByKind: string;
  changedByName: string;
  changedAt: Date | string;
  fromGroupCode: string;
  fromCampaignName: string;
  fromSellerName: string;
  toGroupCode: string;
  toCampaignName: string;
  toSellerName: string;
  reason: string;
}

export function findAttributionHistory(db: DbOrTx, orderId: string) {
  return queryRows<AttributionChangeRow>(
    db,
    sql`select changed_by_kind as "changedByKind", changed_by_name as "changedByName", changed_at as "changedAt",
          from_group_code as "fromGroupCode", from_campaign_name as "fromCampaignName",
          from_seller_name as "fromSellerName", to_group_code as "toGroupCode",
          to_campaign_name as "toCampaignName", to_seller_name as "toSellerName", reason
        from order_attribution_changes where order_id = ${orderId} order by changed_at, id`,
  );
}

export async function lockOrderStatus(db: DbOrTx, orderId: string) {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from orders where id = ${orderId} for update`,
  );
  return row;
}

export async function setAdminStatus(
  db: DbOrTx,
  change: { orderId: string; from: string; to: string; adminId: string; adminName: string },
) {
  await db.execute(
    sql`update orders set status = ${change.to}, status_source = 'admin', updated_at = now() where id = ${change.orderId}`,
  );
  await db.execute(
    sql`insert into order_status_history (order_id, from_status, to_status, changed_by_kind, changed_by_admin_id, changed_by_name)
        values (${change.orderId}, ${change.from}, ${change.to}, 'admin', ${change.adminId}, ${change.adminName})`,
  );
}
