import { useLocation } from 'react-router';
import { Link } from '../../../components/router-link';
import type { TOrderListItem } from '../../../../shared/api/orders.js';
import { formatCurrency, formatDate } from '../../../lib/format';
import { StatusBadge } from './status-badge';
import { ShareLinkBadge } from '../../share-links';
import { PaperOrderBadge } from './paper-order-badge';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { ORDER_TEXTS } from '../texts';

const T = ORDER_TEXTS.list;

/** What a View link hands the detail page: the list's query, for its Back link. */
export interface OrderListLinkState {
  listSearch: string;
}

interface OrdersTableProps {
  orders: TOrderListItem[];
  /** Where a row's View link goes. */
  detailPath: (orderId: string) => string;
  /** Administrators see which orders came without portal attributes. */
  showAttribution?: boolean;
}

export function buyerName(order: Pick<TOrderListItem, 'customerFirstName' | 'customerLastName'>) {
  return [order.customerFirstName, order.customerLastName].filter(Boolean).join(' ');
}

/**
 * An order list: number, date, group code, seller (with their class or team below), buyer (name and e-mail),
 * total, status and a View link. On a phone the table scrolls sideways inside its frame.
 */
export function OrdersTable({ orders, detailPath, showAttribution = false }: OrdersTableProps) {
  // The detail page's way back returns to this page of the list, filters included.
  const { search } = useLocation();
  const state: OrderListLinkState = { listSearch: search };
  const columns: Column<TOrderListItem>[] = [
    {
      key: 'number',
      header: T.orderNumber,
      cellClassName: 'table__strong',
      cell: (order) => {
        const test = showAttribution && order.isTest;
        const paper = order.source === 'paper';
        if (!test && !paper) return order.shopifyOrderNumber;
        return (
          <span className="inline-items">
            {order.shopifyOrderNumber}
            {paper ? <PaperOrderBadge /> : null}
            {test ? (
              <span className="badge badge--raw">
                {order.isDemo ? ORDER_TEXTS.detail.demo : ORDER_TEXTS.detail.test}
              </span>
            ) : null}
          </span>
        );
      },
    },
    { key: 'date', header: T.date, cell: (order) => formatDate(order.createdAt) },
    {
      key: 'group',
      header: T.groupCode,
      cell: (order) => (
        <span className="inline-items">
          {order.groupCode}
          {showAttribution && !order.isAttributed ? (
            <span className="badge badge--warning badge--raw">{ORDER_TEXTS.detail.unattributed}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'seller',
      header: T.seller,
      cell: (order) => {
        const seller = order.viaShareLink ? (
          <span className="inline-items">
            {order.studentName}
            <ShareLinkBadge />
          </span>
        ) : (
          order.studentName
        );
        if (!order.team) return seller;
        return (
          <>
            {seller}
            <span className="table__sub">{T.teamOf(order.team.name)}</span>
          </>
        );
      },
    },
    {
      key: 'buyer',
      header: T.buyer,
      cell: (order) => (
        <>
          <span className="table__strong">{buyerName(order)}</span>
          <span className="table__sub">{order.customerEmail}</span>
        </>
      ),
    },
    { key: 'total', header: T.total, className: 'num', cell: (order) => formatCurrency(order.totalAmount) },
    { key: 'status', header: T.status, cell: (order) => <StatusBadge status={order.status} /> },
    {
      key: 'actions',
      header: <HiddenHeader>{T.actions}</HiddenHeader>,
      cell: (order) => (
        <Link to={detailPath(order._id)} state={state} aria-label={T.viewOrder(order.shopifyOrderNumber)}>
          {T.view}
        </Link>
      ),
    },
  ];
  return <DataTable label={T.tableLabel} columns={columns} rows={orders} rowKey={(order) => order._id} />;
}
