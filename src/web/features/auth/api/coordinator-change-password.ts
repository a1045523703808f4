import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TChangePasswordBody, TChangePasswordReply } from '../../../../shared/api/auth.js';
import { apiRequest } from '../../../lib/api-client';

export function changeCoordinatorPassword(body: TChangePasswordBody): Promise<TChangePasswordReply> {
  return apiRequest<TChangePasswordReply>(API_PATHS.coordinatorChangePassword, { method: 'PUT', body });
}
