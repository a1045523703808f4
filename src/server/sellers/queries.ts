import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../db/database.js';

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
  sellerTeamId: string | null;
  /** How many teams the group has: their names are read apart (`groupTeamChoices`) only when it has some. */
  teamCount: number;
  /** A group that imported a roster signs its sellers in apart (`signInRosterSeller`), and no seller was written. */
  hasRoster: boolean;
  campaignId: string | null;
  campaignName: string | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean | null;
  goalCents: number | null;
  donationsEnabled: boolean | null;
  donationAmountsCents: number[] | null;
  donationMinimumCents: number | null;
  donationProduct: string | null;
  /** The campaign's creation time in whole milliseconds since the epoch (both drivers read a float8 alike). */
  createdAtMs: number | null;
}

/**
 * A seller's sign-in in one statement (one round trip, planned once per connection on PostgreSQL): the active
 * group whose code matches case-insensitively, its current campaigns (active, and whose dates include `today`,
 * as `isCurrentCampaignOf` in campaigns/queries.ts; soonest ending first), and, only when there is one, the
 * upsert of the seller: the same e-mail and the same name (trimmed, case-insensitive) in the same group are the
 * same seller, whose stored name is kept (a login never renames a seller), and the sign-in time is recorded. A
 * sibling logging in with the same e-mail under another name is another seller. A group that imported a roster
 * writes no seller here: `signInRosterSeller` does, in a statement of its own. No row when there is no such group.
 */
export function signInSeller(
  database: Database,
  values: {
    groupCode: string;
    today: string;
    name: string;
    firstName: string;
    lastName: string;
    email: string;
  },
) {
  return database.preparedRows<SellerSignInRow>(
    'seller-sign-in',
    sql`
    with g as (
      select id, code, name, organization_name, team_count, has_roster from groups
      where lower(code) = lower(${values.groupCode}) and is_active
      limit 1
    ), c as (
      select c.id, c.name, c.description, c.start_date, c.end_date, c.is_active, c.goal_cents, c.created_at,
        c.donations_enabled, c.donation_amounts_cents, c.donation_minimum_cents, c.donation_product
      from campaigns c join g on c.group_id = g.id
      where c.is_active and c.start_date <= ${values.today}::date and c.end_date >= ${values.today}::date
    ), s as (
      insert into sellers (group_id, name, first_name, last_name, email)
      select g.id, ${values.name}, ${values.firstName}, ${values.lastName}, ${values.email}
      from g where exists (select from c) and not g.has_roster
      on conflict (group_id, lower(email), lower(btrim(name))) where email <> ''
      do update set last_login_at = now()
      returning id, name, email, token_version, team_id
    )
    select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
      g.organization_name as "organizationName", g.team_count as "teamCount", g.has_roster as "hasRoster",
      s.id as "sellerId", s.name as "sellerName", s.email as "sellerEmail",
      s.token_version as "sellerTokenVersion", s.team_id as "sellerTeamId",
      c.id as "campaignId", c.name as "campaignName", c.description, c.start_date::text as "startDate",
      c.end_date::text as "endDate", c.is_active as "isActive", c.goal_cents::float8 as "goalCents",
      c.donations_enabled as "donationsEnabled", c.donation_amounts_cents as "donationAmountsCents",
      c.donation_minimum_cents as "donationMinimumCents", c.donation_product as "donationProduct",
      floor(extract(epoch from c.created_at) * 1000)::float8 as "createdAtMs"
    from g left join s on true left join c on true
    order by c.end_date, c.name`,
  );
}

export interface SignedInSellerRow {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  sellerTokenVersion: number;
  sellerTeamId: string | null;
}

/**
 * The seller of a group with a roster: the same e-mail and name is the same seller; otherwise a first login whose
 * name is an unclaimed roster entry of the group (no e-mail yet, never erased) takes that entry and its team;
 * otherwise a new seller. Sent unprepared, so it is planned for its values each time and always probes the indexes:
 * a plan kept from when the table was small would read every seller of the group at each login.
 */
export async function signInRosterSeller(
  db: DbOrTx,
  values: { groupId: string; name: string; firstName: string; lastName: string; email: string },
) {
  const [row] = await queryRows<SignedInSellerRow>(
    db,
    sql`with existing as (
          select p.id from sellers p
          where p.group_id = ${values.groupId} and p.email <> '' and lower(p.email) = lower(${values.email})
            and lower(btrim(p.name)) = lower(btrim(${values.name}))
        ), claimed as (
          update sellers r set email = ${values.email}, last_login_at = now()
          where r.id = (
              select u.id from sellers u
              where u.group_id = ${values.groupId} and u.on_roster and u.email = ''
                and lower(btrim(u.name)) = lower(btrim(${values.name}))
                and not exists (select 1 from seller_erasures e where e.seller_id = u.id)
              order by u.created_at, u.id
              limit 1)
            and r.email = '' and not exists (select from existing)
          returning r.id, r.name, r.email, r.token_version, r.team_id
        ), s as (
          insert into sellers (group_id, name, first_name, last_name, email)
          select ${values.groupId}, ${values.name}, ${values.firstName}, ${values.lastName}, ${values.email}
          where not exists (select from claimed)
          on conflict (group_id, lower(email), lower(btrim(name))) where email <> ''
          do update set last_login_at = now()
          returning id, name, email, token_version, team_id
        )
        select id as "sellerId", name as "sellerName", email as "sellerEmail", token_version as "sellerTokenVersion",
               team_id as "sellerTeamId"
        from (select * from claimed union all select * from s) who`,
  );
  return row!;
}

/** The group's teams to choose from (`_id`, `name`) for a seller's login. */
export function groupTeamChoices(db: DbOrTx, groupId: string) {
  return queryRows<{ _id: string; name: string }>(
    db,
    sql`select id as "_id", name from teams where group_id = ${groupId}`,
  );
}
