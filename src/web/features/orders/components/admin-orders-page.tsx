import type { ReactNode } from 'react';
import { useQueryParams } from '../../../lib/use-query-params';
import { OrderFilters } from './order-filters';
import { PageHeader } from '../../../components/page-header';
import { useExportAdminOrders } from '../api/export-admin-orders';
import { useAdminOrders } from '../api/list-admin-orders';
import { ExportButton } from './export-button';
import { hasActiveFilters, readOrderListState } from '../order-query';
import { OrdersListView } from './orders-list-view';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../texts';

const detailPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

/** /admin/orders: every order, filtered and paged through the URL query, with the CSV export. */
export function AdminOrdersPage({ headerLinks }: { headerLinks?: ReactNode }) {
  const [params] = useQueryParams();
  const { page, filters } = readOrderListState(params, 'admin');
  const orders = useAdminOrders({ filters, page });
  const exportOrders = useExportAdminOrders();

  const startExport = () =>
    exportOrders.mutate(filters, { onError: () => window.alert(ORDER_MESSAGES.exportFailed) });

  return (
    <>
      <PageHeader
        title={ORDER_TEXTS.pages.orders}
        actions={
          <>
            {headerLinks}
            <ExportButton busy={exportOrders.isPending} onClick={startExport} />
          </>
        }
      />
      <div className="stack">
        <OrderFilters />
        <OrdersListView
          orders={orders}
          page={page}
          filtered={hasActiveFilters(filters)}
          emptyText={ORDER_MESSAGES.empty.noOrders}
          detailPath={detailPath}
          showAttribution
        />
      </div>
    </>
  );
}
