import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCampaign, TCampaignBody, ZCampaignReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface CreateCampaignInput {
  groupId: string;
  body: TCampaignBody;
}

/** POST /groups/{id}/campaigns. */
export async function createCampaign({ groupId, body }: CreateCampaignInput): Promise<TCampaign> {
  const reply = await apiRequest<z.infer<typeof ZCampaignReply>>(API_PATHS.groupCampaigns(groupId), {
    method: 'POST',
    body,
  });
  return reply.data;
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
