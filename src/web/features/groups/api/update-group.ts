import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { TGroup, TGroupUpdateBody } from '../../../../shared/api/groups.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface UpdateGroupInput {
  groupId: string;
  body: TGroupUpdateBody;
}

/** PUT /groups/{id}: name, organization, contact and active flag; the code never changes. */
export function updateGroup({ groupId, body }: UpdateGroupInput): Promise<TGroup> {
  return apiData<TGroup>(API_PATHS.group(groupId), {
    method: 'PUT',
    body,
  });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation<TGroup, ApiError, UpdateGroupInput>({
    mutationFn: updateGroup,
    onSuccess: async (group, { groupId }) => {
      queryClient.setQueryData(adminKeys.groupDetail(groupId), group);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.groupList() }),
        // Coordinator rows show their group's name.
        queryClient.invalidateQueries({ queryKey: adminKeys.coordinators() }),
      ]);
    },
  });
}
