import type { TReportTotals } from '../../../../shared/api/reports.js';
import { StatCard } from '../../../components/stat-card';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { REPORT_TEXTS } from '../texts';

const C = REPORT_TEXTS.cards;
const H = REPORT_TEXTS.cardHints;

/** How the raised amount is worked out: the share of the product sales, plus the donations whole. */
export function raisedHint(profitSharePercent: number | null): string {
  return profitSharePercent === null
    ? REPORT_TEXTS.raisedNotSet
    : REPORT_TEXTS.raisedHint(formatPercent(profitSharePercent));
}

/**
 * The campaign's totals as cards: counts, sales, product sales and donations apart and together, what the group
 * raised and the goal.
 */
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
      <StatCard label={C.sales} value={formatCurrency(totals.sales)} hint={H.sales} />
      <StatCard label={C.productSales} value={formatCurrency(totals.productSales)} />
      <StatCard label={C.donations} value={formatCurrency(totals.donations)} hint={H.donations} />
      <StatCard
        label={C.productSalesAndDonations}
        value={formatCurrency(totals.productSalesAndDonations)}
        hint={H.productSalesAndDonations}
      />
      <StatCard
        label={C.raised}
        value={totals.raised === null ? REPORT_TEXTS.notSet : formatCurrency(totals.raised)}
        hint={raisedHint(profitSharePercent)}
      />
      <StatCard
        label={C.goal}
        value={totals.goal === null ? REPORT_TEXTS.notSet : formatCurrency(totals.goal)}
        hint={totals.goal === null ? undefined : H.goal}
      />
    </div>
  );
}
