import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TCustomerLoginBody, TCustomerLoginReply } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export function sellerLogin(body: TCustomerLoginBody): Promise<TCustomerLoginReply> {
  return apiRequest<TCustomerLoginReply>(API_PATHS.customerLogin, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
  });
}

export function useSellerLogin() {
  return useMutation<TCustomerLoginReply, ApiError, TCustomerLoginBody>({ mutationFn: sellerLogin });
}
