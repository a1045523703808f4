import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder, realOrder } from '../db/schema.js';

interface SalesTotals {
  orderCount: number;
  salesCents: number;
  sellerCount: number;
}

/** Cancelled orders count for nothing; sellers are told apart by trimmed, case-insensitive name. */
export async function groupSalesTotals(db: DbOrTx, groupId: string): Promise<SalesTotals> {
  const [row] = await queryRows<SalesTotals>(
    db,
    sql`select count(*)::int as "orderCount",
               exact_cents(coalesce(sum(total_cents), 0)) as "salesCents",
               count(distinct nullif(lower(btrim(seller_name)), ''))::int as "sellerCount"
        from orders
        where group_id = ${groupId} and ${countedOrder()}`,
  );
  return row!;
}

interface PortalTotals {
  groupCount: number;
  campaignCount: number;
  coordinatorCount: number;
  activeCampaigns: number;
  orderCount: number;
  salesCents: number;
  openOrdersCount: number;
}

export async function portalTotals(db: DbOrTx, today: string): Promise<PortalTotals> {
  const [row] = await queryRows<PortalTotals>(
    db,
    sql`select (select count(*) from groups)::int as "groupCount",
               (select count(*) from campaigns)::int as "campaignCount",
               (select count(*) from coordinators)::int as "coordinatorCount",
               (select count(*) from campaigns
                  where is_active and start_date <= ${today}::date and end_date >= ${today}::date)::int
                 as "activeCampaigns",
               totals.order_count as "orderCount",
               totals.sales_cents as "salesCents",
               totals.open_count as "openOrdersCount"
        from (select count(*) filter (where ${countedOrder()})::int as order_count,
                     exact_cents(coalesce(sum(total_cents) filter (where ${countedOrder()}), 0)) as sales_cents,
                     count(*) filter (where status = 'open')::int as open_count
              from orders where ${realOrder()}) totals`,
  );
  return row!;
}

interface RecentOrderRow {
  id: string;
  shopifyOrderNumber: string;
  groupCode: string;
  sellerName: string;
  totalCents: number;
  status: string;
  storeCreatedAt: string | Date;
}

export function recentOrders(db: DbOrTx, limit: number): Promise<RecentOrderRow[]> {
  return queryRows<RecentOrderRow>(
    db,
    sql`select id, shopify_order_number as "shopifyOrderNumber", group_code as "groupCode",
               seller_name as "sellerName", total_cents::float8 as "totalCents", status,
               store_created_at as "storeCreatedAt"
        from orders
        where ${realOrder()}
        order by store_created_at desc, id desc
        limit ${limit}`,
  );
}
