import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminStats, ZAdminStatsReply } from '../../../../shared/api/stats.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/stats: the dashboard's counts, total sales and the 10 newest orders. */
export async function fetchAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  const reply = await apiRequest<z.infer<typeof ZAdminStatsReply>>(API_PATHS.adminStats, { signal });
  return reply.data;
}

export function useAdminStats() {
  return useQuery<TAdminStats, ApiError>({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => fetchAdminStats(signal),
  });
}
