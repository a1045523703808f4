import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TOutboxMessageDetail } from '../../../../shared/api/mail.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { Link } from '../../../components/router-link';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDownloadOutboxMessage, useOutboxMessage } from '../api/outbox-message';
import { ADMIN_OUTBOX_PATH } from '../paths';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { MessageStatus } from './message-status';
import { MessageText } from './message-text';
import '../mail-updates.css';

const T = MAIL_UPDATES_TEXTS.message;

/** The Date header is shown with From, To and Subject; the other headers are listed beneath. */
const isDateHeader = (name: string) => name.toLowerCase() === 'date';

/** A message as it was sent: its envelope, its status, the other headers and the plain text. */
function MessageDetails({ message }: { message: TOutboxMessageDetail }) {
  const dateHeader = message.headers.find((header) => isDateHeader(header.name));
  const otherHeaders = message.headers.filter((header) => !isDateHeader(header.name));
  const envelope: [string, ReactNode][] = [
    [T.from, message.from],
    [T.to, message.to],
    [T.subject, message.subject || MAIL_UPDATES_TEXTS.outbox.noSubject],
    [T.date, formatDateTime(dateHeader?.value ?? message.createdAt)],
    [
      T.status,
      <span className="mail-status" key="status">
        <MessageStatus message={message} />
        {message.sentAt ? (
          <span className="table__sub">{MAIL_UPDATES_TEXTS.sentAt(formatDateTime(message.sentAt))}</span>
        ) : null}
        {message.attempts > 0 ? (
          <span className="table__sub">{MAIL_UPDATES_TEXTS.attempts(message.attempts)}</span>
        ) : null}
      </span>,
    ],
    [T.kind, MAIL_UPDATES_TEXTS.kinds[message.kind]],
    ...(message.lastError ? [[T.lastError, message.lastError] satisfies [string, ReactNode]] : []),
  ];
  return (
    <div className="stack">
      <section className="card stack stack--tight" aria-label={T.title}>
        <dl className="details">
          {envelope.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="card stack stack--tight" aria-labelledby="mail-headers-title">
        <h2 className="section-title" id="mail-headers-title">
          {T.headersTitle}
        </h2>
        {otherHeaders.length === 0 ? (
          <p className="muted">{T.noHeaders}</p>
        ) : (
          <dl className="details mail-headers">
            {otherHeaders.map((header, index) => (
              <Fragment key={`${header.name}-${index}`}>
                <dt>{header.name}</dt>
                <dd className="code">{header.value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
      <section className="card stack stack--tight" aria-labelledby="mail-text-title">
        <h2 className="section-title" id="mail-text-title">
          {T.bodyTitle}
        </h2>
        {message.text ? <MessageText text={message.text} /> : <p className="muted">{T.emptyBody}</p>}
      </section>
    </div>
  );
}

/** /admin/outbox/:messageId: one message as sent, with its .eml download and the way back to the outbox. */
export function OutboxMessagePage() {
  const { messageId = '' } = useParams();
  const message = useOutboxMessage(messageId);
  const download = useDownloadOutboxMessage(messageId);

  let body: ReactNode;
  if (message.isPending) body = <PageLoading />;
  else if (message.isError) {
    body = isApiErrorCode(message.error, 'MAIL_MESSAGE_NOT_FOUND') ? (
      <p className="card empty-state">{errorMessage(message.error, T.notFound)}</p>
    ) : (
      <Alert kind="error">{errorMessage(message.error, T.loadFailed)}</Alert>
    );
  } else body = <MessageDetails message={message.data} />;

  return (
    <>
      <PageHeader
        title={message.data?.subject || T.title}
        documentTitle={
          message.data ? `${message.data.subject || T.title} · ${MAIL_UPDATES_TEXTS.outbox.title}` : T.title
        }
        actions={
          <>
            <Link to={ADMIN_OUTBOX_PATH} className="btn btn--ghost">
              {T.back}
            </Link>
            {message.isSuccess ? (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={download.isPending}
                onClick={() => download.mutate()}
              >
                {download.isPending ? T.downloading : T.download}
              </button>
            ) : null}
          </>
        }
      />
      <div className="stack">
        {download.isError ? (
          <Alert kind="error">{errorMessage(download.error, T.downloadFailed)}</Alert>
        ) : null}
        {body}
      </div>
    </>
  );
}
