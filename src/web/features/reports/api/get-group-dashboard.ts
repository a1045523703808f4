import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TGroupDashboard } from '../../../../shared/api/reports.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/dashboard: the group's current campaigns with their results. */
export function useGroupDashboard(groupId: string) {
  return useQuery<TGroupDashboard, ApiError>({
    queryKey: reportKeys.groupDashboard(groupId),
    queryFn: ({ signal }) => apiData<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(groupId), { signal }),
  });
}
