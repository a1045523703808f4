import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCoordinatorLoginReply, TStaffLoginBody } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export function coordinatorLogin(body: TStaffLoginBody): Promise<TCoordinatorLoginReply> {
  return apiRequest<TCoordinatorLoginReply>(API_PATHS.coordinatorLogin, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
  });
}

export function useCoordinatorLogin() {
  return useMutation<TCoordinatorLoginReply, ApiError, TStaffLoginBody>({ mutationFn: coordinatorLogin });
}
