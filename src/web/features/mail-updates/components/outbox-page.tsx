import { OUTBOX_LIMIT } from '../../../../shared/api/mail-paths.js';
import type { TOutbox, TOutboxMessage } from '../../../../shared/api/mail.js';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../api/outbox';
import { adminOutboxMessagePath } from '../paths';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { DigestSettingCard } from './digest-setting-card';
import { MessageStatus } from './message-status';
import '../mail-updates.css';

const T = MAIL_UPDATES_TEXTS.outbox;

const COLUMNS: Column<TOutboxMessage>[] = [
  {
    key: 'created',
    header: T.columns.created,
    cell: (message) => formatDateTime(message.createdAt),
  },
  {
    key: 'to',
    header: T.columns.to,
    cellClassName: 'mail-table__address',
    cell: (message) => message.to,
  },
  {
    key: 'subject',
    header: T.columns.subject,
    cellClassName: 'table__wrap mail-table__subject',
    cell: (message) => <Link to={adminOutboxMessagePath(message._id)}>{message.subject || T.noSubject}</Link>,
  },
  {
    key: 'kind',
    header: T.columns.kind,
    cell: (message) => MAIL_UPDATES_TEXTS.kinds[message.kind],
  },
  {
    key: 'status',
    header: T.columns.status,
    cell: (message) => <MessageStatus message={message} />,
  },
  {
    key: 'last-error',
    header: T.columns.lastError,
    cellClassName: 'table__wrap mail-table__error',
    cell: (message) => message.lastError || T.noError,
  },
];

/** Where mail goes, and the messages newest first (or that there are none yet). */
function OutboxMessages({ outbox }: { outbox: TOutbox }) {
  return (
    <>
      <p className={`alert alert--${outbox.delivery === 'smtp' ? 'info' : 'warning'}`}>
        {T.delivery[outbox.delivery]}
      </p>
      {outbox.messages.length === 0 ? (
        <p className="card empty-state">{T.empty}</p>
      ) : (
        <DataTable
          label={T.tableLabel}
          columns={COLUMNS}
          rows={outbox.messages}
          rowKey={(message) => message._id}
        />
      )}
      {outbox.messages.length >= OUTBOX_LIMIT ? (
        <p className="muted mail-small">{T.limit(OUTBOX_LIMIT)}</p>
      ) : null}
    </>
  );
}

/** /admin/outbox: the administrator's own digest setting, where mail goes and the last messages. */
export function OutboxPage() {
  const outbox = useOutbox();
  return (
    <>
      <PageHeader title={T.title} />
      <div className="stack">
        <DigestSettingCard audience="admin" />
        <section className="stack stack--tight" aria-labelledby="outbox-messages-title">
          <h2 className="section-title" id="outbox-messages-title">
            {T.messagesTitle}
          </h2>
          <QueryContent query={outbox} loadFailedMessage={T.loadFailed}>
            {(data) => <OutboxMessages outbox={data} />}
          </QueryContent>
        </section>
      </div>
    </>
  );
}
