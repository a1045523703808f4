import { ApiError, applyUnauthorizedRule, buildUrl, type QueryValue } from './api-client';
import { importFailureOf } from './import-refusal';
import { getToken } from './session';

/** What a spreadsheet import is sent: the file's text, and whether it is only a preview. */
export interface CsvImportInput {
  csv: string;
  dryRun: boolean;
}

/**
 * POST a CSV file as it is (an import takes text/csv, not JSON), with the stored bearer token. Failures throw
 * ApiError like every other call, and a 401 applies the global rule.
 */
export async function postCsv<T>(
  path: string,
  csv: string,
  query: Record<string, QueryValue> = {},
): Promise<T> {
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
