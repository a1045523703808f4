import { useQuery } from '@tanstack/react-query';
import type {
  TAttentionReply,
  TAttributionHealth,
  TAttributionSuggestion,
  TGroupSeller,
} from '../../../../shared/api/attribution.js';
import { ATTRIBUTION_API_PATHS } from '../../../../shared/api/attribution-paths.js';
import { apiData, apiPage } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { attributionKeys } from './keys';

export type AttentionPage = Omit<TAttentionReply, 'success'>;

/** GET /admin/orders/attention: one page of the repair queue, newest first. */
export function useAttentionOrders(page: number) {
  return useQuery<AttentionPage, ApiError>({
    queryKey: attributionKeys.queue(page),
    queryFn: ({ signal }) =>
      apiPage<TAttentionReply>(ATTRIBUTION_API_PATHS.attentionOrders, { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** How many orders need attention, for the links that lead to the queue. */
export function useAttentionCount() {
  return useQuery<number, ApiError>({
    queryKey: attributionKeys.queueCount(),
    queryFn: ({ signal }) =>
      apiPage<TAttentionReply>(ATTRIBUTION_API_PATHS.attentionOrders, { query: { limit: 1 }, signal }).then(
        (reply) => reply.total,
      ),
  });
}

/** GET /admin/orders/{id}/suggestions, loaded when the order's row is opened. */
export function useSuggestions(orderId: string, enabled: boolean) {
  return useQuery<TAttributionSuggestion[], ApiError>({
    queryKey: attributionKeys.suggestions(orderId),
    queryFn: ({ signal }) => apiData(ATTRIBUTION_API_PATHS.orderSuggestions(orderId), { signal }),
    enabled,
  });
}

/** GET /admin/groups/{id}/sellers, for the seller picker. */
export function useGroupSellers(groupId: string) {
  return useQuery<TGroupSeller[], ApiError>({
    queryKey: attributionKeys.sellers(groupId),
    queryFn: ({ signal }) => apiData(ATTRIBUTION_API_PATHS.groupSellers(groupId), { signal }),
    enabled: groupId !== '',
  });
}

/** GET /admin/attribution-health, refreshed each minute while the dashboard is open. */
export function useAttributionHealth() {
  return useQuery<TAttributionHealth, ApiError>({
    queryKey: attributionKeys.health(),
    queryFn: ({ signal }) => apiData(ATTRIBUTION_API_PATHS.attributionHealth, { signal }),
    refetchInterval: 60_000,
  });
}
