import type { TGroupSales } from '../../../../shared/api/reports.js';
import { DataTable, type Column } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { SalesChart } from '../../../components/sales-chart';
import { formatCurrency } from '../../../lib/format';
import { useSalesOverview } from '../api/get-sales-overview';
import { REPORT_TEXTS } from '../texts';
import '../reports.css';

const D = REPORT_TEXTS.dashboard;

const monthName = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(year!, index! - 1, 1),
  );
};

const GROUP_COLUMNS: Column<TGroupSales>[] = [
  {
    key: 'group',
    header: D.group,
    cellClassName: 'table__wrap',
    cell: (group) => (
      <>
        <span className="table__strong">{group.name}</span>
        <span className="table__sub">{group.code}</span>
      </>
    ),
  },
  { key: 'orders', header: REPORT_TEXTS.columns.orders, className: 'num', cell: (group) => group.orderCount },
  {
    key: 'sales',
    header: REPORT_TEXTS.columns.sales,
    className: 'num',
    cell: (group) => formatCurrency(group.sales),
  },
];

/** The administrator dashboard's part: all groups' last 30 days and the month's five leading groups. */
export function SalesOverview() {
  const overview = useSalesOverview();
  return (
    <QueryContent query={overview} loadFailedMessage={D.loadFailed}>
      {(data) => (
        <div className="report-columns">
          <section className="card" aria-labelledby="overview-chart-title">
            <h2 className="card__title" id="overview-chart-title">
              {D.allGroups}
            </h2>
            <SalesChart title={REPORT_TEXTS.last30Days} days={data.last30Days} />
          </section>
          <section className="card" aria-labelledby="overview-groups-title">
            <h2 className="card__title" id="overview-groups-title">
              {D.topGroups(monthName(data.month))}
            </h2>
            <DataTable
              label={D.topGroups(monthName(data.month))}
              columns={GROUP_COLUMNS}
              rows={data.topGroups}
              rowKey={(group) => group._id}
              empty={<p className="empty-state">{D.noGroupSales}</p>}
            />
          </section>
        </div>
      )}
    </QueryContent>
  );
}
