import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TMergeTeamBody, TTeam } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';
import { refreshAfterTeamChange } from './refresh';

interface MergeInput {
  teamId: string;
  intoTeamId: string;
}

/** POST /groups/{id}/teams/{teamId}/merge: every seller and order of the team moves into another; it is removed. */
export function useMergeTeam(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TTeam[], ApiError, MergeInput>({
    mutationFn: ({ teamId, intoTeamId }) => {
      const body: TMergeTeamBody = { intoTeamId };
      return apiData<TTeam[]>(TEAM_API_PATHS.mergeTeam(groupId, teamId), { method: 'POST', body });
    },
    onSuccess: (teams) => {
      queryClient.setQueryData(teamKeys.teams(groupId), teams);
      refreshAfterTeamChange(queryClient, groupId, 'roster');
    },
  });
}
