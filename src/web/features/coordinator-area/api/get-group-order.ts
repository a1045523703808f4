import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '../../../../shared/api/orders.js';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';

/** GET /groups/{id}/orders/{orderId}: one order of the coordinator's group. */
export function fetchGroupOrder(groupId: string, orderId: string, signal?: AbortSignal): Promise<TOrder> {
  return apiData<TOrder>(ORDER_API_PATHS.groupOrder(groupId, orderId), { signal });
}

export function useGroupOrder(groupId: string, orderId: string) {
  return useQuery<TOrder, ApiError>({
    queryKey: coordinatorKeys.order(groupId, orderId),
    queryFn: ({ signal }) => fetchGroupOrder(groupId, orderId, signal),
  });
}
