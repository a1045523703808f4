import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TChangePasswordBody, TChangePasswordReply } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export function changeCoordinatorPassword(body: TChangePasswordBody): Promise<TChangePasswordReply> {
  return apiRequest<TChangePasswordReply>(API_PATHS.coordinatorChangePassword, { method: 'PUT', body });
}

export function useChangeCoordinatorPassword() {
  return useMutation<TChangePasswordReply, ApiError, TChangePasswordBody>({
    mutationFn: changeCoordinatorPassword,
  });
}
