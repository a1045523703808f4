import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup, ZGroupReply } from '../../../../shared/api/groups.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /groups/{id}. */
export async function fetchGroup(groupId: string, signal?: AbortSignal): Promise<TGroup> {
  const reply = await apiRequest<z.infer<typeof ZGroupReply>>(API_PATHS.group(groupId), { signal });
  return reply.data;
}

/** Disabled without an id (the "new group" form shares the page with the edit form). */
export function useGroup(groupId: string | undefined) {
  return useQuery<TGroup, ApiError>({
    queryKey: adminKeys.groupDetail(groupId ?? ''),
    queryFn: ({ signal }) => fetchGroup(groupId ?? '', signal),
    enabled: Boolean(groupId),
  });
}
