import { useQuery } from '@tanstack/react-query';
import type { TGroup } from '../../../../shared/api/groups.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { mailUpdateKeys } from './keys';

/** GET /groups/{id}: the group the administrator's e-mail updates screen is about, for its heading. */
export function useMailUpdatesGroup(groupId: string) {
  return useQuery<TGroup, ApiError>({
    queryKey: mailUpdateKeys.groupInfo(groupId),
    queryFn: ({ signal }) => apiData<TGroup>(API_PATHS.group(groupId), { signal }),
    enabled: groupId !== '',
  });
}
