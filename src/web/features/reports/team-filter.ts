import { isTeamId } from '../../lib/team-list';

/** The URL query parameter of the class or team filter (the API's own name). */
export const TEAM_PARAM = 'teamId';

/** The team the URL narrows the results to, or '' for all (text that is no team id is left out). */
export function readTeamParam(params: URLSearchParams): string {
  const value = (params.get(TEAM_PARAM) ?? '').trim();
  return isTeamId(value) ? value : '';
}

/** `params` narrowed to `teamId` ('' for every team), the other parameters kept. */
export function withTeamParam(params: URLSearchParams, teamId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (teamId) next.set(TEAM_PARAM, teamId);
  else next.delete(TEAM_PARAM);
  return next;
}
