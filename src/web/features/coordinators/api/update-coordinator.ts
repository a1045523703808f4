import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type {
  TCoordinator,
  TCoordinatorUpdateBody,
  ZCoordinatorReply,
} from '../../../../shared/api/coordinators.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface UpdateCoordinatorInput {
  coordinatorId: string;
  /** Without `password` the current one is kept. */
  body: TCoordinatorUpdateBody;
}

/** PUT /admin/coordinators/{id}. */
export async function updateCoordinator({
  coordinatorId,
  body,
}: UpdateCoordinatorInput): Promise<TCoordinator> {
  const reply = await apiRequest<z.infer<typeof ZCoordinatorReply>>(API_PATHS.coordinator(coordinatorId), {
    method: 'PUT',
    body,
  });
  return reply.data;
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
