import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinator } from '../../../../shared/api/coordinators.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /admin/coordinators: every coordinator with its group. */
export function fetchCoordinators(signal?: AbortSignal): Promise<TCoordinator[]> {
  return apiData<TCoordinator[]>(API_PATHS.coordinators, { signal });
}

export function useCoordinators() {
  return useQuery<TCoordinator[], ApiError>({
    queryKey: adminKeys.coordinatorList(),
    queryFn: ({ signal }) => fetchCoordinators(signal),
  });
}
