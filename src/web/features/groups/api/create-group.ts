import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup, TGroupCreateBody, ZGroupReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /groups, with the group's first campaign (created in the same transaction). */
export async function createGroup(body: TGroupCreateBody): Promise<TGroup> {
  const reply = await apiRequest<z.infer<typeof ZGroupReply>>(API_PATHS.groups, { method: 'POST', body });
  return reply.data;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation<TGroup, ApiError, TGroupCreateBody>({
    mutationFn: createGroup,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.groupList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
