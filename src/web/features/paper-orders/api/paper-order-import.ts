import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAPER_ORDER_API_PATHS } from '../../../../shared/api/paper-order-paths.js';
import type { TPaperOrderImportResult } from '../../../../shared/api/paper-orders.js';
import { ApiError, applyUnauthorizedRule, buildUrl, type QueryValue } from '../../../lib/api-client';
import { importFailureOf } from '../../../lib/import-refusal';
import { getToken } from '../../../lib/session';
import { fetchFile, saveFile } from '../../orders';
import { refreshAfterPaperOrders } from './paper-orders';

/**
 * POST a CSV file as it is (the import takes text/csv, not JSON), with the stored bearer token. Failures throw
 * ApiError like every other call, and a 401 applies the global rule.
 */
async function postCsv<T>(path: string, csv: string, query: Record<string, QueryValue>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'text/csv; charset=utf-8',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method: 'POST', headers, body: csv });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (response.status === 401) applyUnauthorizedRule();
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw importFailureOf(response.status, body);
  return (body as { data: T }).data;
}

interface ImportInput {
  csv: string;
  dryRun: boolean;
}

/** POST /groups/{id}/campaigns/{campaignId}/paper-orders/import, previewed (`dryRun`) or for real. */
export function useImportPaperOrders(groupId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation<TPaperOrderImportResult, ApiError, ImportInput>({
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
