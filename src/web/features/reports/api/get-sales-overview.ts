import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TSalesOverview } from '../../../../shared/api/reports.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/sales-overview: every group's last 30 days and the month's leading groups. */
export function useSalesOverview() {
  return useQuery<TSalesOverview, ApiError>({
    queryKey: reportKeys.salesOverview(),
    queryFn: ({ signal }) => apiData<TSalesOverview>(REPORT_API_PATHS.adminSalesOverview, { signal }),
  });
}
