import type { TOutboxMessage } from '../../../../shared/api/mail.js';
import { formatDateTime } from '../../../lib/format';
import { MAIL_UPDATES_TEXTS as T } from '../texts';

const TONES = { queued: 'info', sent: 'success', failed: 'danger' } as const;

/** A queued message that failed at least once: it waits for its next attempt. */
export const isRetrying = (message: TOutboxMessage) => message.status === 'queued' && message.attempts > 0;

/** Queued, Sent or Failed; "Retrying" with the time of the next attempt for a queued message that failed. */
export function MessageStatus({ message }: { message: TOutboxMessage }) {
  const retrying = isRetrying(message);
  return (
    <>
      <span
        className={`badge badge--${retrying ? 'warning' : TONES[message.status]}`}
        data-status={retrying ? 'retrying' : message.status}
      >
        {retrying ? T.retrying : T.statuses[message.status]}
      </span>
      {retrying && message.nextAttemptAt ? (
        <span className="table__sub">{T.nextAttempt(formatDateTime(message.nextAttemptAt))}</span>
      ) : null}
    </>
  );
}
