import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign, ZCampaignReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}/campaigns/{campaignId}. */
export async function fetchCampaign(
  groupId: string,
  campaignId: string,
  signal?: AbortSignal,
): Promise<TCampaign> {
  const reply = await apiRequest<z.infer<typeof ZCampaignReply>>(
    API_PATHS.groupCampaign(groupId, campaignId),
    {
      signal,
    },
  );
  return reply.data;
}

/** Disabled without a campaign id (the "new campaign" form shares the page). */
export function useCampaign(groupId: string, campaignId: string | undefined) {
  return useQuery<TCampaign, ApiError>({
    queryKey: adminKeys.campaign(groupId, campaignId ?? ''),
    queryFn: ({ signal }) => fetchCampaign(groupId, campaignId ?? '', signal),
    enabled: Boolean(campaignId),
  });
}
