import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign, ZCampaignListReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/campaigns. */
export async function fetchCampaigns(groupId: string, signal?: AbortSignal): Promise<TCampaign[]> {
  const reply = await apiRequest<z.infer<typeof ZCampaignListReply>>(API_PATHS.groupCampaigns(groupId), {
    signal,
  });
  return reply.data;
}

export function useCampaigns(groupId: string, enabled = true) {
  return useQuery<TCampaign[], ApiError>({
    queryKey: adminKeys.campaignList(groupId),
    queryFn: ({ signal }) => fetchCampaigns(groupId, signal),
    enabled,
  });
}
