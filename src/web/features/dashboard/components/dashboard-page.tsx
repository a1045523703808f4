import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { StatusBadge } from '../../orders/components/status-badge';
import { TableWrap } from '../../../components/table-wrap';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useAdminStats } from '../api/admin-stats';
import { StatCard } from '../../../components/stat-card';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { DASHBOARD_TEXTS } from '../texts';

const T = DASHBOARD_TEXTS;

/** /admin: totals and the newest orders. */
export function AdminDashboardPage() {
  const stats = useAdminStats();

  return (
    <>
      <PageHeader title={DASHBOARD_TEXTS.title} />
      <QueryContent query={stats} loadFailedMessage={MESSAGES.loadFailed.dashboardStatistics}>
        {(data) => (
          <div className="stack">
            <div className="stat-grid">
              <StatCard label={T.totalGroups} value={String(data.groupCount)} />
              <StatCard label={T.totalSales} value={formatCurrency(data.totalSales)} />
              <StatCard label={T.openOrders} value={String(data.openOrdersCount)} />
            </div>

            <section className="stack stack--tight">
              <h2 className="section-title" id="recent-orders-title">
                {T.recentOrders}
              </h2>
              {data.recentOrders.length === 0 ? (
                <p className="card empty-state">{ADMIN_MESSAGES.empty.noRecentOrders}</p>
              ) : (
                <TableWrap label={T.recentOrders}>
                  <table className="table">
                    <thead>
                      <tr>
                        <th scope="col">{T.orderNumber}</th>
                        <th scope="col">{T.groupCode}</th>
                        <th scope="col">{T.sellerName}</th>
                        <th scope="col" className="num">
                          {T.amount}
                        </th>
                        <th scope="col">{T.status}</th>
                        <th scope="col">{T.date}</th>
                        <th scope="col">
                          <span className="visually-hidden">{COMMON_TEXTS.actions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.recentOrders.map((order) => (
                        <tr key={order._id}>
                          <td>{order.shopifyOrderNumber}</td>
                          <td>{order.groupCode}</td>
                          <td>{order.studentName}</td>
                          <td className="num">{formatCurrency(order.totalAmount)}</td>
                          <td>
                            <StatusBadge status={order.status} />
                          </td>
                          <td>{formatDate(order.createdAt)}</td>
                          <td>
                            <Link
                              to={`/admin/orders/${encodeURIComponent(order._id)}`}
                              aria-label={T.viewOrder(order.shopifyOrderNumber)}
                            >
                              {COMMON_TEXTS.view}
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
            </section>
          </div>
        )}
      </QueryContent>
    </>
  );
}
