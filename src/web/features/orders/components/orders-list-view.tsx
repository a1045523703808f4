import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { useQueryParams } from '../../../lib/use-query-params';
import type { OrderPage } from '../api/keys';
import { ORDERS_PAGE_SIZE } from '../../../../shared/constants.js';
import { Alert } from '../../../components/alert';
import { OrdersTable } from './orders-table';
import { PageLoading } from '../../../components/page-loading';
import { Pagination } from '../../../components/pagination';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { withPage } from '../../../lib/page-list';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../texts';

interface OrdersListViewProps {
  orders: UseQueryResult<OrderPage, ApiError>;
  page: number;
  /** Whether a filter is set: an empty result then means "nothing matches". */
  filtered: boolean;
  /** The empty state without filters. */
  emptyText: string;
  detailPath: (orderId: string) => string;
  showAttribution?: boolean;
}

/** An order list's result: loading, the load failure, the empty state, or the table with its pages. */
export function OrdersListView({
  orders,
  page,
  filtered,
  emptyText,
  detailPath,
  showAttribution,
}: OrdersListViewProps) {
  const [params] = useQueryParams();
  const { pathname } = useLocation();

  if (orders.isPending) return <PageLoading />;
  if (orders.isError) {
    return <Alert kind="error">{errorMessage(orders.error, ORDER_MESSAGES.loadFailed.orders)}</Alert>;
  }

  const { data: rows, total, totalPages, totalIsEstimate, currentPage } = orders.data;
  if (rows.length === 0) {
    // A page past the end (an old link, orders gone since): show the last page instead.
    if (!orders.isPlaceholderData && total > 0 && totalPages >= 1 && page > totalPages) {
      const search = withPage(params, totalPages).toString();
      return <Redirect to={{ pathname, search: search ? `?${search}` : '' }} />;
    }
    // An estimated total can promise pages that turn out empty; the pages stay so the earlier ones are a click away.
    if (totalIsEstimate) {
      return (
        <div className="stack stack--tight">
          <p className="card empty-state">{ORDER_MESSAGES.empty.pastEstimatedEnd}</p>
          <Pagination totalPages={totalPages} />
        </div>
      );
    }
    return <p className="card empty-state">{filtered ? ORDER_MESSAGES.empty.noMatchingOrders : emptyText}</p>;
  }

  const from = (currentPage - 1) * ORDERS_PAGE_SIZE + 1;
  return (
    <div className="stack stack--tight" aria-busy={orders.isPlaceholderData}>
      <p className="muted list-summary" role="status">
        {ORDER_TEXTS.list.summary(from, from + rows.length - 1, total, totalIsEstimate)}
      </p>
      <OrdersTable orders={rows} detailPath={detailPath} showAttribution={showAttribution} />
      <Pagination totalPages={totalPages} />
    </div>
  );
}
