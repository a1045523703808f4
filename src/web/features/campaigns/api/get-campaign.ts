import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/campaigns/{campaignId}. */
export function fetchCampaign(groupId: string, campaignId: string, signal?: AbortSignal): Promise<TCampaign> {
  return apiData<TCampaign>(API_PATHS.groupCampaign(groupId, campaignId), {
    signal,
  });
}

/** Disabled without a campaign id (the "new campaign" form shares the page). */
export function useCampaign(groupId: string, campaignId: string | undefined) {
  return useQuery<TCampaign, ApiError>({
    queryKey: adminKeys.campaign(groupId, campaignId ?? ''),
    queryFn: ({ signal }) => fetchCampaign(groupId, campaignId ?? '', signal),
    enabled: Boolean(campaignId),
  });
}
