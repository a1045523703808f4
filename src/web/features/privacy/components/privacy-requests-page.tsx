import type { THeldOrder, TPrivacyRequest } from '../../../../shared/api/privacy.js';
import { Alert } from '../../../components/alert';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useMarkPrivacyRequestSent, usePrivacyRequests } from '../api/privacy-requests';
import { PRIVACY_REQUEST_TEXTS as T } from '../texts';

const BANNER_MS = 5000;

const joined = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

const HELD_COLUMNS: Column<THeldOrder>[] = [
  { key: 'order', header: T.columns.order, cell: (order) => order.orderNumber },
  { key: 'date', header: T.columns.date, cell: (order) => formatDate(order.orderDate) },
  {
    key: 'group',
    header: T.columns.group,
    cellClassName: 'table__wrap',
    cell: (order) => joined([order.groupName, order.groupCode], ' · ') || T.none,
  },
  {
    key: 'buyer',
    header: T.columns.buyer,
    cellClassName: 'table__wrap',
    cell: (order) => joined([order.buyerFirstName, order.buyerLastName], ' ') || T.none,
  },
  { key: 'email', header: T.columns.email, cell: (order) => order.buyerEmail || T.none },
  { key: 'phone', header: T.columns.phone, cell: (order) => order.buyerPhone || T.none },
  {
    key: 'address',
    header: T.columns.address,
    cellClassName: 'table__wrap',
    cell: (order) =>
      joined(
        [
          order.shippingAddress1,
          order.shippingAddress2,
          order.shippingCity,
          joined([order.shippingProvince, order.shippingZip], ' '),
          order.shippingCountry,
        ],
        ', ',
      ) || T.none,
  },
  {
    key: 'note',
    header: T.columns.note,
    cellClassName: 'table__wrap',
    cell: (order) => order.note || T.none,
  },
];

interface RequestCardProps {
  request: TPrivacyRequest;
  marking: boolean;
  onMarkSent: (request: TPrivacyRequest) => void;
}

/** One request: who asked and when, what the portal holds about them, and "Mark as sent". */
function RequestCard({ request, marking, onMarkSent }: RequestCardProps) {
  const titleId = `privacy-request-${request._id}`;
  return (
    <section className="card stack stack--tight" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {T.requestTitle(request.storeRequestId)}
      </h2>
      <dl className="details">
        <dt>{T.received}</dt>
        <dd>{formatDateTime(request.receivedAt)}</dd>
        <dt>{T.buyerEmail}</dt>
        <dd>{request.buyerEmail || T.none}</dd>
        <dt>{T.buyerPhone}</dt>
        <dd>{request.buyerPhone || T.none}</dd>
        <dt>{T.ordersRequested}</dt>
        <dd>{request.ordersRequested.join(', ') || T.none}</dd>
      </dl>
      <h3 className="section-title">{T.heldTitle}</h3>
      <DataTable
        label={T.heldLabel(request.storeRequestId)}
        columns={HELD_COLUMNS}
        rows={request.orders}
        rowKey={(order) => order._id}
        empty={<p className="muted">{T.noOrders}</p>}
      />
      <div>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          aria-label={T.markSentOf(request.storeRequestId)}
          disabled={marking}
          onClick={() => onMarkSent(request)}
        >
          {marking ? T.marking : T.markSent}
        </button>
      </div>
    </section>
  );
}

/** /admin/privacy-requests: the store's open data requests, oldest first, each to answer and mark as sent. */
export function PrivacyRequestsPage() {
  const requests = usePrivacyRequests();
  const markSent = useMarkPrivacyRequestSent();
  const banner = useTimedMessage();

  const mark = (request: TPrivacyRequest) =>
    markSent.mutate(request._id, {
      onSuccess: (reply) => banner.show('success', reply.message, BANNER_MS),
      onError: (failure) => banner.show('error', errorMessage(failure, T.markFailed), BANNER_MS),
    });

  return (
    <>
      <PageHeader title={T.title} />
      <div className="stack">
        <p className="muted">{T.intro}</p>
        {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}
        <QueryContent
          query={requests}
          loadFailedMessage={T.loadFailed}
          emptyMessage={T.empty}
          isEmpty={(data) => data.requests.length === 0}
        >
          {(data) =>
            data.requests.map((request) => (
              <RequestCard
                key={request._id}
                request={request}
                marking={markSent.isPending && markSent.variables === request._id}
                onMarkSent={mark}
              />
            ))
          }
        </QueryContent>
      </div>
    </>
  );
}
