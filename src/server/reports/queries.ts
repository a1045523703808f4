import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder, NO_TEAM_KEY } from '../db/schema.js';

/**
 * Reads of the report tallies (report_seller_days, report_product_days, kept by triggers: see
 * `db/functions/07-report-tally-order.sql` and the files after it).
 * Each answers in one statement whatever the number of sellers, days or campaigns; product rows are summed over
 * their slots.
 */

/** `(id, id, …)` for `in`; callers never pass an empty list. */
const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** Tally rows of one team when a report is narrowed to it; every row otherwise. */
const ofTeam = (teamId: string | undefined) => (teamId ? sql`and team_id = ${teamId}::uuid` : sql``);

/** Counts days in PORTAL_TIMEZONE: rebuilds the tallies when they were kept in another zone. */
export async function useReportTimeZone(db: DbOrTx, timeZone: string): Promise<void> {
  await db.execute(sql`select report_tallies_use_time_zone(${timeZone})`);
}

export interface ReportCampaignRow {
  id: string;
  groupId: string;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  goalCents: number | null;
  groupCode: string;
  groupName: string;
  profitShareBasisPoints: number | null;
}

const campaignColumns = sql`c.id, c.group_id as "groupId", c.name, c.start_date::text as "startDate",
  c.end_date::text as "endDate", c.is_active as "isActive", c.goal_cents::float8 as "goalCents",
  g.code as "groupCode", g.name as "groupName", g.profit_share_basis_points as "profitShareBasisPoints"`;

export async function findReportCampaign(db: DbOrTx, groupId: string, campaignId: string) {
  const [row] = await queryRows<ReportCampaignRow>(
    db,
    sql`select ${campaignColumns}
        from campaigns c join groups g on g.id = c.group_id
        where c.id = ${campaignId} and c.group_id = ${groupId}`,
  );
  return row;
}

/** The group's campaigns that are active and whose dates include `today`, soonest ending first. */
export function findCurrentReportCampaigns(db: DbOrTx, groupId: string, today: string) {
  return queryRows<ReportCampaignRow>(
    db,
    sql`select ${campaignColumns}
        from campaigns c join groups g on g.id = c.group_id
        where c.group_id = ${groupId} and c.is_active
          and c.start_date <= ${today}::date and c.end_date >= ${today}::date
        order by c.end_date, c.name`,
  );
}

export interface SellerTallyRow {
  campaignId: string;
  /** The trimmed, lower-cased name that tells sellers apart; '' for orders without a seller name. */
  sellerKey: string;
  name: string;
  orderCount: number;
  itemCount: number;
  salesCents: number;
  productSalesCents: number;
  donationCents: number;
}

/** Every seller of the campaigns with their totals (the unnamed orders under the key ''). */
export function sellerTallies(db: DbOrTx, groupId: string, campaignIds: string[], teamId?: string) {
  return queryRows<SellerTallyRow>(
    db,
    sql`select campaign_id as "campaignId", lower(seller_name) as "sellerKey", min(seller_name collate "C") filter (where order_count > 0) as name,
               sum(order_count)::int as "orderCount", sum(item_count)::float8 as "itemCount",
               exact_cents(sum(sales_cents)) as "salesCents", exact_cents(sum(product_sales_cents)) as "productSalesCents",
               exact_cents(sum(donation_cents)) as "donationCents"
        from report_seller_days
        where group_id = ${groupId} and campaign_id in ${idList(campaignIds)} ${ofTeam(teamId)}
        group by campaign_id, lower(seller_name)
        having sum(order_count) > 0`,
  );
}

export interface DayTallyRow {
  campaignId: string;
  day: string;
  orderCount: number;
  salesCents: number;
}

/** Orders and sales per campaign and day, for the days in [from, to]. */
export function dayTallies(
  db: DbOrTx,
  groupId: string,
  campaignIds: string[],
  from: string,
  to: string,
  teamId?: string,
) {
  return queryRows<DayTallyRow>(
    db,
    sql`select campaign_id as "campaignId", day::text as day, sum(order_count)::int as "orderCount",
               exact_cents(sum(sales_cents)) as "salesCents"
        from report_seller_days
        where group_id = ${groupId} and campaign_id in ${idList(campaignIds)} ${ofTeam(teamId)}
          and day between ${from}::date and ${to}::date
        group by campaign_id, day
        having sum(order_count) <> 0 or sum(sales_cents) <> 0`,
  );
}

/** The first and last day with counted orders of the campaign, if it has any. */
export async function campaignDayRange(db: DbOrTx, groupId: string, campaignId: string, teamId?: string) {
  const [row] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(day)::text as first, max(day)::text as last
        from report_seller_days
        where group_id = ${groupId} and campaign_id = ${campaignId} and order_count > 0 ${ofTeam(teamId)}`,
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
}

export interface ProductTallyRow {
  name: string;
  quantity: number;
  salesCents: number;
}

export function productTallies(db: DbOrTx, groupId: string, campaignId: string) {
  return queryRows<ProductTallyRow>(
    db,
    sql`select product_name as name, sum(quantity)::float8 as quantity, exact_cents(sum(sales_cents)) as "salesCents"
        from report_product_days
        where group_id = ${groupId} and campaign_id = ${campaignId}
        group by product_name
        having sum(quantity) > 0
        order by sum(quantity) desc, product_name collate "C"`,
  );
}

/**
 * One team's products in a campaign, from its counted orders (the product tallies are not kept per team: a team
 * is a small share of a campaign's orders, read through the orders' team index).
 */
export function teamProductTallies(db: DbOrTx, groupId: string, campaignId: string, teamId: string) {
  return queryRows<ProductTallyRow>(
    db,
    sql`select i.product_name as name, sum(i.quantity)::float8 as quantity,
               exact_cents(sum(i.quantity::bigint * i.price_cents)) as "salesCents"
        from orders o join order_items i on i.order_id = o.id
        where o.team_id = ${teamId} and o.group_id = ${groupId} and o.campaign_id = ${campaignId}
          and ${countedOrder('o')}
        group by i.product_name
        having sum(i.quantity) > 0
        order by sum(i.quantity) desc, i.product_name collate "C"`,
  );
}

export interface TeamTallyRow {
  campaignId: string;
  /** null for the orders without a team. */
  teamId: string | null;
  orderCount: number;
  salesCents: number;
  productSalesCents: number;
  donationCents: number;
  sellersWithOrders: number;
}

/** Each team's totals in the campaigns, and how many of its sellers (by name) have a counted order. */
export function teamTallies(db: DbOrTx, groupId: string, campaignIds: string[]) {
  return queryRows<TeamTallyRow>(
    db,
    sql`select campaign_id as "campaignId", nullif(team_id, ${NO_TEAM_KEY}::uuid) as "teamId",
               sum(orders)::int as "orderCount", exact_cents(sum(sales)) as "salesCents",
               exact_cents(sum(product_sales)) as "productSalesCents", exact_cents(sum(donations)) as "donationCents",
               (count(*) filter (where orders > 0 and seller_key <> ''))::int as "sellersWithOrders"
        from (select campaign_id, team_id, lower(seller_name) as seller_key, sum(order_count) as orders,
                     sum(sales_cents) as sales, sum(product_sales_cents) as product_sales,
                     sum(donation_cents) as donations
              from report_seller_days
              where group_id = ${groupId} and campaign_id in ${idList(campaignIds)}
              group by campaign_id, team_id, lower(seller_name)) per_seller
        group by campaign_id, team_id
        having sum(orders) > 0`,
  );
}

export interface GroupTeamRow {
  id: string;
  name: string;
  leaderName: string;
  /** The team's sellers: roster entries and sellers who logged in (erased sellers left out). */
  rosterSize: number;
}

export function groupTeams(db: DbOrTx, groupId: string) {
  return queryRows<GroupTeamRow>(
    db,
    sql`select t.id, t.name, t.leader_name as "leaderName",
               (select count(*)::int from sellers s
                where s.team_id = t.id and not exists (select 1 from seller_erasures e where e.seller_id = s.id))
                 as "rosterSize"
        from teams t where t.group_id = ${groupId}`,
  );
}

/** Orders and sales of every group's campaigns per day, for the days in [from, to]. */
export function portalDayTallies(db: DbOrTx, from: string, to: string) {
  return queryRows<{ day: string; orderCount: number; salesCents: number }>(
    db,
    sql`select day::text as day, sum(order_count)::int as "orderCount", exact_cents(sum(sales_cents)) as "salesCents"
        from report_seller_days
        where day between ${from}::date and ${to}::date
        group by day`,
  );
}

export function topGroupsBySales(db: DbOrTx, from: string, to: string, limit: number) {
  return queryRows<{ id: string; code: string; name: string; orderCount: number; salesCents: number }>(
    db,
    sql`select g.id, g.code, g.name, t.order_count as "orderCount", t.sales_cents as "salesCents"
        from (select group_id, sum(order_count)::int as order_count, exact_cents(sum(sales_cents)) as sales_cents
              from report_seller_days
              where day between ${from}::date and ${to}::date
              group by group_id
              having sum(order_count) > 0) t
        join groups g on g.id = t.group_id
        order by t.sales_cents desc, g.name collate "C", g.id
        limit ${limit}`,
  );
}

export interface DistributionLineRow {
  teamId: string | null;
  orderId: string;
  orderNumber: string;
  sellerName: string;
  buyerName: string;
  buyerPhone: string;
  productName: string | null;
  quantity: number | null;
  donationCents: number;
}

/** One row per item of the campaign's counted orders (an order without items gives one row without product). */
export function distributionLines(db: DbOrTx, groupId: string, campaignId: string, teamId?: string) {
  return queryRows<DistributionLineRow>(
    db,
    sql`select o.team_id as "teamId", o.id as "orderId", o.shopify_order_number as "orderNumber", btrim(o.seller_name) as "sellerName",
               btrim(btrim(o.buyer_first_name) || ' ' || btrim(o.buyer_last_name)) as "buyerName",
               case when o.shipping_address1 = '' then o.buyer_phone else '' end as "buyerPhone",
               i.product_name as "productName", i.quantity, o.donation_cents::float8 as "donationCents"
        from orders o
        left join order_items i on i.order_id = o.id
        where o.group_id = ${groupId} and o.campaign_id = ${campaignId} and ${countedOrder('o')}
          ${teamId ? sql`and o.team_id = ${teamId}::uuid` : sql``}
        order by lower(btrim(o.seller_name)) = '', lower(btrim(o.seller_name)) collate "C", o.team_id nulls last,
                 o.store_created_at, o.id,
                 i.position`,
  );
}
