import { describe, expect, it } from 'vitest';
import { goalProgress, goalProgressOfAmounts } from './goal-progress.js';

describe('goalProgress', () => {
  it('rounds down: 99.6 % is 99 % and not reached', () => {
    expect(goalProgress(9_960, 10_000)).toEqual({ fraction: 0.996, percent: 99, reached: false });
  });

  it('is reached at exactly 100 %', () => {
    expect(goalProgress(10_000, 10_000)).toEqual({ fraction: 1, percent: 100, reached: true });
    expect(goalProgress(9_999, 10_000)).toEqual({ fraction: 0.9999, percent: 99, reached: false });
  });

  it('goes past 100 %, rounded down too', () => {
    expect(goalProgress(15_049, 10_000)).toEqual({ fraction: 1.5049, percent: 150, reached: true });
  });

  it('starts at 0 % and gives no progress without a goal above zero', () => {
    expect(goalProgress(0, 10_000)).toEqual({ fraction: 0, percent: 0, reached: false });
    expect(goalProgress(500, 0)).toBeNull();
    expect(goalProgress(500, null)).toBeNull();
  });

  it('counts whole cents, so 29 of 100 is 29 % (29 ÷ 100 × 100 is 28.999… in floating point)', () => {
    expect(goalProgress(2_900, 10_000)?.percent).toBe(29);
    expect(goalProgress(5_700, 10_000)?.percent).toBe(57);
  });
});

describe('goalProgressOfAmounts', () => {
  it('gives the same figure from the API amounts in dollars', () => {
    expect(goalProgressOfAmounts(99.6, 100)).toEqual({ fraction: 0.996, percent: 99, reached: false });
    expect(goalProgressOfAmounts(0.29, 1)?.percent).toBe(29);
    expect(goalProgressOfAmounts(1200, 1000)).toEqual({ fraction: 1.2, percent: 120, reached: true });
    expect(goalProgressOfAmounts(12, null)).toBeNull();
  });
});
