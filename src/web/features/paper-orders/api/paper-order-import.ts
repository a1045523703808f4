import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAPER_ORDER_API_PATHS } from '../../../../shared/api/paper-order-paths.js';
import type { TPaperOrderImportResult } from '../../../../shared/api/paper-orders.js';
import { fetchFile, saveFile } from '../../orders';
import type { ApiError } from '../../../lib/api-client';
import { postCsv, type CsvImportInput } from '../../../lib/post-csv';
import { refreshAfterPaperOrders } from './paper-orders';

/** POST /groups/{id}/campaigns/{campaignId}/paper-orders/import, previewed (`dryRun`) or for real. */
export function useImportPaperOrders(groupId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation<TPaperOrderImportResult, ApiError, CsvImportInput>({
    mutationFn: ({ csv, dryRun }) =>
      postCsv<TPaperOrderImportResult>(PAPER_ORDER_API_PATHS.paperOrderImport(groupId, campaignId), csv, {
        dryRun: dryRun ? 'true' : undefined,
      }),
    onSuccess: (result) => {
      if (result.committed) refreshAfterPaperOrders(queryClient, groupId, campaignId);
    },
  });
}

/** GET the campaign's template (a CSV attachment) and hand it to the browser's download. */
export function useDownloadTemplate(groupId: string, campaignId: string) {
  return useMutation<void, ApiError>({
    mutationFn: async () =>
      saveFile(await fetchFile(PAPER_ORDER_API_PATHS.paperOrderTemplate(groupId, campaignId), {})),
  });
}
