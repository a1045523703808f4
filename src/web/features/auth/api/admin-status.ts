import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminStatusReply } from '../../../../shared/api/auth.js';
import { apiRequest } from '../../../lib/api-client';

export async function fetchAdminStatus(signal?: AbortSignal): Promise<TAdminStatusReply['data']> {
  const reply = await apiRequest<TAdminStatusReply>(API_PATHS.adminStatus, {
    signal,
    skipUnauthorizedRule: true,
  });
  return reply.data;
}

/** "Does an admin exist?" — replaces the spec's probe login on the register page. */
export function useAdminStatus() {
  return useQuery({
    queryKey: ['auth', 'admin-status'],
    queryFn: ({ signal }) => fetchAdminStatus(signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
