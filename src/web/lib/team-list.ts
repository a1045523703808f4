import { useQuery } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../shared/api/team-paths.js';
import type { TTeam } from '../../shared/api/teams.js';
import { apiData } from './api-data';
import { type ApiError } from './api-client';

/**
 * The query key of a group's classes and teams: the same as the Teams screen's list (features/teams `teamKeys.teams`),
 * so its saves, merges and imports refresh the filters too.
 */
export const teamListKeys = {
  group: (groupId: string) => ['teams', groupId, 'teams'] as const,
};

/** A team id as the API writes it; other text in a URL is not a team and is left out of a filter. */
const TEAM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isTeamId(value: string): boolean {
  return TEAM_ID.test(value);
}

/**
 * GET /groups/{id}/teams: the group's classes and teams. The order list's filter and the distribution sheets offer
 * them as choices, so the query sits here rather than in one feature.
 */
export function fetchGroupTeams(groupId: string, signal?: AbortSignal): Promise<TTeam[]> {
  return apiData<TTeam[]>(TEAM_API_PATHS.groupTeams(groupId), { signal });
}

export function useGroupTeams(groupId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TTeam[], ApiError>({
    queryKey: teamListKeys.group(groupId),
    queryFn: ({ signal }) => fetchGroupTeams(groupId, signal),
    enabled,
  });
}
