import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TDeletedReply } from '../../../../shared/api/groups.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface DeleteCampaignInput {
  groupId: string;
  campaignId: string;
}

/** DELETE /groups/{id}/campaigns/{campaignId}; 409 with a message while orders reference the campaign. */
export function deleteCampaign({ groupId, campaignId }: DeleteCampaignInput): Promise<TDeletedReply> {
  return apiRequest<TDeletedReply>(API_PATHS.groupCampaign(groupId, campaignId), { method: 'DELETE' });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation<TDeletedReply, ApiError, DeleteCampaignInput>({
    mutationFn: deleteCampaign,
    onSuccess: async (_reply, { groupId, campaignId }) => {
      queryClient.removeQueries({ queryKey: adminKeys.campaign(groupId, campaignId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.campaignList(groupId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
