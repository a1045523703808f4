import { useQuery } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TRosterSeller } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /groups/{id}/roster: the group's sellers by name, with their teams, roster entry and first login. */
export function useGroupRoster(groupId: string) {
  return useQuery<TRosterSeller[], ApiError>({
    queryKey: teamKeys.roster(groupId),
    queryFn: ({ signal }) => apiData<TRosterSeller[]>(TEAM_API_PATHS.groupRoster(groupId), { signal }),
  });
}
