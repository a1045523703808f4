import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** One row per current campaign of the group (one row with the campaign and seller columns null when none is). */
export interface SellerSignInRow {
  groupId: string;
  groupCode: string;
  groupName: string;
  organizationName: string;
  /** Null when the group has no current campaign: then no seller was written. */
  sellerId: string | null;
  sellerName: string | null;
  sellerEmail: string | null;
  /** The version the seller's token carries (see `sellers.token_version`). */
  sellerTokenVersion: number | null;
  campaignId: string | null;
  campaignName: string | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean | null;
  goalCents: number | null;
  /** The campaign's creation time in whole milliseconds since the epoch (both drivers read a float8 alike). */
  createdAtMs: number | null;
}

/**
 * A seller's sign-in in one statement (one round trip, planned once per connection on PostgreSQL): the active
 * group whose code matches case-insensitively, its current campaigns (active, and whose dates include `today`,
 * as `isCurrentCampaignOf` in campaigns/queries.ts; soonest ending first), and, only when there is one, the
 * upsert of the seller: the same e-mail and the same name (trimmed, case-insensitive) in the same group are the
 * same seller, whose stored name is kept (a login never renames a seller), and the sign-in time is recorded. A
 * sibling logging in with the same e-mail under another name is another seller. No row when there is no such
 * group.
 */
export function signInSeller(
  database: Database,
  values: { groupCode: string; today: string; name: string; email: string },
) {
  return database.preparedRows<SellerSignInRow>(
    'seller-sign-in',
    sql`
    with g as (
      select id, code, name, organization_name from groups
      where lower(code) = lower(${values.groupCode}) and is_active
      limit 1
    ), c as (
      select c.id, c.name, c.description, c.start_date, c.end_date, c.is_active, c.goal_cents, c.created_at
      from campaigns c join g on c.group_id = g.id
      where c.is_active and c.start_date <= ${values.today}::date and c.end_date >= ${values.today}::date
    ), s as (
      insert into sellers (group_id, name, email)
      select g.id, ${values.name}, ${values.email} from g where exists (select from c)
      on conflict (group_id, lower(email), lower(btrim(name))) where email <> ''
      do update set last_login_at = now()
      returning id, name, email, token_version
    )
    select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
      g.organization_name as "organizationName",
      s.id as "sellerId", s.name as "sellerName", s.email as "sellerEmail",
      s.token_version as "sellerTokenVersion",
      c.id as "campaignId", c.name as "campaignName", c.description, c.start_date::text as "startDate",
      c.end_date::text as "endDate", c.is_active as "isActive", c.goal_cents::float8 as "goalCents",
      floor(extract(epoch from c.created_at) * 1000)::float8 as "createdAtMs"
    from g left join s on true left join c on true
    order by c.end_date, c.name`,
  );
}
