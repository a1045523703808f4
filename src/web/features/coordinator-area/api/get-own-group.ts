import { useQuery } from '@tanstack/react-query';
import type { TGroup } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';

/** GET /groups/{id}: the coordinator's own group. */
export function fetchOwnGroup(groupId: string, signal?: AbortSignal): Promise<TGroup> {
  return apiData<TGroup>(API_PATHS.group(groupId), { signal });
}

export function useOwnGroup(groupId: string) {
  return useQuery<TGroup, ApiError>({
    queryKey: coordinatorKeys.group(groupId),
    queryFn: ({ signal }) => fetchOwnGroup(groupId, signal),
  });
}
