import { useMutation } from '@tanstack/react-query';
import { ORDER_API_PATHS } from '../../../../shared/api/order-paths.js';
import type { ApiError } from '../../../lib/api-client';
import { fetchFile, saveFile, type DownloadedFile } from '../csv-export';
import { exportQuery, type OrderFilters } from '../order-query';

/** GET /admin/orders/export: every order matching the filters, as a CSV file. */
export function exportAdminOrders(filters: OrderFilters): Promise<DownloadedFile> {
  return fetchFile(ORDER_API_PATHS.adminOrdersExport, exportQuery(filters));
}

/** Downloads the export; `isPending` while the file is on its way. */
export function useExportAdminOrders() {
  return useMutation<void, ApiError, OrderFilters>({
    mutationFn: async (filters) => saveFile(await exportAdminOrders(filters)),
  });
}
