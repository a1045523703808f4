import { Link, useLocation } from 'react-router';
import type { TOrderListItem } from '../../../../shared/api/orders.js';
import { formatCurrency, formatDate } from '../../../lib/format';
import { StatusBadge } from './status-badge';
import { TableWrap } from '../../../components/table-wrap';
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

export function customerName(order: Pick<TOrderListItem, 'customerFirstName' | 'customerLastName'>) {
  return [order.customerFirstName, order.customerLastName].filter(Boolean).join(' ');
}

/**
 * An order list (spec section 2): number, date, group code, seller, customer (name and e-mail), total,
 * status and a View link. On a phone the table scrolls sideways inside its frame.
 */
export function OrdersTable({ orders, detailPath, showAttribution = false }: OrdersTableProps) {
  // The detail page's way back returns to this page of the list, filters included.
  const { search } = useLocation();
  const state: OrderListLinkState = { listSearch: search };
  return (
    <TableWrap label={T.tableLabel}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{T.orderNumber}</th>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.groupCode}</th>
            <th scope="col">{T.seller}</th>
            <th scope="col">{T.customer}</th>
            <th scope="col" className="num">
              {T.total}
            </th>
            <th scope="col">{T.status}</th>
            <th scope="col">
              <span className="visually-hidden">{T.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td className="table__strong">{order.shopifyOrderNumber}</td>
              <td>{formatDate(order.createdAt)}</td>
              <td>
                <span className="inline-items">
                  {order.groupCode}
                  {showAttribution && !order.isAttributed ? (
                    <span className="badge badge--warning badge--raw">{ORDER_TEXTS.detail.unattributed}</span>
                  ) : null}
                </span>
              </td>
              <td>{order.studentName}</td>
              <td>
                <span className="table__strong">{customerName(order)}</span>
                <span className="table__sub">{order.customerEmail}</span>
              </td>
              <td className="num">{formatCurrency(order.totalAmount)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>
                <Link
                  to={detailPath(order._id)}
                  state={state}
                  aria-label={T.viewOrder(order.shopifyOrderNumber)}
                >
                  {T.view}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
