import { useQuery } from '@tanstack/react-query';
import type { TGroupStats } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';

/** GET /groups/{id}/stats: sellers with orders, orders, total sales of the coordinator's group. */
export function fetchOwnGroupStats(groupId: string, signal?: AbortSignal): Promise<TGroupStats> {
  return apiData<TGroupStats>(API_PATHS.groupStats(groupId), {
    signal,
  });
}

export function useOwnGroupStats(groupId: string) {
  return useQuery<TGroupStats, ApiError>({
    queryKey: coordinatorKeys.stats(groupId),
    queryFn: ({ signal }) => fetchOwnGroupStats(groupId, signal),
  });
}
