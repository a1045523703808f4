import { useQuery } from '@tanstack/react-query';
import type { TGroupStats, ZGroupStatsReply } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from './keys';

/** GET /groups/{id}/stats: students with orders, orders, total sales of the coordinator's group. */
export async function fetchOwnGroupStats(groupId: string, signal?: AbortSignal): Promise<TGroupStats> {
  const reply = await apiRequest<z.infer<typeof ZGroupStatsReply>>(API_PATHS.groupStats(groupId), {
    signal,
  });
  return reply.data;
}

export function useOwnGroupStats(groupId: string) {
  return useQuery<TGroupStats, ApiError>({
    queryKey: coordinatorKeys.stats(groupId),
    queryFn: ({ signal }) => fetchOwnGroupStats(groupId, signal),
  });
}
