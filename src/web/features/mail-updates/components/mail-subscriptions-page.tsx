import { useState } from 'react';
import { useParams } from 'react-router';
import type { TMailSubscription } from '../../../../shared/api/mail.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { GroupScreenHeader, type GroupScreenProps } from '../../../components/group-screen-header';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { formatDateTime } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useMailUpdatesGroup } from '../api/get-group';
import { useGroupMailSubscriptions, useRemoveMailSubscription } from '../api/group-mail-subscriptions';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { DigestSettingCard } from './digest-setting-card';
import '../mail-updates.css';

const T = MAIL_UPDATES_TEXTS.subscriptions;
const BANNER_MS = 6000;

const STATUS_TONES = { pending: 'warning', confirmed: 'success', unsubscribed: 'neutral' } as const;

/** /admin/groups/:id/mail-updates */
export function AdminMailUpdatesPage() {
  const { id = '' } = useParams();
  const group = useMailUpdatesGroup(id);
  return (
    <GroupMailUpdates
      groupId={id}
      groupName={group.data?.name}
      backPath={`/admin/groups/${encodeURIComponent(id)}`}
    />
  );
}

interface GroupMailUpdatesProps extends GroupScreenProps {
  /** The signed-in coordinator's own daily digest setting, above the list. */
  showDigest?: boolean;
}

/** The status, and when it was confirmed or stopped. */
function SubscriptionStatus({ subscription }: { subscription: TMailSubscription }) {
  const { status, confirmedAt, unsubscribedAt } = subscription;
  let when: string | null = null;
  if (status === 'confirmed' && confirmedAt) when = T.confirmedAt(formatDateTime(confirmedAt));
  if (status === 'unsubscribed' && unsubscribedAt) when = T.unsubscribedAt(formatDateTime(unsubscribedAt));
  return (
    <>
      <span className={`badge badge--${STATUS_TONES[status]}`} data-status={status}>
        {T.statuses[status]}
      </span>
      {when ? <span className="table__sub">{when}</span> : null}
    </>
  );
}

/** When the consent was given, with the words the checkbox showed. */
function Consent({ subscription }: { subscription: TMailSubscription }) {
  return (
    <div className="mail-consent">
      <span>{formatDateTime(subscription.consentedAt)}</span>
      <details className="mail-consent__details">
        <summary>{T.consentText}</summary>
        <p className="mail-consent__text" lang={subscription.locale}>
          {subscription.consentText}
        </p>
      </details>
    </div>
  );
}

/**
 * The parents and guardians who asked for e-mail updates about a group's sellers: their status, language and
 * consent, and Remove, which stops the updates at once.
 */
export function GroupMailUpdates({
  groupId,
  groupName,
  backPath,
  showDigest = false,
}: GroupMailUpdatesProps) {
  const subscriptions = useGroupMailSubscriptions(groupId);
  const remove = useRemoveMailSubscription(groupId);
  const banner = useTimedMessage();
  const [pending, setPending] = useState<TMailSubscription | null>(null);

  const confirmRemove = () => {
    if (!pending || remove.isPending) return;
    const { email, seller } = pending;
    remove.mutate(
      { subscriptionId: pending._id },
      {
        onSuccess: () => {
          setPending(null);
          banner.show('success', T.removeDialog.removed(email, seller.name), BANNER_MS);
        },
        onError: (failure) => {
          setPending(null);
          banner.show('error', errorMessage(failure, T.removeDialog.failed), BANNER_MS);
        },
      },
    );
  };

  const C = T.columns;
  const columns: Column<TMailSubscription>[] = [
    {
      key: 'seller',
      header: C.seller,
      cell: (row) => <span className="table__strong">{row.seller.name}</span>,
    },
    { key: 'campaign', header: C.campaign, cell: (row) => row.campaign.name },
    { key: 'email', header: C.email, cellClassName: 'mail-table__address', cell: (row) => row.email },
    { key: 'status', header: C.status, cell: (row) => <SubscriptionStatus subscription={row} /> },
    {
      key: 'language',
      header: C.language,
      cell: (row) => <span lang={row.locale}>{T.languages[row.locale]}</span>,
    },
    { key: 'consent', header: C.consent, cell: (row) => <Consent subscription={row} /> },
    {
      key: 'actions',
      header: <HiddenHeader>{C.actions}</HiddenHeader>,
      cell: (row) => (
        <button
          type="button"
          className="btn btn--ghost-danger btn--sm"
          aria-label={T.removeOf(row.email, row.seller.name)}
          onClick={() => {
            banner.clear();
            setPending(row);
          }}
        >
          {T.remove}
        </button>
      ),
    },
  ];

  return (
    <>
      <GroupScreenHeader groupName={groupName} backPath={backPath} texts={T} />
      <div className="stack">
        <p className="mail-intro">{T.intro}</p>
        {showDigest ? <DigestSettingCard audience="coordinator" /> : null}
        {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}
        <QueryContent
          query={subscriptions}
          loadFailedMessage={T.loadFailed}
          emptyMessage={T.empty}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <DataTable label={T.tableLabel} columns={columns} rows={data} rowKey={(row) => row._id} />
          )}
        </QueryContent>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={T.removeDialog.title}
        message={pending ? T.removeDialog.message(pending.email, pending.seller.name) : ''}
        confirmLabel={T.removeDialog.confirm}
        busyLabel={T.removeDialog.busy}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
