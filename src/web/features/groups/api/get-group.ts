import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}. */
export function fetchGroup(groupId: string, signal?: AbortSignal): Promise<TGroup> {
  return apiData<TGroup>(API_PATHS.group(groupId), { signal });
}

/** Disabled without an id (the "new group" form shares the page with the edit form). */
export function useGroup(groupId: string | undefined) {
  return useQuery<TGroup, ApiError>({
    queryKey: adminKeys.groupDetail(groupId ?? ''),
    queryFn: ({ signal }) => fetchGroup(groupId ?? '', signal),
    enabled: Boolean(groupId),
  });
}
