import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkAttributionBody, TOrderAttributionBody } from '../../../../shared/api/attribution.js';
import { ATTRIBUTION_API_PATHS } from '../../../../shared/api/attribution-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';

export type CreditInput = Omit<TOrderAttributionBody, 'sellerId' | 'sellerName'> & {
  orderIds: string[];
  sellerId: string | null;
  sellerName: string;
};

/** One order: PUT /admin/orders/{id}/attribution; several: POST /admin/orders/attribution (all or none). */
export async function creditOrders(input: CreditInput): Promise<number> {
  const { orderIds, sellerId, sellerName, ...credit } = input;
  const seller = sellerId ? { sellerId } : { sellerName };
  if (orderIds.length === 1) {
    const body: TOrderAttributionBody = { ...credit, ...seller };
    await apiData(ATTRIBUTION_API_PATHS.orderAttribution(orderIds[0]!), { method: 'PUT', body });
    return 1;
  }
  const body: TBulkAttributionBody = { ...credit, ...seller, orderIds };
  const reply = await apiData<{ updated: number }>(ATTRIBUTION_API_PATHS.bulkAttribution, {
    method: 'POST',
    body,
  });
  return reply.updated;
}

/** A repair changes lists, totals, dashboards and reports at once: every administrator query refetches. */
export function useCreditOrders() {
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, CreditInput>({
    mutationFn: creditOrders,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
