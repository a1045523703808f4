import { useQuery } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TWaitingSeller } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';

/**
 * GET /groups/{id}/waiting-sellers: a `families` group's sales waiting for a child (a class login whose first name
 * matched no one child), by class, then first name.
 */
export function useWaitingSellers(groupId: string, enabled: boolean) {
  return useQuery<TWaitingSeller[], ApiError>({
    queryKey: teamKeys.waiting(groupId),
    queryFn: ({ signal }) => apiData<TWaitingSeller[]>(TEAM_API_PATHS.waitingSellers(groupId), { signal }),
    enabled,
  });
}
