import { useQuery } from '@tanstack/react-query';
import type { TCampaign, ZCampaignListReply } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from './keys';

/** GET /groups/{id}/campaigns: the campaigns of the coordinator's group. */
export async function fetchOwnCampaigns(groupId: string, signal?: AbortSignal): Promise<TCampaign[]> {
  const reply = await apiRequest<z.infer<typeof ZCampaignListReply>>(API_PATHS.groupCampaigns(groupId), {
    signal,
  });
  return reply.data;
}

export function useOwnCampaigns(groupId: string) {
  return useQuery<TCampaign[], ApiError>({
    queryKey: coordinatorKeys.campaigns(groupId),
    queryFn: ({ signal }) => fetchOwnCampaigns(groupId, signal),
  });
}
