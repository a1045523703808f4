import { REPORT_API_PATHS } from '../../../../shared/api/report-paths.js';
import type { TDistributionSheets } from '../../../../shared/api/reports.js';
import { useCampaignTeamQuery } from './campaign-team-query';
import { reportKeys } from './report-keys';

/** GET /groups/{id}/campaigns/{campaignId}/distribution, narrowed to one class or team by `teamId` ('' for all). */
export function useDistributionSheets(groupId: string, campaignId: string, teamId = '') {
  return useCampaignTeamQuery<TDistributionSheets>(
    reportKeys.distribution(groupId, campaignId, teamId),
    REPORT_API_PATHS.campaignDistribution(groupId, campaignId),
    { groupId, campaignId, teamId },
  );
}
