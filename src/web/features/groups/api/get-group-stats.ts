import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroupStats } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/stats: sellers with orders, orders, total sales. */
export function fetchGroupStats(groupId: string, signal?: AbortSignal): Promise<TGroupStats> {
  return apiData<TGroupStats>(API_PATHS.groupStats(groupId), {
    signal,
  });
}

export function useGroupStats(groupId: string, enabled = true) {
  return useQuery<TGroupStats, ApiError>({
    queryKey: adminKeys.groupStats(groupId),
    queryFn: ({ signal }) => fetchGroupStats(groupId, signal),
    enabled,
  });
}
