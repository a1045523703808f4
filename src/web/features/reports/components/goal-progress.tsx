import type { TReportTotals } from '../../../../shared/api/reports.js';
import { goalProgressOfAmounts } from '../../../../shared/goal-progress.js';
import { formatCurrency } from '../../../lib/format';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS.goal;

/**
 * The bar toward the campaign's sales goal, with the same figure as text for everyone. The goal counts the product
 * sales and the donations together. `wholeGroup`: the results around it are one team's, so the bar (the whole
 * group's) says so.
 */
export function GoalProgress({
  totals,
  wholeGroup = false,
}: {
  totals: Pick<TReportTotals, 'productSalesAndDonations' | 'goal'>;
  wholeGroup?: boolean;
}) {
  const progress = goalProgressOfAmounts(totals.productSalesAndDonations, totals.goal);
  if (totals.goal === null || progress === null) {
    return <p className="goal goal--none">{T.none}</p>;
  }
  const { percent } = progress;
  const text = T.progress(`${percent}%`, formatCurrency(totals.goal));
  return (
    <div className="goal">
      {wholeGroup ? <p className="goal__scope">{T.wholeGroupNote}</p> : null}
      <div
        className="goal__track"
        role="progressbar"
        aria-label={wholeGroup ? T.wholeGroupLabel : T.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={text}
      >
        <div className="goal__fill" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <p className="goal__text">
        <strong>{text}</strong>{' '}
        <span className="goal__sold">{T.sold(formatCurrency(totals.productSalesAndDonations))}</span>
      </p>
    </div>
  );
}
