import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '../../../../shared/api/orders.js';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /admin/orders/{id}: the order with its items, shipping and status history. */
export function fetchAdminOrder(orderId: string, signal?: AbortSignal): Promise<TOrder> {
  return apiData<TOrder>(ORDER_API_PATHS.adminOrder(orderId), { signal });
}

export function useAdminOrder(orderId: string) {
  return useQuery<TOrder, ApiError>({
    queryKey: orderKeys.adminOrder(orderId),
    queryFn: ({ signal }) => fetchAdminOrder(orderId, signal),
  });
}
