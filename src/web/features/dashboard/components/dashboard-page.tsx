import type { TAdminStats } from '../../../../shared/api/stats.js';
import { Link } from '../../../components/router-link';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { StatusBadge } from '../../orders';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useAdminStats } from '../api/admin-stats';
import { StatCard } from '../../../components/stat-card';
import { SalesOverview } from '../../reports';
import { AttributionHealthCard } from '../../attribution';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { DASHBOARD_TEXTS, DASHBOARD_MESSAGES } from '../texts';

const T = DASHBOARD_TEXTS;

/** /admin: totals and the newest orders. */
type RecentOrder = TAdminStats['recentOrders'][number];

const RECENT_ORDER_COLUMNS: Column<RecentOrder>[] = [
  { key: 'number', header: T.orderNumber, cell: (order) => order.shopifyOrderNumber },
  { key: 'group', header: T.groupCode, cell: (order) => order.groupCode },
  { key: 'seller', header: T.sellerName, cell: (order) => order.studentName },
  { key: 'amount', header: T.amount, className: 'num', cell: (order) => formatCurrency(order.totalAmount) },
  { key: 'status', header: T.status, cell: (order) => <StatusBadge status={order.status} /> },
  { key: 'date', header: T.date, cell: (order) => formatDate(order.createdAt) },
  {
    key: 'actions',
    header: <HiddenHeader>{COMMON_TEXTS.actions}</HiddenHeader>,
    cell: (order) => (
      <Link
        to={`/admin/orders/${encodeURIComponent(order._id)}`}
        aria-label={T.viewOrder(order.shopifyOrderNumber)}
      >
        {COMMON_TEXTS.view}
      </Link>
    ),
  },
];

export function AdminDashboardPage() {
  const stats = useAdminStats();

  return (
    <>
      <PageHeader title={DASHBOARD_TEXTS.title} />
      <QueryContent query={stats} loadFailedMessage={DASHBOARD_MESSAGES.loadFailed.dashboardStatistics}>
        {(data) => (
          <div className="stack">
            <div className="stat-grid">
              <StatCard label={T.totalGroups} value={String(data.groupCount)} />
              <StatCard label={T.totalSales} value={formatCurrency(data.totalSales)} />
              <StatCard label={T.openOrders} value={String(data.openOrdersCount)} />
            </div>

            <AttributionHealthCard />

            <SalesOverview />

            <section className="stack stack--tight">
              <h2 className="section-title" id="recent-orders-title">
                {T.recentOrders}
              </h2>
              <DataTable
                label={T.recentOrders}
                columns={RECENT_ORDER_COLUMNS}
                rows={data.recentOrders}
                rowKey={(order) => order._id}
                empty={<p className="card empty-state">{DASHBOARD_MESSAGES.empty.noRecentOrders}</p>}
              />
            </section>
          </div>
        )}
      </QueryContent>
    </>
  );
}
