import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TDeletedReply } from '../../../../shared/api/groups.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** DELETE /groups/{id}; 409 with a message while coordinators or orders reference the group. */
export function deleteGroup(groupId: string): Promise<TDeletedReply> {
  return apiRequest<TDeletedReply>(API_PATHS.group(groupId), { method: 'DELETE' });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation<TDeletedReply, ApiError, string>({
    mutationFn: deleteGroup,
    onSuccess: async (_reply, groupId) => {
      // The details screen is still mounted: mark its queries stale without refetching a group that is gone.
      await queryClient.invalidateQueries({ queryKey: adminKeys.group(groupId), refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.groupList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.coordinators() }),
      ]);
    },
  });
}
