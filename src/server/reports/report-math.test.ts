import { describe, expect, it } from 'vitest';
import { datesBetween, rankSellers, reportTotals } from './report-math.js';

const seller = (sellerKey: string, salesCents: number, name = sellerKey) => ({
  sellerKey,
  name,
  orderCount: 1,
  itemCount: 2,
  salesCents,
  productSalesCents: salesCents,
  donationCents: 0,
});

describe('rankSellers', () => {
  it('gives equal sales one rank and skips the places they take (1, 1, 3), ties by name', () => {
    expect(
      rankSellers([seller('cy', 500), seller('ben', 900), seller('ava', 900), seller('', 5000)]).map((s) => [
        s.rank,
        s.name,
      ]),
    ).toEqual([
      [1, 'ava'],
      [1, 'ben'],
      [3, 'cy'],
    ]);
  });
});

describe('datesBetween', () => {
  it('lists every date, both ends included, across month ends', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('keeps the last dates of a range longer than the cap', () => {
    const dates = datesBetween('1900-01-01', '2026-11-24', 5);
    expect(dates).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
  });
});

describe('reportTotals', () => {
  it('rounds the raised amount to the cent and leaves it out without a share', () => {
    const sellers = [seller('ava', 3333), seller('', 1)];
    expect(reportTotals(sellers, 10_000, 3333)).toMatchObject({
      productSales: 33.34,
      raised: 11.11,
      goalProgress: 0.3334,
    });
    expect(reportTotals(sellers, null, null)).toMatchObject({
      sellerCount: 1,
      orderCount: 2,
      raised: null,
      goal: null,
      goalProgress: null,
    });
  });
});
