import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup } from '../../../../shared/api/groups.js';
import { apiData, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups: every group, newest first. */
export function fetchGroups(signal?: AbortSignal): Promise<TGroup[]> {
  return apiData<TGroup[]>(API_PATHS.groups, { signal });
}

export function useGroups() {
  return useQuery<TGroup[], ApiError>({
    queryKey: adminKeys.groupList(),
    queryFn: ({ signal }) => fetchGroups(signal),
  });
}
