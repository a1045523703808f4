/**
 * GET /groups/{id}/teams: the group's teams in name order, with their sellers and roster counts. The order list's
 * filter and the distribution sheets read the same list, so the query sits in lib/ (under `teamKeys.teams`).
 */
export { useGroupTeams } from '../../../lib/team-list';
