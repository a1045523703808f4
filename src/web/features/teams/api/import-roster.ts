import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS, TEAM_API_ROUTES } from '../../../../shared/api/team-paths.js';
import { routePath } from '../../../../shared/api/route-path.js';
import type { TRosterImportResult } from '../../../../shared/api/teams.js';
import { ApiError, applyUnauthorizedRule, buildUrl } from '../../../lib/api-client';
import { importFailureOf } from '../../../lib/import-refusal';
import { getToken } from '../../../lib/session';
import { refreshAfterTeamChange } from './refresh';

/**
 * POST a CSV file as it is (the import takes text/csv, not JSON), with the stored bearer token. Failures throw
 * ApiError like every other call, and a 401 applies the global rule.
 */
async function postCsv<T>(path: string, csv: string): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'text/csv; charset=utf-8',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method: 'POST', headers, body: csv });
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

/**
 * POST /groups/{id}/roster/import: previewed (`?dryRun=true`, nothing written) or imported all or nothing (a file
 * with a problem is refused with each problem as `rows.{row}.{column}`).
 */
export function useImportRoster(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TRosterImportResult, ApiError, ImportInput>({
    mutationFn: ({ csv, dryRun }) =>
      postCsv<TRosterImportResult>(
        dryRun
          ? TEAM_API_PATHS.rosterImport(groupId, true)
          : routePath(TEAM_API_ROUTES.rosterImport, { id: groupId }),
        csv,
      ),
    onSuccess: (result) => {
      if (result.committed) refreshAfterTeamChange(queryClient, groupId, 'both');
    },
  });
}
