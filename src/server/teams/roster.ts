import { MAX_IMPORT_ROW_BYTES, type TImportProblem } from '../../shared/api/paper-orders.js';
import type { ROSTER_COLUMNS } from '../../shared/api/teams.js';
import {
  MAX_ROSTER_COLUMNS,
  MAX_ROSTER_ROWS,
  MAX_TEAMS,
  type TRosterImportResult,
  type TRosterSeller,
  type TTeamRef,
} from '../../shared/api/teams.js';
import { compareTeamNames, teamNameKey } from '../../shared/team-names.js';
import { ROSTER_IMPORT_MESSAGES as TEXT } from '../../shared/texts/teams.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { readCsv } from '../lib/csv-parse.js';
import { ImportProblems, refusalProblem } from '../lib/import-problems.js';
import { isId } from '../lib/ids.js';
import { readSellerName, type ReadSellerName } from '../lib/seller-name-parts.js';
import {
  findRoster,
  findRosterSeller,
  findSellersByName,
  findTeam,
  findTeams,
  insertRosterEntries,
  insertTeams,
  lockGroup,
  markOnRoster,
  recordGroupTeams,
  setSellersTeam,
  type RosterRow,
} from './queries.js';
import { requireGroupId } from './team-records.js';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const presentSeller = (row: RosterRow): TRosterSeller => ({
  _id: row.id,
  name: row.name,
  team: row.teamId && row.teamName !== null ? { _id: row.teamId, name: row.teamName } : null,
  onRoster: row.onRoster,
  hasLoggedIn: row.hasLoggedIn,
  sellerCode: row.sellerCode,
  family:
    row.familyChildId === null
      ? null
      : { consentedAt: isoOrNull(row.consentedAt), withdrawnAt: isoOrNull(row.childWithdrawnAt) },
});

const byName = (a: RosterRow, b: RosterRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1);

export async function listRoster(ctx: AppContext, groupId: string): Promise<TRosterSeller[]> {
  await requireGroupId(ctx, groupId);
  return (await findRoster(ctx.db, groupId)).sort(byName).map(presentSeller);
}

async function requireTeam(db: DbOrTx, groupId: string, teamId: string) {
  const team = isId(teamId) ? await findTeam(db, groupId, teamId) : undefined;
  if (!team) throw fail('TEAM_NOT_FOUND');
  return team;
}

/** Staff put a seller in a team (or none); their orders of campaigns that have not ended move with them. */
export async function setSellerTeam(
  ctx: AppContext,
  groupId: string,
  sellerId: string,
  teamId: string | null,
): Promise<TRosterSeller> {
  await requireGroupId(ctx, groupId);
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const seller = isId(sellerId) ? await findRosterSeller(tx, groupId, sellerId) : undefined;
    if (!seller) throw fail('SELLER_NOT_FOUND');
    if (teamId !== null) await requireTeam(tx, groupId, teamId);
    if (seller.teamId !== teamId) await setSellersTeam(tx, [seller.id], teamId, ctx.today());
    return presentSeller((await findRosterSeller(tx, groupId, sellerId))!);
  });
}

/**
 * A seller's own choice at the campaign step, once: choosing the team they are in again changes nothing, another
 * one is refused (staff change it).
 */
export async function chooseOwnTeam(
  ctx: AppContext,
  seller: { id: string; groupId: string },
  teamId: string,
): Promise<TTeamRef> {
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, seller.groupId);
    const team = await requireTeam(tx, seller.groupId, teamId);
    const own = await findRosterSeller(tx, seller.groupId, seller.id);
    if (!own) throw fail('SELLER_NOT_FOUND');
    if (own.teamId !== null && own.teamId !== team.id) throw fail('TEAM_ALREADY_CHOSEN');
    if (own.teamId === null) await setSellersTeam(tx, [seller.id], team.id, ctx.today());
    return { _id: team.id, name: team.name };
  });
}

/** Headers are matched ignoring case, spaces and punctuation ("seller name", "Seller", "SELLER"). */
const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const HEADER_ALIASES: Record<string, (typeof ROSTER_COLUMNS)[number]> = {
  seller: 'Seller',
  sellername: 'Seller',
  name: 'Seller',
  team: 'Team',
  teamname: 'Team',
  class: 'Team',
  classteam: 'Team',
};
const NAME_MAX = 100;
const TEAM_MAX = 80;

interface RosterLine extends ReadSellerName {
  row: number;
  /** The name as the file writes it. */
  written: string;
  teamName: string;
}

interface ReadRoster {
  lines: RosterLine[];
  problems: ImportProblems;
}

async function readRoster(csv: string): Promise<ReadRoster> {
  const problems = new ImportProblems();
  const unread = (problem: TImportProblem): ReadRoster => {
    problems.add(problem);
    return { lines: [], problems };
  };
  const reading = await readCsv(csv, {
    maxColumns: MAX_ROSTER_COLUMNS,
    maxRows: MAX_ROSTER_ROWS,
    maxRowBytes: MAX_IMPORT_ROW_BYTES,
  });
  if (reading.refused) return unread(refusalProblem(reading.refused, TEXT));
  const [header, ...body] = reading.rows;
  if (!header) return unread({ row: 1, column: '', message: TEXT.emptyFile });
  const at = new Map<(typeof ROSTER_COLUMNS)[number], { index: number; header: string }>();
  header.cells.forEach((cell, index) => {
    const column = HEADER_ALIASES[headerKey(cell)];
    if (column && !at.has(column)) at.set(column, { index, header: cell.trim() });
  });
  const seller = at.get('Seller');
  if (!seller) return unread({ row: header.row, column: 'Seller', message: TEXT.missingColumn('Seller') });
  const team = at.get('Team');
  const lines: RosterLine[] = [];
  const rowOfName = new Map<string, number>();
  for (const { row, cells } of body) {
    const written = (cells[seller.index] ?? '').trim();
    const read = readSellerName(written);
    const { name } = read;
    const teamName = team ? (cells[team.index] ?? '').trim() : '';
    const rowProblems: TImportProblem[] = [];
    if (name === '') rowProblems.push({ row, column: seller.header, message: TEXT.sellerRequired });
    else if (written.length > NAME_MAX || name.includes('\u0000'))
      rowProblems.push({ row, column: seller.header, message: TEXT.tooLong(NAME_MAX) });
    if (team && (teamName.length > TEAM_MAX || teamName.includes('\u0000')))
      rowProblems.push({ row, column: team.header, message: TEXT.tooLong(TEAM_MAX) });
    const key = name.toLowerCase();
    const earlier = rowOfName.get(key);
    if (name !== '' && earlier !== undefined)
      rowProblems.push({ row, column: seller.header, message: TEXT.nameTwice(earlier) });
    else if (name !== '') rowOfName.set(key, row);
    problems.add(...rowProblems);
    if (rowProblems.length === 0) lines.push({ ...read, row, written, teamName });
  }
  return { lines, problems };
}

function lastFirstOf(lines: RosterLine[]): TRosterImportResult['lastFirst'] {
  const written = lines.filter((line) => line.lastFirst);
  const first = written[0];
  return { count: written.length, example: first ? { written: first.written, read: first.name } : null };
}

/**
 * Imports a roster (CSV: seller name, team): each name new to the group becomes a roster entry without an e-mail,
 * which the first login with that name takes; a name the group already has (logged in or on the roster) is put on
 * the roster, and in the file's team when the row names one. Teams the file names that the group lacks are made.
 * A dry run previews; the import is all or nothing (a file with a problem answers 400 with each problem), and the
 * group's row is the lock, so importing the same file twice adds nobody the second time.
 */
export async function importRoster(
  ctx: AppContext,
  groupId: string,
  csv: string,
  options: { dryRun: boolean },
): Promise<TRosterImportResult> {
  await requireGroupId(ctx, groupId);
  // The file is read before the group is locked: a long or hostile file holds no lock while it is read.
  const read = await readRoster(csv);
  const plan = async (db: DbOrTx) => {
    const teams = await findTeams(db, groupId);
    const teamByKey = new Map(teams.map((team) => [teamNameKey(team.name), team.id]));
    const newTeams = new Map<string, string>();
    for (const line of read.lines) {
      const key = teamNameKey(line.teamName);
      if (key !== '' && !teamByKey.has(key) && !newTeams.has(key)) newTeams.set(key, line.teamName);
    }
    if (teams.length + newTeams.size > MAX_TEAMS)
      read.problems.add({ row: 1, column: '', message: TEXT.tooManyTeams(MAX_TEAMS) });
    const sellers = await findSellersByName(db, groupId);
    const sellersByKey = new Map<string, string[]>();
    for (const seller of sellers)
      sellersByKey.set(seller.key, [...(sellersByKey.get(seller.key) ?? []), seller.id]);
    const matched = read.lines.filter((line) => sellersByKey.has(line.name.toLowerCase()));
    return { read, teamByKey, newTeams, sellersByKey, matched };
  };
  const result = (planned: Awaited<ReturnType<typeof plan>>, committed: boolean): TRosterImportResult => ({
    committed,
    added: planned.read.lines.length - planned.matched.length,
    matched: planned.matched.length,
    newTeams: [...planned.newTeams.values()].sort(compareTeamNames),
    lastFirst: lastFirstOf(planned.read.lines),
    problems: planned.read.problems.listed,
    problemCount: planned.read.problems.count,
  });
  if (options.dryRun) return result(await plan(ctx.db), false);
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const planned = await plan(tx);
    const { problems } = planned.read;
    if (problems.count > 0)
      throw fail('IMPORT_HAS_PROBLEMS', { count: problems.count }, problems.fieldProblems());
    for (const team of await insertTeams(
      tx,
      groupId,
      [...planned.newTeams.values()].map((name) => ({ name, leaderName: '' })),
    ))
      planned.teamByKey.set(teamNameKey(team.name), team.id);
    const teamOf = (line: RosterLine) => planned.teamByKey.get(teamNameKey(line.teamName)) ?? null;
    const today = ctx.today();
    const existingIds: string[] = [];
    const moves = new Map<string, string[]>();
    for (const line of planned.matched) {
      const ids = planned.sellersByKey.get(line.name.toLowerCase())!;
      existingIds.push(...ids);
      const teamId = teamOf(line);
      if (teamId) moves.set(teamId, [...(moves.get(teamId) ?? []), ...ids]);
    }
    await markOnRoster(tx, existingIds);
    for (const [teamId, ids] of moves) await setSellersTeam(tx, ids, teamId, today);
    await insertRosterEntries(
      tx,
      groupId,
      planned.read.lines
        .filter((line) => !planned.sellersByKey.has(line.name.toLowerCase()))
        .map((line) => ({
          name: line.name,
          firstName: line.firstName,
          lastName: line.lastName,
          teamId: teamOf(line),
        })),
    );
    await recordGroupTeams(tx, groupId, { roster: true });
    return result(planned, true);
  });
}
