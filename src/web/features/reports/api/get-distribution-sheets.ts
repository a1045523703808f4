import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TDistributionSheets } from '../../../../shared/api/reports.js';
import { apiData, type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/campaigns/{campaignId}/distribution, narrowed to one class or team by `teamId` ('' for all). */
export function useDistributionSheets(groupId: string, campaignId: string, teamId = '') {
  return useQuery<TDistributionSheets, ApiError>({
    queryKey: reportKeys.distribution(groupId, campaignId, teamId),
    queryFn: ({ signal }) =>
      apiData<TDistributionSheets>(REPORT_API_PATHS.campaignDistribution(groupId, campaignId), {
        query: { teamId },
        signal,
      }),
    // The shown sheets stay while another team's load, so the filter keeps its place (and the keyboard its focus).
    placeholderData: (previous) =>
      previous && previous.campaign._id === campaignId && previous.group._id === groupId
        ? previous
        : undefined,
  });
}
