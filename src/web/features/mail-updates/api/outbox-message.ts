import { useMutation, useQuery } from '@tanstack/react-query';
import type { TOutboxMessageDetail } from '../../../../shared/api/mail.js';
import { MAIL_API_PATHS } from '../../../../shared/api/mail-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { fetchFile, saveFile } from '../../orders';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { mailUpdateKeys } from './keys';

/** GET /admin/outbox/{messageId}: one message as it was sent, headers and bodies. */
export function useOutboxMessage(messageId: string) {
  return useQuery<TOutboxMessageDetail, ApiError>({
    queryKey: mailUpdateKeys.outboxMessage(messageId),
    queryFn: ({ signal }) =>
      apiData<TOutboxMessageDetail>(MAIL_API_PATHS.outboxMessage(messageId), { signal }),
    enabled: messageId !== '',
    staleTime: 0,
  });
}

/** GET /admin/outbox/{messageId}/raw with the bearer token and hand the .eml file to the browser's download. */
export function useDownloadOutboxMessage(messageId: string) {
  return useMutation<void, ApiError>({
    mutationFn: async () =>
      saveFile(
        await fetchFile(
          MAIL_API_PATHS.outboxMessageRaw(messageId),
          {},
          { accept: 'message/rfc822', fallbackFileName: MAIL_UPDATES_TEXTS.message.fileName(messageId) },
        ),
      ),
  });
}
