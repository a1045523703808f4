import type { z } from 'zod';
import type { TTeam, ZPutTeamsBody } from '../../shared/api/teams.js';
import { compareTeamNames, teamNameKey } from '../../shared/team-names.js';
import type { AppContext } from '../context.js';
import { fail, type FieldProblem } from '../errors.js';
import { isId } from '../lib/ids.js';
import {
  deleteTeams,
  findActiveTeamPageTokensOfGroup,
  findTeam,
  findTeams,
  groupExists,
  insertTeams,
  lockGroup,
  moveTeamInto,
  recordGroupTeams,
  revokeTeamPagesOfTeam,
  updateTeams,
  type TeamRow,
} from './queries.js';
import { forgetTeamPages } from '../share-links/team-page-cache.js';
import type { DbOrTx } from '../db/database.js';

const presentTeam = (row: TeamRow): TTeam => ({
  _id: row.id,
  name: row.name,
  leaderName: row.leaderName,
  sellerCount: row.sellerCount,
  rosterCount: row.rosterCount,
});

async function teamList(db: DbOrTx, groupId: string): Promise<TTeam[]> {
  return (await findTeams(db, groupId)).sort((a, b) => compareTeamNames(a.name, b.name)).map(presentTeam);
}

export async function requireGroupId(ctx: AppContext, groupId: string) {
  if (!isId(groupId) || !(await groupExists(ctx.db, groupId))) throw fail('GROUP_NOT_FOUND');
}

export async function listTeams(ctx: AppContext, groupId: string): Promise<TTeam[]> {
  await requireGroupId(ctx, groupId);
  return teamList(ctx.db, groupId);
}

/**
 * Replaces the group's teams with `body.teams`: new ones made, listed ones renamed, the rest removed. An id that is
 * not one of the group's teams and two teams of one name are refused by field; removing a team sellers or orders
 * are in is refused whole (rename or merge it instead). The group's row is the lock, so two editors take turns.
 */
export async function putTeams(
  ctx: AppContext,
  groupId: string,
  body: z.output<typeof ZPutTeamsBody>,
): Promise<TTeam[]> {
  await requireGroupId(ctx, groupId);
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const current = await findTeams(tx, groupId);
    const byId = new Map(current.map((team) => [team.id, team]));
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    body.teams.forEach((team, index) => {
      if (team._id !== undefined && (!isId(team._id) || !byId.has(team._id))) {
        problems.push({ field: `teams.${index}._id`, code: 'TEAM_NOT_FOUND' });
      }
      const key = teamNameKey(team.name);
      if (seen.has(key)) problems.push({ field: `teams.${index}.name`, code: 'TEAM_NAME_TWICE' });
      seen.add(key);
    });
    if (problems.length > 0) throw fail('INVALID_REQUEST', undefined, problems);
    const kept = new Set(body.teams.flatMap((team) => (team._id ? [team._id] : [])));
    const removed = current.filter((team) => !kept.has(team.id));
    const inUse = removed.find((team) => team.inUse);
    if (inUse) throw fail('TEAM_HAS_SELLERS', { name: inUse.name });
    // A renamed team's pages show the new name at once: every page of the group is read afresh.
    const tokens = await findActiveTeamPageTokensOfGroup(tx, groupId);
    for (const team of removed) tokens.push(...(await revokeTeamPagesOfTeam(tx, team.id)));
    await deleteTeams(
      tx,
      removed.map((team) => team.id),
    );
    await updateTeams(
      tx,
      body.teams.flatMap((team) =>
        team._id ? [{ id: team._id, name: team.name, leaderName: team.leaderName ?? '' }] : [],
      ),
    );
    await insertTeams(
      tx,
      groupId,
      body.teams.flatMap((team) =>
        team._id ? [] : [{ name: team.name, leaderName: team.leaderName ?? '' }],
      ),
    );
    await recordGroupTeams(tx, groupId);
    forgetTeamPages(ctx, tokens);
    return teamList(tx, groupId);
  });
}

/**
 * Merges a team into another: its sellers and every order it counted (ended campaigns too) move, its public
 * pages are revoked, and it is removed.
 */
export async function mergeTeam(
  ctx: AppContext,
  groupId: string,
  teamId: string,
  intoTeamId: string,
): Promise<TTeam[]> {
  await requireGroupId(ctx, groupId);
  if (!isId(teamId) || !isId(intoTeamId)) throw fail('TEAM_NOT_FOUND');
  if (teamId === intoTeamId) throw fail('TEAM_MERGE_INTO_ITSELF');
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const from = await findTeam(tx, groupId, teamId);
    const into = await findTeam(tx, groupId, intoTeamId);
    if (!from || !into) throw fail('TEAM_NOT_FOUND');
    await moveTeamInto(tx, from.id, into.id);
    const tokens = await revokeTeamPagesOfTeam(tx, from.id);
    await deleteTeams(tx, [from.id]);
    await recordGroupTeams(tx, groupId);
    forgetTeamPages(ctx, tokens);
    return teamList(tx, groupId);
  });
}
