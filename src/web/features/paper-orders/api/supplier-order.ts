import { useMutation, useQuery } from '@tanstack/react-query';
import { PAPER_ORDER_API_PATHS } from '../../../../shared/api/paper-order-paths.js';
import type { TSupplierOrder } from '../../../../shared/api/paper-orders.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { fetchFile, saveFile } from '../../orders';
import { paperOrderKeys } from './keys';

/** GET /groups/{id}/campaigns/{campaignId}/supplier-order. */
export function useSupplierOrder(groupId: string, campaignId: string) {
  return useQuery<TSupplierOrder, ApiError>({
    queryKey: paperOrderKeys.supplierOrder(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TSupplierOrder>(PAPER_ORDER_API_PATHS.supplierOrder(groupId, campaignId), { signal }),
  });
}

/** GET the supplier order as CSV and hand it to the browser's download. */
export function useDownloadSupplierOrder(groupId: string, campaignId: string) {
  return useMutation<void, ApiError>({
    mutationFn: async () =>
      saveFile(await fetchFile(PAPER_ORDER_API_PATHS.supplierOrderExport(groupId, campaignId), {})),
  });
}
