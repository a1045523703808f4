import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroupStats, ZGroupStatsReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/stats: students with orders, orders, total sales. */
export async function fetchGroupStats(groupId: string, signal?: AbortSignal): Promise<TGroupStats> {
  const reply = await apiRequest<z.infer<typeof ZGroupStatsReply>>(API_PATHS.groupStats(groupId), {
    signal,
  });
  return reply.data;
}

export function useGroupStats(groupId: string, enabled = true) {
  return useQuery<TGroupStats, ApiError>({
    queryKey: adminKeys.groupStats(groupId),
    queryFn: ({ signal }) => fetchGroupStats(groupId, signal),
    enabled,
  });
}
