import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TSellerLoginBody, TSellerLoginReply } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export function sellerLogin(body: TSellerLoginBody): Promise<TSellerLoginReply> {
  return apiRequest<TSellerLoginReply>(API_PATHS.sellerLogin, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
  });
}

export function useSellerLogin() {
  return useMutation<TSellerLoginReply, ApiError, TSellerLoginBody>({ mutationFn: sellerLogin });
}
