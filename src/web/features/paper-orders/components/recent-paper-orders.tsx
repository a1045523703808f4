import type { TPaperOrder } from '../../../../shared/api/paper-orders.js';
import { DataTable, type Column } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { formatCurrency } from '../../../lib/format';
import { useLatestPaperOrders } from '../api/paper-orders';
import { PAPER_ORDER_TEXTS } from '../texts';

const T = PAPER_ORDER_TEXTS.entry.recent;

export const paymentText = (order: TPaperOrder) =>
  PAPER_ORDER_TEXTS.payment(
    order.payment.method,
    formatCurrency(order.payment.amount),
    order.payment.checkNumber,
  );

interface RecentPaperOrdersProps {
  groupId: string;
  campaignId: string;
  editPath: (orderId: string) => string;
}

/** The campaign's latest forms, newest first, so that a mistake is seen at once and opened to be fixed. */
export function RecentPaperOrders({ groupId, campaignId, editPath }: RecentPaperOrdersProps) {
  const latest = useLatestPaperOrders(groupId, campaignId);
  const columns: Column<TPaperOrder>[] = [
    {
      key: 'number',
      header: T.columns.number,
      cell: (order) => (
        <span className="inline-items">
          <Link to={editPath(order._id)} className="table__strong" aria-label={T.edit(order.orderNumber)}>
            {order.orderNumber}
          </Link>
          {order.voidedAt ? (
            <span className="badge badge--danger badge--raw">{PAPER_ORDER_TEXTS.voided}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'form', header: T.columns.formNumber, cell: (order) => order.formNumber },
    {
      key: 'seller',
      header: T.columns.seller,
      cellClassName: 'paper-recent__text',
      cell: (order) => order.sellerName,
    },
    {
      key: 'buyer',
      header: T.columns.buyer,
      cellClassName: 'paper-recent__text',
      cell: (order) => order.buyerName,
    },
    {
      key: 'items',
      header: T.columns.items,
      cellClassName: 'paper-recent__items',
      cell: (order) =>
        PAPER_ORDER_TEXTS.itemsAndDonation(
          PAPER_ORDER_TEXTS.items(order.items),
          order.donation > 0 ? PAPER_ORDER_TEXTS.donation(formatCurrency(order.donation)) : '',
        ),
    },
    { key: 'total', header: T.columns.total, className: 'num', cell: (order) => formatCurrency(order.total) },
    { key: 'payment', header: T.columns.payment, cellClassName: 'paper-recent__text', cell: paymentText },
  ];
  return (
    <section className="stack stack--tight">
      <h2 className="section-title" id="paper-recent-title">
        {T.title}
      </h2>
      <QueryContent
        query={latest}
        loadFailedMessage={T.loadFailed}
        emptyMessage={T.empty}
        isEmpty={(orders) => orders.length === 0}
      >
        {(orders) => (
          <div className="paper-recent">
            <DataTable label={T.tableLabel} columns={columns} rows={orders} rowKey={(order) => order._id} />
          </div>
        )}
      </QueryContent>
    </section>
  );
}
