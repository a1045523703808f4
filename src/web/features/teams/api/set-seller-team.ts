import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TRosterSeller, TSellerTeamBody } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';
import { refreshAfterTeamChange } from './refresh';

interface SellerTeamInput {
  sellerId: string;
  /** Null: in no team. */
  teamId: string | null;
}

/** PUT /groups/{id}/sellers/{sellerId}/team: the seller and their orders of running campaigns move. */
export function useSetSellerTeam(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TRosterSeller, ApiError, SellerTeamInput>({
    mutationFn: ({ sellerId, teamId }) => {
      const body: TSellerTeamBody = { teamId };
      return apiData<TRosterSeller>(TEAM_API_PATHS.sellerTeam(groupId, sellerId), { method: 'PUT', body });
    },
    onSuccess: (seller) => {
      queryClient.setQueryData<TRosterSeller[]>(teamKeys.roster(groupId), (sellers) =>
        sellers?.map((row) => (row._id === seller._id ? seller : row)),
      );
      // The teams' seller counts changed.
      refreshAfterTeamChange(queryClient, groupId, 'teams');
    },
  });
}
