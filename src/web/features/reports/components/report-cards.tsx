import type { TReportTotals } from '../../../../shared/api/reports.js';
import { StatCard } from '../../../components/stat-card';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { REPORT_TEXTS } from '../texts';

const C = REPORT_TEXTS.cards;

/** The campaign's totals as cards: counts, sales, what the group raised and the goal. */
export function ReportCards({
  totals,
  profitSharePercent,
}: {
  totals: TReportTotals;
  profitSharePercent: number | null;
}) {
  return (
    <div className="stat-grid stat-grid--compact">
      <StatCard label={C.orders} value={totals.orderCount.toLocaleString('en-US')} />
      <StatCard label={C.sellers} value={totals.sellerCount.toLocaleString('en-US')} />
      <StatCard label={C.items} value={totals.itemCount.toLocaleString('en-US')} />
      <StatCard label={C.sales} value={formatCurrency(totals.sales)} />
      <StatCard label={C.productSales} value={formatCurrency(totals.productSales)} />
      <StatCard
        label={C.raised}
        value={totals.raised === null ? REPORT_TEXTS.notSet : formatCurrency(totals.raised)}
        hint={
          profitSharePercent === null
            ? REPORT_TEXTS.raisedNotSet
            : REPORT_TEXTS.raisedHint(formatPercent(profitSharePercent))
        }
      />
      <StatCard
        label={C.goal}
        value={totals.goal === null ? REPORT_TEXTS.notSet : formatCurrency(totals.goal)}
      />
    </div>
  );
}
