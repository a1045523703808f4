import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TPutTeamsBody, TTeam } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';
import { refreshAfterTeamChange } from './refresh';

/**
 * PUT /groups/{id}/teams: the whole list (new teams without `_id`, a team left out is removed); the reply is the
 * saved list. A removal of a team with sellers or orders is refused whole (409 TEAM_HAS_SELLERS).
 */
export function useSaveTeams(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TTeam[], ApiError, TPutTeamsBody>({
    mutationFn: (body) => apiData<TTeam[]>(TEAM_API_PATHS.groupTeams(groupId), { method: 'PUT', body }),
    onSuccess: (teams) => {
      queryClient.setQueryData(teamKeys.teams(groupId), teams);
      // The sellers' list shows the teams' names.
      refreshAfterTeamChange(queryClient, groupId, 'roster');
    },
  });
}
