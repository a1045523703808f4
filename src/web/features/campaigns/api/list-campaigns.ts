import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/campaigns. */
export function fetchCampaigns(groupId: string, signal?: AbortSignal): Promise<TCampaign[]> {
  return apiData<TCampaign[]>(API_PATHS.groupCampaigns(groupId), {
    signal,
  });
}

export function useCampaigns(groupId: string, enabled = true) {
  return useQuery<TCampaign[], ApiError>({
    queryKey: adminKeys.campaignList(groupId),
    queryFn: ({ signal }) => fetchCampaigns(groupId, signal),
    enabled,
  });
}
