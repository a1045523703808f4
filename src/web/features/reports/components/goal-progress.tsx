import type { TReportTotals } from '../../../../shared/api/reports.js';
import { goalProgressOfAmounts } from '../../../../shared/goal-progress.js';
import { formatCurrency } from '../../../lib/format';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS.goal;

/** The bar toward the campaign's sales goal, with the same figure as text for everyone. */
export function GoalProgress({ totals }: { totals: TReportTotals }) {
  const progress = goalProgressOfAmounts(totals.productSales, totals.goal);
  if (totals.goal === null || progress === null) {
    return <p className="goal goal--none">{T.none}</p>;
  }
  const { percent } = progress;
  const text = T.progress(`${percent}%`, formatCurrency(totals.goal));
  return (
    <div className="goal">
      <div
        className="goal__track"
        role="progressbar"
        aria-label={T.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={text}
      >
        <div className="goal__fill" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <p className="goal__text">
        <strong>{text}</strong>{' '}
        <span className="goal__sold">{T.sold(formatCurrency(totals.productSales))}</span>
      </p>
    </div>
  );
}
