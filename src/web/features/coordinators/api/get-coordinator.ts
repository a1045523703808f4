import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator } from '../../../../shared/api/coordinators.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/coordinators/{id}. */
export function fetchCoordinator(coordinatorId: string, signal?: AbortSignal): Promise<TCoordinator> {
  return apiData<TCoordinator>(API_PATHS.coordinator(coordinatorId), {
    signal,
  });
}

/** Disabled without an id (the "new coordinator" form shares the page). */
export function useCoordinator(coordinatorId: string | undefined) {
  return useQuery<TCoordinator, ApiError>({
    queryKey: adminKeys.coordinator(coordinatorId ?? ''),
    queryFn: ({ signal }) => fetchCoordinator(coordinatorId ?? '', signal),
    enabled: Boolean(coordinatorId),
  });
}
