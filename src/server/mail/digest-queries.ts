import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder } from '../db/schema.js';

export interface DigestRecipient {
  kind: 'admin' | 'coordinator';
  id: string;
  name: string;
  email: string;
  groupId: string | null;
  groupName: string | null;
}

/** Staff with the digest on who have not had today's (by the idempotency keys of today's digests). */
export function digestRecipientsDue(db: DbOrTx, today: string) {
  return queryRows<DigestRecipient>(
    db,
    sql`select 'coordinator' as kind, k.id, k.name, k.email, k.group_id as "groupId", g.name as "groupName"
        from coordinators k join groups g on g.id = k.group_id
        where k.daily_digest and g.is_active
          and not exists (select 1 from mail_messages m
                          where m.idempotency_key = 'digest:coordinator:' || k.id || ':' || ${today})
        union all
        select 'admin' as kind, a.id, a.name, a.email, null, null
        from admins a
        where a.daily_digest
          and not exists (select 1 from mail_messages m
                          where m.idempotency_key = 'digest:admin:' || a.id || ':' || ${today})`,
  );
}

export interface DigestCampaignRow {
  campaignId: string;
  campaignName: string;
  groupId: string;
  groupName: string;
  orderCount: number;
  salesCents: number;
  paperOrderCount: number;
  shareLinkVisits: number;
  shareLinkOrders: number;
}

/**
 * Yesterday's figures of every campaign running yesterday or today, of every active group: counted orders and
 * sales from the report tallies, paper orders entered, hand-offs and orders through share links. "Yesterday" is
 * the calendar day in the portal's time zone.
 */
export function digestCampaigns(db: DbOrTx, range: { yesterday: string; today: string; timeZone: string }) {
  const { yesterday, today, timeZone } = range;
  const dayOf = (column: string) =>
    sql`(${sql.raw(column)} at time zone ${timeZone})::date = ${yesterday}::date`;
  return queryRows<DigestCampaignRow>(
    db,
    sql`select c.id as "campaignId", c.name as "campaignName", g.id as "groupId", g.name as "groupName",
          coalesce(d.orders, 0)::int as "orderCount", exact_cents(coalesce(d.sales, 0)) as "salesCents",
          (select count(*) from paper_orders p where p.campaign_id = c.id and ${dayOf('p.created_at')})::int
            as "paperOrderCount",
          (select count(*) from store_handoffs h
            where h.campaign_id = c.id and h.source = 'share_link' and ${dayOf('h.created_at')})::int
            as "shareLinkVisits",
          (select count(*) from orders o join store_handoffs h on h.id = o.handoff_id
            where o.campaign_id = c.id and h.source = 'share_link' and ${countedOrder('o')}
              and ${dayOf('o.store_created_at')})::int as "shareLinkOrders"
        from campaigns c
        join groups g on g.id = c.group_id
        left join lateral (
          select sum(r.order_count) as orders, sum(r.sales_cents) as sales from report_seller_days r
          where r.campaign_id = c.id and r.group_id = c.group_id and r.day = ${yesterday}::date
        ) d on true
        where c.is_active and g.is_active and c.start_date <= ${today}::date and c.end_date >= ${yesterday}::date
        order by g.name, c.start_date, c.name`,
  );
}

export async function setStaffDailyDigest(
  db: DbOrTx,
  staff: { kind: 'admin' | 'coordinator'; id: string },
  on: boolean,
): Promise<boolean> {
  const table = sql.raw(staff.kind === 'admin' ? 'admins' : 'coordinators');
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${table} set daily_digest = ${on} where id = ${staff.id} returning id`,
  );
  return rows.length > 0;
}

export async function findStaffMailSettings(
  db: DbOrTx,
  staff: { kind: 'admin' | 'coordinator'; id: string },
) {
  const table = sql.raw(staff.kind === 'admin' ? 'admins' : 'coordinators');
  const [row] = await queryRows<{ email: string; dailyDigest: boolean }>(
    db,
    sql`select email, daily_digest as "dailyDigest" from ${table} where id = ${staff.id}`,
  );
  return row;
}
