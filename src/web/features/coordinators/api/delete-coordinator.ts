import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TDeletedReply } from '../../../../shared/api/groups.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** DELETE /admin/coordinators/{id}. */
export function deleteCoordinator(coordinatorId: string): Promise<TDeletedReply> {
  return apiRequest<TDeletedReply>(API_PATHS.coordinator(coordinatorId), { method: 'DELETE' });
}

export function useDeleteCoordinator() {
  const queryClient = useQueryClient();
  return useMutation<TDeletedReply, ApiError, string>({
    mutationFn: deleteCoordinator,
    onSuccess: async (_reply, coordinatorId) => {
      queryClient.removeQueries({ queryKey: adminKeys.coordinator(coordinatorId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coordinatorList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
