import { useQuery } from '@tanstack/react-query';
import type { TOutbox } from '../../../../shared/api/mail.js';
import { MAIL_API_PATHS } from '../../../../shared/api/mail-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { mailUpdateKeys } from './keys';

/** While a message waits for the sender, the list is asked again this often. */
const WHILE_QUEUED_MS = 10_000;

/** GET /admin/outbox: where mail goes now and the most recent messages, newest first. */
export function useOutbox() {
  return useQuery<TOutbox, ApiError>({
    queryKey: mailUpdateKeys.outbox(),
    queryFn: ({ signal }) => apiData<TOutbox>(MAIL_API_PATHS.outbox(), { signal }),
    // The sender works in the background: the list is fetched each time it is shown, and while any message waits.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'queued') ? WHILE_QUEUED_MS : false,
  });
}
