import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS, TEAM_API_ROUTES } from '../../../../shared/api/team-paths.js';
import { routePath } from '../../../../shared/api/route-path.js';
import type { TRosterImportResult } from '../../../../shared/api/teams.js';
import type { ApiError } from '../../../lib/api-client';
import { postCsv, type CsvImportInput } from '../../../lib/post-csv';
import { refreshAfterTeamChange } from './refresh';

/**
 * POST /groups/{id}/roster/import: previewed (`?dryRun=true`, nothing written) or imported all or nothing (a file
 * with a problem is refused with each problem as `rows.{row}.{column}`).
 */
export function useImportRoster(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<TRosterImportResult, ApiError, CsvImportInput>({
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
