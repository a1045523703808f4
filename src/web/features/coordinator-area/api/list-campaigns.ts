import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';

/** GET /groups/{id}/campaigns: the campaigns of the coordinator's group. */
export function fetchOwnCampaigns(groupId: string, signal?: AbortSignal): Promise<TCampaign[]> {
  return apiData<TCampaign[]>(API_PATHS.groupCampaigns(groupId), {
    signal,
  });
}

export function useOwnCampaigns(groupId: string) {
  return useQuery<TCampaign[], ApiError>({
    queryKey: coordinatorKeys.campaigns(groupId),
    queryFn: ({ signal }) => fetchOwnCampaigns(groupId, signal),
  });
}
