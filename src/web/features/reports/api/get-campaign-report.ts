import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TCampaignReport } from '../../../../shared/api/reports.js';
import { apiData, type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/campaigns/{campaignId}/report. */
export function useCampaignReport(groupId: string, campaignId: string) {
  return useQuery<TCampaignReport, ApiError>({
    queryKey: reportKeys.campaignReport(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TCampaignReport>(REPORT_API_PATHS.campaignReport(groupId, campaignId), { signal }),
  });
}
