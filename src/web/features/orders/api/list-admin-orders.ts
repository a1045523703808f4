import { useQuery } from '@tanstack/react-query';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { apiPage } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { listQuery } from '../order-query';
import { orderKeys, type OrderListKey, type OrderPage, type TOrderListReply } from './keys';

/** GET /admin/orders: one page of every group's orders (and unattributed ones), newest first. */
export function fetchAdminOrders({ filters, page }: OrderListKey, signal?: AbortSignal) {
  return apiPage<TOrderListReply>(ORDER_API_PATHS.adminOrders, {
    query: listQuery(filters, page),
    signal,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useAdminOrders(key: OrderListKey) {
  return useQuery<OrderPage, ApiError>({
    queryKey: orderKeys.adminList(key),
    queryFn: ({ signal }) => fetchAdminOrders(key, signal),
    // keepPreviousData, written out: the query library's copy would sit in the seller login route's download.
    placeholderData: (previous) => previous,
  });
}
