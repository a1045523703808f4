import { useQuery } from '@tanstack/react-query';
import type { TOrder, TOrderReply } from '../../../../shared/api/orders.js';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from './keys';

/** GET /groups/{id}/orders/{orderId}: one order of the coordinator's group. */
export async function fetchGroupOrder(
  groupId: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<TOrder> {
  const reply = await apiRequest<TOrderReply>(ORDER_API_PATHS.groupOrder(groupId, orderId), { signal });
  return reply.data;
}

export function useGroupOrder(groupId: string, orderId: string) {
  return useQuery<TOrder, ApiError>({
    queryKey: coordinatorKeys.order(groupId, orderId),
    queryFn: ({ signal }) => fetchGroupOrder(groupId, orderId, signal),
  });
}
