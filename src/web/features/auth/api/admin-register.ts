import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TAdminLoginReply, TAdminRegisterBody } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The register reply has the admin login reply's shape: token and user. */
export type TAdminRegisterReply = TAdminLoginReply;

export function adminRegister(body: TAdminRegisterBody): Promise<TAdminRegisterReply> {
  return apiRequest<TAdminRegisterReply>(API_PATHS.adminRegister, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
  });
}

export function useAdminRegister() {
  return useMutation<TAdminRegisterReply, ApiError, TAdminRegisterBody>({ mutationFn: adminRegister });
}
