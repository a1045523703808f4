import { useQuery } from '@tanstack/react-query';
import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TCampaignReport } from '../../../../shared/api/reports.js';
import { apiData, type ApiError } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/**
 * GET /groups/{id}/campaigns/{campaignId}/report, narrowed to one class or team by `teamId` ('' for all). The
 * shown results stay while another team's load, so the filter does not blank the screen.
 */
export function useCampaignReport(groupId: string, campaignId: string, teamId = '') {
  return useQuery<TCampaignReport, ApiError>({
    queryKey: reportKeys.campaignReport(groupId, campaignId, teamId),
    queryFn: ({ signal }) =>
      apiData<TCampaignReport>(REPORT_API_PATHS.campaignReport(groupId, campaignId), {
        query: { teamId },
        signal,
      }),
    placeholderData: (previous) =>
      previous && previous.campaign._id === campaignId && previous.group._id === groupId
        ? previous
        : undefined,
  });
}
