import { useId } from 'react';
import { goalProgress } from '../../../../shared/goal-progress.js';
import { formatCurrency } from '../../../lib/format';
import type { SellerProgress } from '../api/seller-share';
import { useLocale } from '../../../lib/use-texts';
import { useSellerPageTexts } from '../use-seller-page-texts';

type Goal = NonNullable<SellerProgress['goal']>;

const cents = (dollars: number) => Math.round(dollars * 100);

/** The group's product sales and donations toward the campaign goal: a bar with the same numbers in words. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const titleId = useId();
  const countsId = useId();
  const T = useSellerPageTexts();
  const locale = useLocale();
  // Counted in whole cents, as the server counts `fraction`, so $0.10 + $0.20 is never a cent short.
  const countedCents = cents(goal.productSales) + cents(goal.donations);
  const { percent, reached } = goalProgress(countedCents, cents(goal.goalAmount)) ?? {
    percent: 0,
    reached: false,
  };
  const raised = T.goal.raised(
    formatCurrency(countedCents / 100, locale),
    formatCurrency(goal.goalAmount, locale),
  );
  const text = `${raised} (${T.goal.percent(percent)})`;
  return (
    <section className="card seller-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {T.goal.title}
      </h2>
      <p className="muted goal-text" id={countsId}>
        {T.goal.counts}
      </p>
      <div
        className="goal-bar"
        role="progressbar"
        aria-labelledby={titleId}
        aria-describedby={countsId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={text}
      >
        <span className="goal-bar__fill" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="goal-text">
        <strong>{raised}</strong> <span className="muted">({T.goal.percent(percent)})</span>
      </p>
      {reached ? <p className="goal-text">{T.goal.reached}</p> : null}
    </section>
  );
}
