import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminStats } from '../../../../shared/api/stats.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/stats: the dashboard's counts, total sales and the 10 newest orders. */
export function fetchAdminStats(signal?: AbortSignal): Promise<TAdminStats> {
  return apiData<TAdminStats>(API_PATHS.adminStats, { signal });
}

export function useAdminStats() {
  return useQuery<TAdminStats, ApiError>({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => fetchAdminStats(signal),
  });
}
