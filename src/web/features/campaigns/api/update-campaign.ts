import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign, TCampaignBody } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface UpdateCampaignInput {
  groupId: string;
  campaignId: string;
  body: TCampaignBody;
}

/** PUT /groups/{id}/campaigns/{campaignId}: the same fields as create. */
export function updateCampaign({ groupId, campaignId, body }: UpdateCampaignInput): Promise<TCampaign> {
  return apiData<TCampaign>(API_PATHS.groupCampaign(groupId, campaignId), {
    method: 'PUT',
    body,
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation<TCampaign, ApiError, UpdateCampaignInput>({
    mutationFn: updateCampaign,
    onSuccess: async (campaign, { groupId, campaignId }) => {
      queryClient.setQueryData(adminKeys.campaign(groupId, campaignId), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.campaignList(groupId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
