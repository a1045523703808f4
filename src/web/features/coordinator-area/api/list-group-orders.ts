import { useQuery } from '@tanstack/react-query';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { apiPage } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import type { OrderListKey, OrderPage, TOrderListReply } from '../../orders';
import { listQuery } from '../../orders';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';

/** GET /groups/{id}/orders: one page of the group's orders, newest first. */
export function fetchGroupOrders(groupId: string, { filters, page }: OrderListKey, signal?: AbortSignal) {
  return apiPage<TOrderListReply>(ORDER_API_PATHS.groupOrders(groupId), {
    query: listQuery(filters, page),
    signal,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useGroupOrders(groupId: string, key: OrderListKey) {
  return useQuery<OrderPage, ApiError>({
    queryKey: coordinatorKeys.orderList(groupId, key),
    queryFn: ({ signal }) => fetchGroupOrders(groupId, key, signal),
    // keepPreviousData, written out: the query library's copy would sit in the seller login route's download.
    placeholderData: (previous) => previous,
  });
}
