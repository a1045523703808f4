import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TDistributionSheets } from '../../../../shared/api/reports.js';
import { apiData, type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/campaigns/{campaignId}/distribution. */
export function useDistributionSheets(groupId: string, campaignId: string) {
  return useQuery<TDistributionSheets, ApiError>({
    queryKey: reportKeys.distribution(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TDistributionSheets>(REPORT_API_PATHS.campaignDistribution(groupId, campaignId), { signal }),
  });
}
