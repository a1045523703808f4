import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminStatusReply } from '../../../../shared/api/auth.js';
import { apiData } from '../../../lib/api-data';

export function fetchAdminStatus(signal?: AbortSignal): Promise<TAdminStatusReply['data']> {
  return apiData<TAdminStatusReply['data']>(API_PATHS.adminStatus, {
    signal,
    skipUnauthorizedRule: true,
  });
}

/** "Does an admin exist?" — asked by the register page instead of probing with a login. */
export function useAdminStatus() {
  return useQuery({
    queryKey: ['auth', 'admin-status'],
    queryFn: ({ signal }) => fetchAdminStatus(signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
