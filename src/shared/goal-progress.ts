/** A campaign's progress toward its sales goal, as every screen and page shows it. */
export interface GoalProgress {
  /** (Product sales + donations) ÷ the goal: 1 = reached, may exceed 1. */
  fraction: number;
  /**
   * Whole percent, always rounded down: at 99.6 % the goal is not reached yet, so it reads "99 %" everywhere, and
   * worked out from whole cents, where 29 of 100 is 29 and not 28.999….
   */
  percent: number;
  /** From 100 % on. */
  reached: boolean;
}

/** Progress from product sales plus donations and the goal, in cents; null without a goal (none set, or not above zero). */
export function goalProgress(countedCents: number, goalCents: number | null): GoalProgress | null {
  if (goalCents === null || !(goalCents > 0)) return null;
  const sales = Math.max(0, Math.round(countedCents));
  const percent = Math.floor((sales * 100) / goalCents);
  return { fraction: sales / goalCents, percent, reached: percent >= 100 };
}

/** The same figure from amounts as the API carries them (dollars with cents, e.g. 99.6 and 100). */
export const goalProgressOfAmounts = (counted: number, goal: number | null): GoalProgress | null =>
  goalProgress(Math.round(counted * 100), goal === null ? null : Math.round(goal * 100));
