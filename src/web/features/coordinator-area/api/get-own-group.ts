import { useQuery } from '@tanstack/react-query';
import type { TGroup, ZGroupReply } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { z } from 'zod';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from './keys';

/** GET /groups/{id}: the coordinator's own group. */
export async function fetchOwnGroup(groupId: string, signal?: AbortSignal): Promise<TGroup> {
  const reply = await apiRequest<z.infer<typeof ZGroupReply>>(API_PATHS.group(groupId), { signal });
  return reply.data;
}

export function useOwnGroup(groupId: string) {
  return useQuery<TGroup, ApiError>({
    queryKey: coordinatorKeys.group(groupId),
    queryFn: ({ signal }) => fetchOwnGroup(groupId, signal),
  });
}
