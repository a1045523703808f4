import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign, TCampaignBody } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface CreateCampaignInput {
  groupId: string;
  body: TCampaignBody;
}

/** POST /groups/{id}/campaigns. */
export function createCampaign({ groupId, body }: CreateCampaignInput): Promise<TCampaign> {
  return apiData<TCampaign>(API_PATHS.groupCampaigns(groupId), {
    method: 'POST',
    body,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation<TCampaign, ApiError, CreateCampaignInput>({
    mutationFn: createCampaign,
    onSuccess: async (_campaign, { groupId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.campaigns(groupId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
