import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAPER_ORDER_API_PATHS } from '../../../../shared/api/paper-order-paths.js';
import type {
  TPaperOrder,
  TPaperOrderBody,
  TPaperOrderEditBody,
} from '../../../../shared/api/paper-orders.js';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { coordinatorKeys } from '../../../lib/coordinator-query-keys';
import { orderKeys } from '../../orders';
import { reportKeys } from '../../reports';
import { paperOrderKeys } from './keys';

/** How many of the latest forms the entry screen shows beneath the form. */
export const LATEST_PAPER_ORDERS = 10;

/**
 * After paper orders were entered, edited, voided or imported: the campaign's latest forms are fetched again at
 * once; every other screen that counts orders (results, lists, dashboards, the supplier order) is only marked
 * stale, so it fetches again when next shown rather than after every form typed.
 */
export function refreshAfterPaperOrders(queryClient: QueryClient, groupId: string, campaignId: string) {
  void queryClient.invalidateQueries({ queryKey: paperOrderKeys.latest(groupId, campaignId) });
  for (const queryKey of [
    paperOrderKeys.campaign(groupId, campaignId),
    reportKeys.all,
    orderKeys.all,
    coordinatorKeys.all,
    adminKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/** GET /groups/{id}/campaigns/{campaignId}/paper-orders: the latest forms entered, newest first. */
export function useLatestPaperOrders(groupId: string, campaignId: string) {
  return useQuery<TPaperOrder[], ApiError>({
    queryKey: paperOrderKeys.latest(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TPaperOrder[]>(PAPER_ORDER_API_PATHS.campaignPaperOrders(groupId, campaignId), {
        query: { limit: LATEST_PAPER_ORDERS },
        signal,
      }),
  });
}

/** POST /groups/{id}/campaigns/{campaignId}/paper-orders: one form as typed. */
export function useCreatePaperOrder(groupId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation<TPaperOrder, ApiError, TPaperOrderBody>({
    mutationFn: (body) =>
      apiData<TPaperOrder>(PAPER_ORDER_API_PATHS.campaignPaperOrders(groupId, campaignId), {
        method: 'POST',
        body,
      }),
    onSuccess: () => refreshAfterPaperOrders(queryClient, groupId, campaignId),
  });
}

/** GET /groups/{id}/paper-orders/{orderId}, with its history. */
export function usePaperOrder(groupId: string, orderId: string) {
  return useQuery<TPaperOrder, ApiError>({
    queryKey: paperOrderKeys.order(groupId, orderId),
    queryFn: ({ signal }) =>
      apiData<TPaperOrder>(PAPER_ORDER_API_PATHS.paperOrder(groupId, orderId), { signal }),
  });
}

function useSavedPaperOrder(groupId: string) {
  const queryClient = useQueryClient();
  return (order: TPaperOrder) => {
    queryClient.setQueryData(paperOrderKeys.order(groupId, order._id), order);
    refreshAfterPaperOrders(queryClient, groupId, order.campaignId);
  };
}

/** PUT /groups/{id}/paper-orders/{orderId}: the whole form again, with the reason. */
export function useEditPaperOrder(groupId: string, orderId: string) {
  const saved = useSavedPaperOrder(groupId);
  return useMutation<TPaperOrder, ApiError, TPaperOrderEditBody>({
    mutationFn: (body) =>
      apiData<TPaperOrder>(PAPER_ORDER_API_PATHS.paperOrder(groupId, orderId), { method: 'PUT', body }),
    onSuccess: saved,
  });
}

/** POST /groups/{id}/paper-orders/{orderId}/void, with the reason. */
export function useVoidPaperOrder(groupId: string, orderId: string) {
  const saved = useSavedPaperOrder(groupId);
  return useMutation<TPaperOrder, ApiError, string>({
    mutationFn: (reason) =>
      apiData<TPaperOrder>(PAPER_ORDER_API_PATHS.voidPaperOrder(groupId, orderId), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: saved,
  });
}
