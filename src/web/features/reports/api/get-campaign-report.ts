import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TCampaignReport } from '../../../../shared/api/reports.js';
import { useCampaignTeamQuery } from './campaign-team-query';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/campaigns/{campaignId}/report, narrowed to one class or team by `teamId` ('' for all). */
export function useCampaignReport(groupId: string, campaignId: string, teamId = '') {
  return useCampaignTeamQuery<TCampaignReport>(
    reportKeys.campaignReport(groupId, campaignId, teamId),
    REPORT_API_PATHS.campaignReport(groupId, campaignId),
    { groupId, campaignId, teamId },
  );
}
