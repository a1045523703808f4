import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup, ZGroupListReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups: every group, newest first. */
export async function fetchGroups(signal?: AbortSignal): Promise<TGroup[]> {
  const reply = await apiRequest<z.infer<typeof ZGroupListReply>>(API_PATHS.groups, { signal });
  return reply.data;
}

export function useGroups() {
  return useQuery<TGroup[], ApiError>({
    queryKey: adminKeys.groupList(),
    queryFn: ({ signal }) => fetchGroups(signal),
  });
}
