import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator, ZCoordinatorReply } from '../../../../shared/api/coordinators.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/coordinators/{id}. */
export async function fetchCoordinator(coordinatorId: string, signal?: AbortSignal): Promise<TCoordinator> {
  const reply = await apiRequest<z.infer<typeof ZCoordinatorReply>>(API_PATHS.coordinator(coordinatorId), {
    signal,
  });
  return reply.data;
}

/** Disabled without an id (the "new coordinator" form shares the page). */
export function useCoordinator(coordinatorId: string | undefined) {
  return useQuery<TCoordinator, ApiError>({
    queryKey: adminKeys.coordinator(coordinatorId ?? ''),
    queryFn: ({ signal }) => fetchCoordinator(coordinatorId ?? '', signal),
    enabled: Boolean(coordinatorId),
  });
}
