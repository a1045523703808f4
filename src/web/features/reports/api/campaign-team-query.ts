import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';

/** A campaign's results as the server sends them: of one group and campaign. */
interface CampaignResults {
  group: { _id: string };
  campaign: { _id: string };
}

/**
 * GET a campaign's results at `path`, narrowed to one class or team by `teamId` ('' for all). The shown results
 * stay while another team's load, so the filter neither blanks the screen nor loses its place (and the keyboard its
 * focus).
 */
export function useCampaignTeamQuery<T extends CampaignResults>(
  queryKey: readonly unknown[],
  path: string,
  { groupId, campaignId, teamId }: { groupId: string; campaignId: string; teamId: string },
) {
  return useQuery<T, ApiError>({
    queryKey,
    queryFn: ({ signal }) => apiData<T>(path, { query: { teamId }, signal }),
    placeholderData: (previous) =>
      previous && previous.campaign._id === campaignId && previous.group._id === groupId
        ? previous
        : undefined,
  });
}
