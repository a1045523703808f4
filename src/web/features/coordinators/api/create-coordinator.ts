import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator, TCoordinatorCreateBody } from '../../../../shared/api/coordinators.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /admin/coordinators. */
export function createCoordinator(body: TCoordinatorCreateBody): Promise<TCoordinator> {
  return apiData<TCoordinator>(API_PATHS.coordinators, {
    method: 'POST',
    body,
  });
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
