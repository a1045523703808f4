import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type {
  TCoordinator,
  TCoordinatorCreateBody,
  ZCoordinatorReply,
} from '../../../../shared/api/coordinators.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /admin/coordinators. */
export async function createCoordinator(body: TCoordinatorCreateBody): Promise<TCoordinator> {
  const reply = await apiRequest<z.infer<typeof ZCoordinatorReply>>(API_PATHS.coordinators, {
    method: 'POST',
    body,
  });
  return reply.data;
}

export function useCreateCoordinator() {
  const queryClient = useQueryClient();
  return useMutation<TCoordinator, ApiError, TCoordinatorCreateBody>({
    mutationFn: createCoordinator,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coordinatorList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
