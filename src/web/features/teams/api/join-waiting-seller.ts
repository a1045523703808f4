import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TJoinWaitingSellerBody, TWaitingSellerJoin } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';
import { refreshAfterTeamChange } from './refresh';

interface JoinInput {
  waitingSellerId: string;
  /** The seller of the group the waiting sales join. */
  sellerId: string;
}

/**
 * POST /groups/{id}/waiting-sellers/{sellerId}/join: every order of the waiting seller moves to the seller (each
 * move audited) and the waiting seller is gone, so the waiting list, the sellers and the teams' counts are fetched
 * again.
 */
export function useJoinWaitingSeller(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TWaitingSellerJoin, ApiError, JoinInput>({
    mutationFn: ({ waitingSellerId, sellerId }) => {
      const body: TJoinWaitingSellerBody = { sellerId };
      return apiData<TWaitingSellerJoin>(TEAM_API_PATHS.joinWaitingSeller(groupId, waitingSellerId), {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.waiting(groupId) });
      refreshAfterTeamChange(queryClient, groupId, 'both');
    },
  });
}
