import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup, TGroupCreateBody } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /groups, with the group's first campaign (created in the same transaction). */
export function createGroup(body: TGroupCreateBody): Promise<TGroup> {
  return apiData<TGroup>(API_PATHS.groups, { method: 'POST', body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation<TGroup, ApiError, TGroupCreateBody>({
    mutationFn: createGroup,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.groupList() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
