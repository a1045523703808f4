import { sql } from 'drizzle-orm';
import type { TSellerSignIn } from '../../shared/api/groups.js';
import { queryRows, type Database, type DbOrTx } from '../db/database.js';

/** One row per current campaign of the group (one row with the campaign columns null when none is). */
export interface SignInGroupRow {
  groupId: string;
  groupCode: string;
  groupName: string;
  organizationName: string;
  /** A `families` group signs its sellers in with first name and class: the seller login writes no seller. */
  sellerSignIn: TSellerSignIn;
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

/** The group and its current campaigns, and the seller the login wrote. */
export interface SellerSignInRow extends SignInGroupRow {
  /** Null when the group has no current campaign or signs in `families`: then no seller was written. */
  sellerId: string | null;
  sellerName: string | null;
  sellerEmail: string | null;
  /** The version the seller's token carries (see `sellers.token_version`). */
  sellerTokenVersion: number | null;
  sellerTeamId: string | null;
}

/**
 * A seller's sign-in in one statement (one round trip, planned once per connection on PostgreSQL): the active
 * group whose code matches case-insensitively, its current campaigns (active, and whose dates include `today`,
 * as `isCurrentCampaignOf` in campaigns/queries.ts; soonest ending first), and, only when there is one, the
 * upsert of the seller: the same e-mail and the same name (trimmed, case-insensitive) in the same group are the
 * same seller, whose stored name is kept (a login never renames a seller), and the sign-in time is recorded. A
 * sibling logging in with the same e-mail under another name is another seller. A group that imported a roster
 * writes no seller here: `signInRosterSeller` does, in a statement of its own; nor does a `families` group, whose
 * sellers give no e-mail (`loginInClass`). No row when there is no such group.
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
      select id, code, name, organization_name, team_count, has_roster, seller_sign_in from groups
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
      from g where exists (select from c) and not g.has_roster and g.seller_sign_in = 'students'
      on conflict (group_id, lower(email), lower(btrim(name))) where email <> ''
      do update set last_login_at = now()
      returning id, name, email, token_version, team_id
    )
    select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
      g.organization_name as "organizationName", g.team_count as "teamCount", g.has_roster as "hasRoster",
      g.seller_sign_in as "sellerSignIn", s.id as "sellerId", s.name as "sellerName", s.email as "sellerEmail",
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

/** The active group whose code matches case-insensitively, with its current campaigns (as `signInSeller` reads them). */
export function findSignInGroup(db: DbOrTx, groupCode: string, today: string) {
  return queryRows<SignInGroupRow>(
    db,
    sql`with g as (
          select id, code, name, organization_name, team_count, has_roster, seller_sign_in from groups
          where lower(code) = lower(${groupCode}) and is_active
          limit 1
        ), c as (
          select c.id, c.name, c.description, c.start_date, c.end_date, c.is_active, c.goal_cents, c.created_at,
            c.donations_enabled, c.donation_amounts_cents, c.donation_minimum_cents, c.donation_product
          from campaigns c join g on c.group_id = g.id
          where c.is_active and c.start_date <= ${today}::date and c.end_date >= ${today}::date
        )
        select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
          g.organization_name as "organizationName", g.team_count as "teamCount", g.has_roster as "hasRoster",
          g.seller_sign_in as "sellerSignIn",
          c.id as "campaignId", c.name as "campaignName", c.description, c.start_date::text as "startDate",
          c.end_date::text as "endDate", c.is_active as "isActive", c.goal_cents::float8 as "goalCents",
          c.donations_enabled as "donationsEnabled", c.donation_amounts_cents as "donationAmountsCents",
          c.donation_minimum_cents as "donationMinimumCents", c.donation_product as "donationProduct",
          floor(extract(epoch from c.created_at) * 1000)::float8 as "createdAtMs"
        from g left join c on true
        order by c.end_date, c.name`,
  );
}

/** A class's children a login in class may be: consented (the link and its consent not withdrawn), never erased. */
export function findConsentedChildrenOfClass(db: DbOrTx, groupId: string, teamId: string | null) {
  return queryRows<{ id: string; firstName: string }>(
    db,
    sql`select s.id, s.first_name as "firstName"
        from sellers s
        join family_children f on f.seller_id = s.id and f.withdrawn_at is null
        join consents c on c.id = f.consent_id and c.withdrawn_at is null
        where s.group_id = ${groupId} and s.team_id is not distinct from ${teamId}::uuid and not s.waiting
          and not exists (select 1 from seller_erasures e where e.seller_id = s.id)`,
  );
}

const SIGNED_IN_COLUMNS = sql`id as "sellerId", name as "sellerName", email as "sellerEmail",
  token_version as "sellerTokenVersion", team_id as "sellerTeamId", first_name as "firstName",
  last_name as "lastName"`;

export type ClassSignedInRow = SignedInSellerRow & { firstName: string; lastName: string };

/** Records a child's sign-in in class. */
export async function touchSellerSignIn(db: DbOrTx, sellerId: string) {
  const [row] = await queryRows<ClassSignedInRow>(
    db,
    sql`update sellers set last_login_at = now() where id = ${sellerId} returning ${SIGNED_IN_COLUMNS}`,
  );
  return row;
}

/** The class's waiting sellers, whose first names a login in class compares with its own. */
export function findWaitingSellersOfClass(db: DbOrTx, groupId: string, teamId: string | null) {
  return queryRows<{ id: string; firstName: string }>(
    db,
    sql`select id, first_name as "firstName" from sellers
        where group_id = ${groupId} and waiting and team_id is not distinct from ${teamId}::uuid`,
  );
}

/**
 * The group's waiting seller for a first name and class: made on first use (the first name only, no surname, no
 * e-mail), its sign-in recorded after. The waiting key makes two first logins at once one seller.
 */
export async function upsertWaitingSeller(
  db: DbOrTx,
  values: { groupId: string; teamId: string | null; firstName: string },
) {
  const [row] = await queryRows<ClassSignedInRow>(
    db,
    sql`insert into sellers (group_id, name, first_name, last_name, email, team_id, waiting)
        values (${values.groupId}, ${values.firstName}, ${values.firstName}, '', '', ${values.teamId}::uuid, true)
        on conflict (group_id, coalesce(team_id::text, ''), lower(btrim(first_name))) where waiting
        do update set last_login_at = now()
        returning ${SIGNED_IN_COLUMNS}`,
  );
  return row!;
}
