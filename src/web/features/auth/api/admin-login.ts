import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminLoginReply, TStaffLoginBody } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export function adminLogin(body: TStaffLoginBody): Promise<TAdminLoginReply> {
  return apiRequest<TAdminLoginReply>(API_PATHS.adminLogin, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
  });
}

export function useAdminLogin() {
  return useMutation<TAdminLoginReply, ApiError, TStaffLoginBody>({ mutationFn: adminLogin });
}
