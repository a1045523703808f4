import { routePath } from './route-path.js';

/**
 * Paths of classes and teams below `/api`, apart from teams.ts so the web client can import them without zod,
 * and apart from paths.ts so the seller login does not download them (it has its own, `sellerTeam`).
 */
export const TEAM_API_ROUTES = {
  /** Staff: the group's teams (GET), the list replaced whole (PUT: new ones without `_id`, left out = removed). */
  groupTeams: '/groups/:id/teams',
  /** Staff: moves every seller and order of a team into another and removes it. */
  mergeTeam: '/groups/:id/teams/:teamId/merge',
  /** Staff: the group's sellers with their teams and whether they are on the roster. */
  groupRoster: '/groups/:id/roster',
  /** Staff: a roster file (CSV: seller name, team), previewed (`?dryRun=true`) or imported all or nothing. */
  rosterImport: '/groups/:id/roster/import',
  /** Staff: the sales waiting for a child: sellers of a class login whose first name matched no one child (GET). */
  waitingSellers: '/groups/:id/waiting-sellers',
  /** Staff: moves every order of a waiting seller to a seller of the group (POST `{ sellerId }`). */
  joinWaitingSeller: '/groups/:id/waiting-sellers/:sellerId/join',
  /** Staff: a seller's team (PUT `{ teamId }`, null for none). */
  sellerTeam: '/groups/:id/sellers/:sellerId/team',
  /** Staff: a seller's code replaced by a new one (POST; a leaked code then only suggests the seller). */
  sellerCode: '/groups/:id/sellers/:sellerId/seller-code',
  /** Staff: the campaign's public pages: each team's class progress page and the group leaderboard. */
  campaignTeamPages: '/groups/:id/campaigns/:campaignId/team-pages',
  /** Staff: a team's class progress page, made or changed (PUT `{ showSellers }`) or revoked (DELETE). */
  teamProgressPage: '/groups/:id/campaigns/:campaignId/team-pages/teams/:teamId',
  /** Staff: the group's team leaderboard page, published (PUT) or revoked (DELETE). */
  leaderboardPage: '/groups/:id/campaigns/:campaignId/team-pages/leaderboard',
} as const;

export const TEAM_API_PATHS = {
  groupTeams: (groupId: string) => routePath(TEAM_API_ROUTES.groupTeams, { id: groupId }),
  mergeTeam: (groupId: string, teamId: string) =>
    routePath(TEAM_API_ROUTES.mergeTeam, { id: groupId, teamId }),
  groupRoster: (groupId: string) => routePath(TEAM_API_ROUTES.groupRoster, { id: groupId }),
  rosterImport: (groupId: string, dryRun: boolean) =>
    `${routePath(TEAM_API_ROUTES.rosterImport, { id: groupId })}?dryRun=${dryRun}`,
  waitingSellers: (groupId: string) => routePath(TEAM_API_ROUTES.waitingSellers, { id: groupId }),
  joinWaitingSeller: (groupId: string, waitingSellerId: string) =>
    routePath(TEAM_API_ROUTES.joinWaitingSeller, { id: groupId, sellerId: waitingSellerId }),
  sellerTeam: (groupId: string, sellerId: string) =>
    routePath(TEAM_API_ROUTES.sellerTeam, { id: groupId, sellerId }),
  sellerCode: (groupId: string, sellerId: string) =>
    routePath(TEAM_API_ROUTES.sellerCode, { id: groupId, sellerId }),
  campaignTeamPages: (groupId: string, campaignId: string) =>
    routePath(TEAM_API_ROUTES.campaignTeamPages, { id: groupId, campaignId }),
  teamProgressPage: (groupId: string, campaignId: string, teamId: string) =>
    routePath(TEAM_API_ROUTES.teamProgressPage, { id: groupId, campaignId, teamId }),
  leaderboardPage: (groupId: string, campaignId: string) =>
    routePath(TEAM_API_ROUTES.leaderboardPage, { id: groupId, campaignId }),
} as const;

/** The public pages (server-rendered, outside the web app and the API): a class's progress and the leaderboard. */
export const TEAM_PAGE_BASE = '/t';
export const LEADERBOARD_PAGE_BASE = '/g';
export const teamPagePath = (token: string) => `${TEAM_PAGE_BASE}/${encodeURIComponent(token)}`;
export const leaderboardPagePath = (token: string) => `${LEADERBOARD_PAGE_BASE}/${encodeURIComponent(token)}`;
