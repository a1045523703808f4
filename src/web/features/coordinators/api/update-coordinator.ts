import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator, TCoordinatorUpdateBody } from '../../../../shared/api/coordinators.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface UpdateCoordinatorInput {
  coordinatorId: string;
  /** Without `password` the current one is kept. */
  body: TCoordinatorUpdateBody;
}

/** PUT /admin/coordinators/{id}. */
export function updateCoordinator({ coordinatorId, body }: UpdateCoordinatorInput): Promise<TCoordinator> {
  return apiData<TCoordinator>(API_PATHS.coordinator(coordinatorId), {
    method: 'PUT',
    body,
  });
}

export function useUpdateCoordinator() {
  const queryClient = useQueryClient();
  return useMutation<TCoordinator, ApiError, UpdateCoordinatorInput>({
    mutationFn: updateCoordinator,
    onSuccess: async (coordinator, { coordinatorId }) => {
      queryClient.setQueryData(adminKeys.coordinator(coordinatorId), coordinator);
      await queryClient.invalidateQueries({ queryKey: adminKeys.coordinatorList() });
    },
  });
}
