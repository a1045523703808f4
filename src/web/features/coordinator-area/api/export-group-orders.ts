import { useMutation } from '@tanstack/react-query';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import type { ApiError } from '../../../lib/api-client';
import { fetchFile, saveFile, type DownloadedFile } from '../../orders';
import { exportQuery, type OrderFilterValues } from '../../orders';

export interface ExportGroupOrdersInput {
  groupId: string;
  filters: OrderFilterValues;
}

/** GET /groups/{id}/orders/export: the group's orders matching the filters, as a CSV file. */
export function exportGroupOrders({ groupId, filters }: ExportGroupOrdersInput): Promise<DownloadedFile> {
  return fetchFile(ORDER_API_PATHS.groupOrdersExport(groupId), exportQuery(filters));
}

/** Downloads the export; `isPending` while the file is on its way. */
export function useExportGroupOrders() {
  return useMutation<void, ApiError, ExportGroupOrdersInput>({
    mutationFn: async (input) => saveFile(await exportGroupOrders(input)),
  });
}
