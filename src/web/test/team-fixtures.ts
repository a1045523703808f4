import type { TGroup } from '../../shared/api/groups.js';
import type {
  TPutTeamsBody,
  TRosterImportResult,
  TRosterSeller,
  TTeam,
  TWaitingSeller,
} from '../../shared/api/teams.js';
import { TEAM_API_MESSAGES } from '../../shared/texts/teams.js';
import { groupFixture } from './admin-fixtures';
import { jsonResponse, mockFetch } from './helpers';

export const ROOM_12: TTeam = {
  _id: 't12',
  name: 'Room 12',
  leaderName: 'Ms. Park',
  sellerCount: 2,
  rosterCount: 1,
};
export const ROOM_14: TTeam = { _id: 't14', name: 'Room 14', leaderName: '', sellerCount: 0, rosterCount: 0 };

export const AVA: TRosterSeller = {
  _id: 's1',
  name: 'Ava Stone',
  team: { _id: 't12', name: 'Room 12' },
  onRoster: true,
  hasLoggedIn: true,
  sellerCode: null,
  family: null,
};
export const BEN: TRosterSeller = {
  _id: 's2',
  name: 'Ben Ray',
  team: null,
  onRoster: false,
  hasLoggedIn: true,
  sellerCode: null,
  family: null,
};
export const CAL: TRosterSeller = {
  _id: 's3',
  name: 'Cal Moss',
  team: { _id: 't12', name: 'Room 12' },
  onRoster: true,
  hasLoggedIn: false,
  sellerCode: null,
  family: null,
};

/** A child a parent added, in Room 12, under a consent given on Sep 3, 2025. */
export const AVA_CHILD: TRosterSeller = {
  _id: 's4',
  name: 'Ava Marsh',
  team: { _id: 't12', name: 'Room 12' },
  onRoster: false,
  hasLoggedIn: false,
  sellerCode: null,
  family: { consentedAt: '2025-09-03T15:00:00.000Z', withdrawnAt: null },
};

/** Sales waiting under "Mia" in Room 12: a class login whose first name matched no child. */
export const MIA_WAITING: TWaitingSeller = {
  _id: 'w1',
  firstName: 'Mia',
  team: { _id: 't12', name: 'Room 12' },
  orderCount: 3,
  sales: 45,
  lastSignInAt: '2025-09-10T14:30:00.000Z',
};

/** A roster import's answer as the server sends it. */
export function rosterResult(overrides: Partial<TRosterImportResult> = {}): TRosterImportResult {
  return {
    committed: false,
    added: 2,
    matched: 1,
    newTeams: ['Room 16'],
    lastFirst: { count: 0, example: null },
    problems: [],
    problemCount: overrides.problems?.length ?? 0,
    ...overrides,
  };
}

interface TeamApiOptions {
  teams?: TTeam[];
  roster?: TRosterSeller[];
  /** The answer of the roster import, by the CSV sent and whether it was a dry run. */
  importAnswer?: (csv: string, dryRun: boolean) => TRosterImportResult;
  /** The group's record as GET /groups/g1 answers it (`sellerSignIn: 'families'` for the waiting sales). */
  group?: Partial<TGroup>;
  /** A `families` group's waiting sales; a join removes the one joined and moves its orders. */
  waiting?: TWaitingSeller[];
  /** Instead of the join, this error (status, code, message). */
  joinError?: [number, string, string];
}

const error = (status: number, code: string, message: string) =>
  jsonResponse(status, { success: false, code, message });

/**
 * A stand-in for the teams API of group g1, keeping its teams and sellers between calls as the server would:
 * a removed team with sellers is refused (409 TEAM_HAS_SELLERS), a merge moves the sellers.
 */
export function teamApi({
  teams = [ROOM_12, ROOM_14],
  roster = [AVA, BEN, CAL],
  importAnswer,
  group = {},
  waiting = [],
  joinError,
}: TeamApiOptions = {}) {
  let waitingList = waiting.map((row) => ({ ...row }));
  let list = teams.map((team) => ({ ...team }));
  let sellers = roster.map((seller) => ({ ...seller }));
  let made = 0;
  const count = () =>
    (list = list.map((team) => ({
      ...team,
      sellerCount: sellers.filter((seller) => seller.team?._id === team._id).length,
    })));
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown =
      typeof init?.body === 'string' && method !== 'POST' ? JSON.parse(init.body) : undefined;
    if (url === '/api/groups/g1' && method === 'GET')
      return jsonResponse(200, { success: true, data: groupFixture(group) });
    if (url === '/api/groups/g1/waiting-sellers' && method === 'GET')
      return jsonResponse(200, { success: true, data: waitingList });
    const join = /^\/api\/groups\/g1\/waiting-sellers\/([^/]+)\/join$/.exec(url);
    if (join && method === 'POST') {
      if (joinError) return error(...joinError);
      const { sellerId } = JSON.parse(String(init?.body)) as { sellerId: string };
      const joined = waitingList.find((row) => row._id === join[1]);
      if (!joined) return error(404, 'WAITING_SELLER_NOT_FOUND', 'Not there');
      waitingList = waitingList.filter((row) => row !== joined);
      sellers = sellers.filter((seller) => seller._id !== joined._id);
      return jsonResponse(200, { success: true, data: { sellerId, movedOrderCount: joined.orderCount } });
    }
    if (url === '/api/groups/g1/teams' && method === 'GET')
      return jsonResponse(200, { success: true, data: list });
    if (url === '/api/groups/g1/teams' && method === 'PUT') {
      const sent = (body as TPutTeamsBody).teams;
      const kept = new Set(sent.flatMap((team) => (team._id ? [team._id] : [])));
      const inUse = list.find((team) => !kept.has(team._id) && team.sellerCount > 0);
      if (inUse) return error(409, 'TEAM_HAS_SELLERS', TEAM_API_MESSAGES.teamHasSellers(inUse.name));
      list = sent.map((team) => {
        const existing = list.find((other) => other._id === team._id);
        return {
          _id: team._id ?? `new-${++made}`,
          name: team.name,
          leaderName: team.leaderName ?? '',
          sellerCount: existing?.sellerCount ?? 0,
          rosterCount: existing?.rosterCount ?? 0,
        };
      });
      return jsonResponse(200, { success: true, data: list });
    }
    const merge = /^\/api\/groups\/g1\/teams\/([^/]+)\/merge$/.exec(url);
    if (merge && method === 'POST') {
      const { intoTeamId } = JSON.parse(String(init?.body)) as { intoTeamId: string };
      const into = list.find((team) => team._id === intoTeamId)!;
      sellers = sellers.map((seller) =>
        seller.team?._id === merge[1] ? { ...seller, team: { _id: into._id, name: into.name } } : seller,
      );
      list = list.filter((team) => team._id !== merge[1]);
      return jsonResponse(200, { success: true, data: count() });
    }
    if (url === '/api/groups/g1/roster' && method === 'GET')
      return jsonResponse(200, { success: true, data: sellers });
    const sellerTeam = /^\/api\/groups\/g1\/sellers\/([^/]+)\/team$/.exec(url);
    if (sellerTeam && method === 'PUT') {
      const { teamId } = body as { teamId: string | null };
      const team = teamId === null ? null : list.find((other) => other._id === teamId);
      if (team === undefined) return error(404, 'TEAM_NOT_FOUND', TEAM_API_MESSAGES.teamNotFound);
      sellers = sellers.map((seller) =>
        seller._id === sellerTeam[1]
          ? { ...seller, team: team && { _id: team._id, name: team.name } }
          : seller,
      );
      count();
      return jsonResponse(200, {
        success: true,
        data: sellers.find((seller) => seller._id === sellerTeam[1]),
      });
    }
    if (url.startsWith('/api/groups/g1/roster/import') && method === 'POST') {
      const dryRun = url.endsWith('?dryRun=true');
      const answer = importAnswer?.(String(init?.body), dryRun) ?? rosterResult({ committed: !dryRun });
      return jsonResponse(200, { success: true, data: answer });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
  return fetchMock;
}

/** The calls a mocked fetch received with this method whose URL starts so. */
export function callsTo(fetchMock: ReturnType<typeof teamApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([called, init]) => String(called).startsWith(url) && (init?.method ?? 'GET') === method,
  );
}
