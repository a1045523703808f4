import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffMailSettings, TStaffMailSettingsBody } from '../../../../shared/api/mail.js';
import { MAIL_API_PATHS } from '../../../../shared/api/mail-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { mailUpdateKeys } from './keys';

/** GET /staff/mail-settings: the signed-in staff member's daily digest setting, its address, hour and zone. */
export function useStaffMailSettings() {
  return useQuery<TStaffMailSettings, ApiError>({
    queryKey: mailUpdateKeys.staffSettings(),
    queryFn: ({ signal }) => apiData<TStaffMailSettings>(MAIL_API_PATHS.staffMailSettings(), { signal }),
  });
}

/** PUT /staff/mail-settings `{ dailyDigest }`; the reply is the setting as saved. */
export function useSaveStaffMailSettings() {
  const queryClient = useQueryClient();
  return useMutation<TStaffMailSettings, ApiError, TStaffMailSettingsBody>({
    mutationFn: (body) =>
      apiData<TStaffMailSettings>(MAIL_API_PATHS.staffMailSettings(), { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(mailUpdateKeys.staffSettings(), settings),
  });
}
