import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator, ZCoordinatorListReply } from '../../../../shared/api/coordinators.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/coordinators: every coordinator with its group. */
export async function fetchCoordinators(signal?: AbortSignal): Promise<TCoordinator[]> {
  const reply = await apiRequest<z.infer<typeof ZCoordinatorListReply>>(API_PATHS.coordinators, { signal });
  return reply.data;
}

export function useCoordinators() {
  return useQuery<TCoordinator[], ApiError>({
    queryKey: adminKeys.coordinatorList(),
    queryFn: ({ signal }) => fetchCoordinators(signal),
  });
}
