import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../shared/api/paths.js';
import type { TGroup } from '../../shared/api/groups.js';
import { apiData } from './api-data';
import { type ApiError } from './api-client';
import { adminKeys } from './admin-query-keys';

/**
 * GET /groups: every group, newest first. The groups screen lists them and other features' forms offer them
 * as choices (a coordinator's group, an order's credit), so the query sits here rather than in one feature.
 */
export function fetchGroups(signal?: AbortSignal): Promise<TGroup[]> {
  return apiData<TGroup[]>(API_PATHS.groups, { signal });
}

export function useGroups() {
  return useQuery<TGroup[], ApiError>({
    queryKey: adminKeys.groupList(),
    queryFn: ({ signal }) => fetchGroups(signal),
  });
}
