import type { QueryClient } from '@tanstack/react-query';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';
import { orderKeys } from '../../orders';
import { reportKeys } from '../../reports';
import { teamKeys } from './keys';

/**
 * After teams, sellers or orders changed team (a save, a merge, a seller moved, a roster imported): the lists of
 * the Teams screen the reply did not bring are fetched again at once; the campaign results, which count by team,
 * and the order lists, which show and filter by team, are only marked stale, so they fetch again when next shown.
 */
export function refreshAfterTeamChange(
  queryClient: QueryClient,
  groupId: string,
  refetch: 'teams' | 'roster' | 'both',
) {
  if (refetch !== 'roster') void queryClient.invalidateQueries({ queryKey: teamKeys.teams(groupId) });
  if (refetch !== 'teams') void queryClient.invalidateQueries({ queryKey: teamKeys.roster(groupId) });
  for (const queryKey of [reportKeys.all, orderKeys.all, coordinatorKeys.all]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
