import { useQuery } from '@tanstack/react-query';
import type { TGroup } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /groups/{id}: the group the administrator's Teams screen is about, for its heading. */
export function useTeamsGroup(groupId: string, enabled: boolean) {
  return useQuery<TGroup, ApiError>({
    queryKey: teamKeys.groupInfo(groupId),
    queryFn: ({ signal }) => apiData<TGroup>(API_PATHS.group(groupId), { signal }),
    enabled,
  });
}
