import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TChangePasswordBody, TChangePasswordReply } from '../../../../shared/api/auth.js';
import { apiRequest } from '../../../lib/api-client';

export function changeAdminPassword(body: TChangePasswordBody): Promise<TChangePasswordReply> {
  return apiRequest<TChangePasswordReply>(API_PATHS.adminChangePassword, { method: 'PUT', body });
}
