import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

export interface TeamRow {
  id: string;
  name: string;
  leaderName: string;
  sellerCount: number;
  rosterCount: number;
  /** Whether a seller (not erased) or an order is in the team: then it cannot be removed. */
  inUse: boolean;
}

/** Erased sellers keep their team for the results but are nobody's roster entry any more. */
const LIVING_SELLER = sql`not exists (select 1 from seller_erasures e where e.seller_id = s.id)`;

/** The group's teams with how many sellers (and roster entries) and orders are in each. */
export function findTeams(db: DbOrTx, groupId: string) {
  return queryRows<TeamRow>(
    db,
    sql`select t.id, t.name, t.leader_name as "leaderName",
               (select count(*)::int from sellers s where s.team_id = t.id and ${LIVING_SELLER}) as "sellerCount",
               (select count(*)::int from sellers s where s.team_id = t.id and s.on_roster and ${LIVING_SELLER})
                 as "rosterCount",
               (exists (select 1 from sellers s where s.team_id = t.id and ${LIVING_SELLER})
                or exists (select 1 from orders o where o.team_id = t.id)) as "inUse"
        from teams t
        where t.group_id = ${groupId}`,
  );
}

/**
 * Keeps the group's own record of its teams (`team_count`) and, after a roster import, that it has a roster: what
 * the seller login reads with the group.
 */
export async function recordGroupTeams(db: DbOrTx, groupId: string, options: { roster?: boolean } = {}) {
  await db.execute(
    sql`update groups set team_count = (select count(*)::int from teams where group_id = ${groupId})
          ${options.roster ? sql`, has_roster = true` : sql``}
        where id = ${groupId}`,
  );
}

/** The group itself is the lock of its teams and roster: edits of one group take turns. */
export async function lockGroup(db: DbOrTx, groupId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from groups where id = ${groupId} for update`,
  );
  return rows.length > 0;
}

export async function groupExists(db: DbOrTx, groupId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from groups where id = ${groupId}`);
  return rows.length > 0;
}

export async function findTeam(db: DbOrTx, groupId: string, teamId: string) {
  const [row] = await queryRows<{ id: string; name: string; leaderName: string }>(
    db,
    sql`select id, name, leader_name as "leaderName" from teams where id = ${teamId} and group_id = ${groupId}`,
  );
  return row;
}

/** Removes teams nobody living is in: erased sellers, who keep their team for the results, leave it first. */
export async function deleteTeams(db: DbOrTx, teamIds: string[]) {
  if (teamIds.length === 0) return;
  await db.execute(
    sql`update sellers set team_id = null
        where team_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(teamIds)}::jsonb))`,
  );
  await db.execute(
    sql`delete from teams where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(teamIds)}::jsonb))`,
  );
}

/**
 * Renames and re-leads existing teams in two steps, so that two teams may swap names: first every changed team
 * takes a name nobody can have (its id), then its new one.
 */
export async function updateTeams(db: DbOrTx, teams: { id: string; name: string; leaderName: string }[]) {
  if (teams.length === 0) return;
  const values = JSON.stringify(teams);
  await db.execute(
    sql`update teams t set name = t.id::text
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, name text, "leaderName" text)
        where t.id = v.id and t.name <> v.name`,
  );
  await db.execute(
    sql`update teams t set name = v.name, leader_name = v."leaderName", updated_at = now()
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, name text, "leaderName" text)
        where t.id = v.id and (t.name <> v.name or t.leader_name <> v."leaderName")`,
  );
}

export async function insertTeams(
  db: DbOrTx,
  groupId: string,
  teams: { name: string; leaderName: string }[],
) {
  if (teams.length === 0) return [];
  return queryRows<{ id: string; name: string }>(
    db,
    sql`insert into teams (group_id, name, leader_name)
        select ${groupId}, v.name, v."leaderName"
        from jsonb_to_recordset(${JSON.stringify(teams)}::jsonb) as v(name text, "leaderName" text)
        returning id, name`,
  );
}

/** Every seller and order of `fromId` goes to `intoId` (ended campaigns too: a merge is one team under two names). */
export async function moveTeamInto(db: DbOrTx, fromId: string, intoId: string) {
  await db.execute(sql`update sellers set team_id = ${intoId} where team_id = ${fromId}`);
  await db.execute(sql`update orders set team_id = ${intoId} where team_id = ${fromId}`);
}

/** Revokes the team's published pages; answers their tokens, so the caches can forget them. */
export async function revokeTeamPagesOfTeam(db: DbOrTx, teamId: string) {
  const rows = await queryRows<{ token: string }>(
    db,
    sql`update team_pages set revoked_at = now() where team_id = ${teamId} and revoked_at is null returning token`,
  );
  return rows.map((row) => row.token);
}

export interface RosterRow {
  id: string;
  name: string;
  teamId: string | null;
  teamName: string | null;
  onRoster: boolean;
  hasLoggedIn: boolean;
  sellerCode: string | null;
  /** A family child: the link's id (null for any other seller), its consent's agreement and its withdrawal. */
  familyChildId: string | null;
  consentedAt: Date | string | null;
  childWithdrawnAt: Date | string | null;
}

const rosterColumns = sql`s.id, s.name, s.team_id as "teamId", t.name as "teamName", s.on_roster as "onRoster",
  s.email <> '' as "hasLoggedIn", s.seller_code as "sellerCode", fc.id as "familyChildId", c.agreed_at as "consentedAt",
  fc.withdrawn_at as "childWithdrawnAt"`;

/** The seller's team and, for a family child, its link (one at most per seller) and the consent it was added under. */
const rosterJoins = sql`left join teams t on t.id = s.team_id
  left join family_children fc on fc.seller_id = s.id
  left join consents c on c.id = fc.consent_id`;

/**
 * The group's sellers with their teams: erased ones left out, and waiting ones (a first name and class that matched
 * no child), which the Teams screen lists apart until staff or a parent joins them to a child.
 */
export function findRoster(db: DbOrTx, groupId: string) {
  return queryRows<RosterRow>(
    db,
    sql`select ${rosterColumns}
        from sellers s ${rosterJoins}
        where s.group_id = ${groupId} and ${LIVING_SELLER} and not s.waiting`,
  );
}

export async function findRosterSeller(db: DbOrTx, groupId: string, sellerId: string) {
  const [row] = await queryRows<RosterRow>(
    db,
    sql`select ${rosterColumns}
        from sellers s ${rosterJoins}
        where s.id = ${sellerId} and s.group_id = ${groupId} and ${LIVING_SELLER} and not s.waiting`,
  );
  return row;
}

/**
 * Puts the sellers in a team (or none) and moves their orders of the campaigns that have not ended by `today` with
 * them; the results of ended campaigns stay as they were.
 */
export async function setSellersTeam(db: DbOrTx, sellerIds: string[], teamId: string | null, today: string) {
  if (sellerIds.length === 0) return;
  const ids = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(sellerIds)}::jsonb))`;
  await db.execute(sql`update sellers set team_id = ${teamId} where id in ${ids}`);
  await db.execute(
    sql`update orders o set team_id = ${teamId}
        from campaigns c
        where o.seller_id in ${ids} and c.id = o.campaign_id and c.end_date >= ${today}::date
          and o.team_id is distinct from ${teamId}::uuid`,
  );
}

/** The group's sellers by trimmed, lower-cased name (erased ones left out), for matching a roster file. */
export function findSellersByName(db: DbOrTx, groupId: string) {
  return queryRows<{ id: string; key: string; teamId: string | null }>(
    db,
    sql`select s.id, lower(btrim(s.name)) as key, s.team_id as "teamId"
        from sellers s where s.group_id = ${groupId} and ${LIVING_SELLER}`,
  );
}

export async function markOnRoster(db: DbOrTx, sellerIds: string[]) {
  if (sellerIds.length === 0) return;
  await db.execute(
    sql`update sellers set on_roster = true
        where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(sellerIds)}::jsonb))
          and not on_roster`,
  );
}

/** New roster entries: sellers without an e-mail until their first login claims them. */
export async function insertRosterEntries(
  db: DbOrTx,
  groupId: string,
  entries: { name: string; firstName: string; lastName: string; teamId: string | null }[],
) {
  if (entries.length === 0) return;
  await db.execute(
    sql`insert into sellers (group_id, name, first_name, last_name, email, team_id, on_roster)
        select ${groupId}, v.name, v."firstName", v."lastName", '', v."teamId", true
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
          as v(name text, "firstName" text, "lastName" text, "teamId" uuid)`,
  );
}

export interface TeamPageRow {
  id: string;
  token: string;
  kind: 'team' | 'group';
  teamId: string | null;
  showSellers: boolean;
  createdAt: Date | string;
}

const teamPageColumns = sql`id, token, kind, team_id as "teamId", show_sellers as "showSellers", created_at as "createdAt"`;

export function findActiveTeamPages(db: DbOrTx, campaignId: string) {
  return queryRows<TeamPageRow>(
    db,
    sql`select ${teamPageColumns} from team_pages where campaign_id = ${campaignId} and revoked_at is null`,
  );
}

/**
 * The active page of a team (or the campaign's leaderboard when `teamId` is null), made with `token` when there is
 * none; an existing team page takes the new `showSellers`.
 */
export async function upsertTeamPage(
  db: DbOrTx,
  page: { groupId: string; campaignId: string; teamId: string | null; token: string; showSellers: boolean },
): Promise<TeamPageRow> {
  const kind = page.teamId === null ? 'group' : 'team';
  const existing = await queryRows<TeamPageRow>(
    db,
    sql`update team_pages set show_sellers = ${page.showSellers}
        where campaign_id = ${page.campaignId} and kind = ${kind} and revoked_at is null
          and team_id is not distinct from ${page.teamId}::uuid
        returning ${teamPageColumns}`,
  );
  if (existing[0]) return existing[0];
  // Two first publications at once: the one that loses the race to the active-page index takes the other's page.
  const [created] = await queryRows<TeamPageRow>(
    db,
    sql`insert into team_pages (token, kind, group_id, campaign_id, team_id, show_sellers)
        values (${page.token}, ${kind}, ${page.groupId}, ${page.campaignId}, ${page.teamId}, ${page.showSellers})
        on conflict do nothing
        returning ${teamPageColumns}`,
  );
  return created ?? upsertTeamPage(db, page);
}

export async function revokeTeamPage(db: DbOrTx, campaignId: string, teamId: string | null) {
  const kind = teamId === null ? 'group' : 'team';
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`update team_pages set revoked_at = now()
        where campaign_id = ${campaignId} and kind = ${kind} and revoked_at is null
          and team_id is not distinct from ${teamId}::uuid
        returning token`,
  );
  return row?.token;
}

export interface PublicTeamPageRow {
  kind: 'team' | 'group';
  groupId: string;
  groupName: string;
  organizationName: string;
  campaignId: string;
  campaignName: string;
  startDate: string;
  endDate: string;
  goalCents: number | null;
  teamId: string | null;
  teamName: string | null;
  showSellers: boolean;
}

/** An active public page by token, with its group, campaign and team. */
export async function findActivePublicTeamPage(db: DbOrTx, token: string) {
  const [row] = await queryRows<PublicTeamPageRow>(
    db,
    sql`select p.kind, g.id as "groupId", g.name as "groupName", g.organization_name as "organizationName",
               c.id as "campaignId", c.name as "campaignName", c.start_date::text as "startDate",
               c.end_date::text as "endDate", c.goal_cents::float8 as "goalCents",
               p.team_id as "teamId", t.name as "teamName", p.show_sellers as "showSellers"
        from team_pages p
        join groups g on g.id = p.group_id
        join campaigns c on c.id = p.campaign_id
        left join teams t on t.id = p.team_id
        where p.token = ${token} and p.revoked_at is null`,
  );
  return row;
}

/** The tokens of the group's active pages, so the caches can forget them when the group's teams change. */
export async function findActiveTeamPageTokensOfGroup(db: DbOrTx, groupId: string) {
  const rows = await queryRows<{ token: string }>(
    db,
    sql`select token from team_pages where group_id = ${groupId} and revoked_at is null`,
  );
  return rows.map((row) => row.token);
}

/** The team's sellers (erased ones left out) with their counted orders in the campaign, for its public page. */
export function findTeamSellerOrderCounts(db: DbOrTx, groupId: string, campaignId: string, teamId: string) {
  return queryRows<{ name: string; firstName: string; lastName: string; orderCount: number }>(
    db,
    sql`select s.name, s.first_name as "firstName", s.last_name as "lastName",
               coalesce((select sum(r.order_count)::int from report_seller_days r
                         where r.group_id = ${groupId} and r.campaign_id = ${campaignId} and r.team_id = ${teamId}
                           and lower(r.seller_name) = lower(btrim(s.name))), 0) as "orderCount"
        from sellers s
        where s.team_id = ${teamId} and ${LIVING_SELLER}`,
  );
}
