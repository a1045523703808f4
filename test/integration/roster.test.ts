import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSellerLoginReply } from '../../src/shared/api/auth.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterImportResult, TRosterSeller, TTeam } from '../../src/shared/api/teams.js';
import { PAPER_ORDER_API_MESSAGES } from '../../src/shared/texts/paper-orders.js';
import { ROSTER_IMPORT_MESSAGES as TEXT } from '../../src/shared/texts/teams.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  registerAdmin,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The roster: a CSV of sellers and their teams, previewed and imported all or nothing (and again without
 * effect), listed for staff, and claimed by the first login with a rostered name, never when the entry was erased.
 */

const api = (path: string) => `/api${path}`;
const BOM = '\uFEFF';

let t: TestApp;
let adminToken: string;
let coordinator: string;
let birch: GroupRow;
let elm: GroupRow;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t)).token;
  birch = await createGroup(t, { name: 'Birch Elementary PTA' });
  elm = await createGroup(t, { name: 'Elm Street Scouts' });
  await createCampaign(t, birch.id, { name: 'Cookie Week' });
  await createCampaign(t, elm.id, { name: 'Popcorn' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, birch.id));
});
afterAll(async () => {
  await t.close();
});

function ok<T>(res: Reply, status = 200): T {
  expect(res.statusCode, res.payload).toBe(status);
  const body = res.json<{ success: true; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

const postRoster = (group: GroupRow, csv: string, dryRun: boolean, token = coordinator) =>
  call(t, {
    method: 'POST',
    url: api(TEAM_API_PATHS.rosterImport(group.id, dryRun)),
    headers: { ...bearer(token), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
const importRoster = async (group: GroupRow, csv: string, dryRun: boolean) =>
  ok<TRosterImportResult>(await postRoster(group, csv, dryRun));
const rosterOf = async (group: GroupRow) =>
  ok<TRosterSeller[]>(
    await call(t, {
      method: 'GET',
      url: api(TEAM_API_PATHS.groupRoster(group.id)),
      headers: bearer(coordinator),
    }),
  );
const teamsOf = async (group: GroupRow) =>
  ok<TTeam[]>(
    await call(t, {
      method: 'GET',
      url: api(TEAM_API_PATHS.groupTeams(group.id)),
      headers: bearer(adminToken),
    }),
  );

async function login(group: GroupRow, name: string, email: string) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/user',
    payload: { name, email, groupCode: group.code },
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<TSellerLoginReply>();
}

const entry = (name: string, team: TTeam | null, hasLoggedIn: boolean, onRoster = true) => ({
  _id: expect.any(String),
  name,
  team: team ? { _id: team._id, name: team.name } : null,
  onRoster,
  hasLoggedIn,
  sellerCode: null,
  family: null,
});
const teamNamed = (teams: TTeam[], name: string) => {
  const found = teams.find((candidate) => candidate.name === name);
  expect(found, `team ${name}`).toBeDefined();
  return found!;
};

/**
 * A roster as a spreadsheet saves it: a BOM, semicolons, CRLF, quoted cells (one holding the separator), a blank
 * line, a row without a team, and a name already in the group in another case with spaces around it.
 */
const messyRoster = (extraRows: string[] = []) =>
  `${BOM}${[
    'Seller;Team',
    'Ava Stone;Room 2',
    '" ben ray ";"Room 12"',
    '"O\'Neil; Kim";room 12',
    ...extraRows,
    '',
    'Cy Lee;',
    'Dee Park;"Room 2"',
  ].join('\r\n')}\r\n`;

describe('roster import', () => {
  let ben: TSellerLoginReply;

  beforeAll(async () => {
    // Ben logged in before there was a roster.
    ben = await login(birch, 'Ben Ray', 'ray.family@example.org');
    expect(ben.teams).toEqual([]);
  });

  it('previews a file with problems: counts, new teams and each problem by row and column; writes nothing', async () => {
    const preview = await importRoster(
      birch,
      messyRoster([';Room 3', 'AVA STONE ;Room 3', '"Zed Walker";Room 3']),
      true,
    );
    expect(preview).toEqual({
      committed: false,
      // Ava, Kim, Zed, Cy and Dee are new; Ben is the group's already.
      added: 5,
      matched: 1,
      newTeams: ['Room 2', 'Room 3', 'Room 12'],
      lastFirst: { count: 0, example: null },
      problems: [
        { row: 5, column: 'Seller', message: TEXT.sellerRequired },
        { row: 6, column: 'Seller', message: TEXT.nameTwice(2) },
      ],
      problemCount: 2,
    });
    expect(TEXT.sellerRequired).toBe('Seller is required');
    expect(TEXT.nameTwice(2)).toBe('This seller is also on row 2');
    expect(await teamsOf(birch)).toEqual([]);
    expect(await rosterOf(birch)).toEqual([entry('Ben Ray', null, true, false)]);
  });

  it('refuses to import a file with problems (400 IMPORT_HAS_PROBLEMS naming each), all or nothing', async () => {
    const res = await postRoster(birch, messyRoster([';Room 3', 'AVA STONE ;Room 3']), false);
    expectFailure(
      res,
      400,
      PAPER_ORDER_API_MESSAGES.importHasProblems(2),
      [
        { field: 'rows.5.Seller', code: 'FIELD_INVALID', message: 'Seller is required' },
        { field: 'rows.6.Seller', code: 'FIELD_INVALID', message: 'This seller is also on row 2' },
      ],
      'IMPORT_HAS_PROBLEMS',
    );
    expect(res.json<{ params: unknown }>().params).toEqual({ count: 2 });
    expect(await teamsOf(birch)).toEqual([]);
    expect(await rosterOf(birch)).toEqual([entry('Ben Ray', null, true, false)]);
  });

  it('names a missing Seller column at the header row', async () => {
    const preview = await importRoster(birch, 'Child,Team\nAva Stone,Room 2\n', true);
    expect(preview.problems).toEqual([
      { row: 1, column: 'Seller', message: 'The column "Seller" is missing' },
    ]);
    expect(preview.committed).toBe(false);
    expectFailure(
      await postRoster(birch, 'Child,Team\nAva Stone,Room 2\n', false),
      400,
      PAPER_ORDER_API_MESSAGES.importHasProblems(1),
      [{ field: 'rows.1.Seller', code: 'FIELD_INVALID', message: 'The column "Seller" is missing' }],
      'IMPORT_HAS_PROBLEMS',
    );
  });

  it('imports the fixed file: new names become roster entries, a known name joins the roster, teams are made', async () => {
    const preview = await importRoster(birch, messyRoster(), true);
    const result = await importRoster(birch, messyRoster(), false);
    expect(result).toEqual({ ...preview, committed: true });
    expect(result).toEqual({
      committed: true,
      added: 4,
      matched: 1,
      newTeams: ['Room 2', 'Room 12'],
      lastFirst: { count: 0, example: null },
      problems: [],
      problemCount: 0,
    });
    const teams = await teamsOf(birch);
    expect(teams.map(({ name, sellerCount, rosterCount }) => ({ name, sellerCount, rosterCount }))).toEqual([
      { name: 'Room 2', sellerCount: 2, rosterCount: 2 },
      { name: 'Room 12', sellerCount: 2, rosterCount: 2 },
    ]);
    const room2 = teamNamed(teams, 'Room 2');
    const room12 = teamNamed(teams, 'Room 12');
    const roster = await rosterOf(birch);
    expect(roster).toEqual([
      entry('Ava Stone', room2, false),
      entry('Ben Ray', room12, true),
      entry('Cy Lee', null, false),
      entry('Dee Park', room2, false),
      entry("O'Neil; Kim", room12, false),
    ]);
    expect(roster[1]!._id).toBe(ben.user.id);
  });

  it('imports the same file again without effect: nobody added, everyone matched', async () => {
    const before = await rosterOf(birch);
    const teamsBefore = await teamsOf(birch);
    expect(await importRoster(birch, messyRoster(), false)).toEqual({
      committed: true,
      added: 0,
      matched: 5,
      newTeams: [],
      lastFirst: { count: 0, example: null },
      problems: [],
      problemCount: 0,
    });
    expect(await rosterOf(birch)).toEqual(before);
    expect(await teamsOf(birch)).toEqual(teamsBefore);
  });
});

describe('claiming a roster entry at login', () => {
  let roster: TRosterSeller[];
  const idOf = (name: string) => roster.find((seller) => seller.name === name)!._id;

  beforeAll(async () => {
    roster = await rosterOf(birch);
  });

  it('gives the first login with a rostered name (any case, spaces around) that entry and its team', async () => {
    const ava = await login(birch, '  ava STONE ', 'ava.mom@example.org');
    expect(ava.user).toEqual({
      id: idOf('Ava Stone'),
      name: 'Ava Stone',
      email: 'ava.mom@example.org',
      groupCode: birch.code,
      team: roster.find((seller) => seller.name === 'Ava Stone')!.team,
    });
    expect(ava.teams.map((team) => team.name)).toEqual(['Room 2', 'Room 12']);
    expect((await rosterOf(birch)).find((seller) => seller._id === ava.user.id)).toEqual({
      ...roster.find((seller) => seller.name === 'Ava Stone'),
      hasLoggedIn: true,
    });
    // The same e-mail again is the same seller.
    expect((await login(birch, 'Ava Stone', 'ava.mom@example.org')).user.id).toBe(ava.user.id);
  });

  it('makes a new seller for the same name with another e-mail once the entry is taken', async () => {
    const sibling = await login(birch, 'Ava Stone', 'ava.dad@example.org');
    expect(sibling.user.id).not.toBe(idOf('Ava Stone'));
    expect(sibling.user.team).toBeNull();
    const now = await rosterOf(birch);
    expect(now.filter((seller) => seller.name === 'Ava Stone')).toHaveLength(2);
    expect(now.find((seller) => seller._id === sibling.user.id)).toEqual({
      _id: sibling.user.id,
      name: 'Ava Stone',
      team: null,
      onRoster: false,
      hasLoggedIn: true,
      sellerCode: null,
      family: null,
    });
  });

  it('claims only in the entry’s own group', async () => {
    const elsewhere = await login(elm, 'Cy Lee', 'cy@example.org');
    expect(elsewhere.user.id).not.toBe(idOf('Cy Lee'));
    expect(elsewhere.teams).toEqual([]);
    expect((await rosterOf(birch)).find((seller) => seller._id === idOf('Cy Lee'))?.hasLoggedIn).toBe(false);
  });

  it('never gives a login an erased entry: neither by the old name nor by the initials left in its place', async () => {
    const erase = async (sellerId: string) =>
      ok(
        await call(t, {
          method: 'POST',
          url: api(PRIVACY_API_PATHS.sellerErasure(sellerId)),
          headers: bearer(adminToken),
        }),
      );
    // Dee never logged in; Kim did, and was erased afterwards (her e-mail is then empty, as an unclaimed entry's).
    const kim = await login(birch, "o'neil; kim", 'kim@example.org');
    expect(kim.user.id).toBe(idOf("O'Neil; Kim"));
    await erase(idOf('Dee Park'));
    await erase(kim.user.id);
    const left = await rosterOf(birch);
    expect(left.some((seller) => [idOf('Dee Park'), kim.user.id].includes(seller._id))).toBe(false);

    for (const [name, email] of [
      ['Dee Park', 'dee@example.org'],
      ['D. P.', 'dp@example.org'],
      ["O'Neil; Kim", 'kim.again@example.org'],
      ['O. K.', 'ok@example.org'],
    ] as const) {
      const seller = await login(birch, name, email);
      expect([idOf('Dee Park'), kim.user.id], name).not.toContain(seller.user.id);
      expect(seller.user.team, name).toBeNull();
      expect(seller.user.name).toBe(name);
    }
  });

  it('lists every seller of the group with team, roster and login marks', async () => {
    const teams = await teamsOf(birch);
    const list = await rosterOf(birch);
    const collator = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    // By name (the two Ava Stones in either order).
    expect(list.map((seller) => seller.name)).toEqual(list.map((seller) => seller.name).sort(collator));
    const rows = list
      .map(({ name, team, onRoster, hasLoggedIn }) => ({
        name,
        team: team?.name ?? null,
        onRoster,
        hasLoggedIn,
      }))
      .sort((a, b) => collator(a.name, b.name) || Number(b.onRoster) - Number(a.onRoster));
    expect(rows).toEqual(
      [
        { name: 'Ava Stone', team: 'Room 2', onRoster: true, hasLoggedIn: true },
        { name: 'Ava Stone', team: null, onRoster: false, hasLoggedIn: true },
        { name: 'Ben Ray', team: 'Room 12', onRoster: true, hasLoggedIn: true },
        { name: 'Cy Lee', team: null, onRoster: true, hasLoggedIn: false },
        { name: 'D. P.', team: null, onRoster: false, hasLoggedIn: true },
        { name: 'Dee Park', team: null, onRoster: false, hasLoggedIn: true },
        { name: "O'Neil; Kim", team: null, onRoster: false, hasLoggedIn: true },
        { name: 'O. K.', team: null, onRoster: false, hasLoggedIn: true },
      ].sort((a, b) => collator(a.name, b.name) || Number(b.onRoster) - Number(a.onRoster)),
    );
    // Erased sellers leave the team counts too.
    expect(teams.map(({ name, sellerCount, rosterCount }) => ({ name, sellerCount, rosterCount }))).toEqual([
      { name: 'Room 2', sellerCount: 1, rosterCount: 1 },
      { name: 'Room 12', sellerCount: 1, rosterCount: 1 },
    ]);
  });
});
