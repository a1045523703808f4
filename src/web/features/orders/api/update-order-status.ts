import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder, TOrderStatusBody } from '../../../../shared/api/orders.js';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { orderKeys } from './keys';

export interface UpdateOrderStatusInput {
  orderId: string;
  status: TOrderStatusBody['status'];
}

/** PUT /admin/orders/{id}: open, processing or shipped; 409 for a cancelled order. */
export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<TOrder> {
  const body: TOrderStatusBody = { status };
  return apiData<TOrder>(ORDER_API_PATHS.adminOrder(orderId), { method: 'PUT', body });
}

/** The reply is the updated order: it replaces the cached detail; lists and dashboard counts refetch. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation<TOrder, ApiError, UpdateOrderStatusInput>({
    mutationFn: updateOrderStatus,
    onSuccess: async (order, { orderId }) => {
      queryClient.setQueryData(orderKeys.adminOrder(orderId), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.adminLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
