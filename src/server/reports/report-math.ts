import type { TReportTotals, TSalesDay, TSellerRanking } from '../../shared/api/reports.js';
import { goalProgress } from '../../shared/goal-progress.js';
import { dollarsFromCents } from '../lib/money.js';
import type { SellerTallyRow } from './queries.js';

/** At most this many days in a daily series (about ten years): the last days of the range are kept. */
export const MAX_SERIES_DAYS = 3_660;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number) => isoDateOf(dayNumber(isoDate) + days);

/** Every calendar date from `from` to `to`, both included (the last `max` of them). */
export function datesBetween(from: string, to: string, max = MAX_SERIES_DAYS): string[] {
  const last = dayNumber(to);
  const first = Math.max(dayNumber(from), last - max + 1);
  const dates: string[] = [];
  for (let day = first; day <= last; day += 1) dates.push(isoDateOf(day));
  return dates;
}

interface DayAmounts {
  day: string;
  orderCount: number;
  salesCents: number;
}

/** One entry per date, zeros where nothing was sold. */
export function dailySeries(dates: string[], tallies: DayAmounts[]): TSalesDay[] {
  const byDay = new Map(tallies.map((tally) => [tally.day, tally]));
  return dates.map((date) => {
    const tally = byDay.get(date);
    return { date, orderCount: tally?.orderCount ?? 0, sales: dollarsFromCents(tally?.salesCents ?? 0) };
  });
}

export type SellerAmounts = Omit<SellerTallyRow, 'campaignId'>;

/** Text order by UTF-16 code units, the same on every machine and as `collate "C"` for these names. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Named sellers by sales, highest first; equal sales share a rank (1, 1, 3) and are listed by name. */
export function rankSellers(sellers: SellerAmounts[]): TSellerRanking[] {
  const named = sellers
    .filter((seller) => seller.sellerKey !== '')
    .sort(
      (a, b) =>
        b.salesCents - a.salesCents || byCodeUnits(a.sellerKey, b.sellerKey) || byCodeUnits(a.name, b.name),
    );
  let rank = 0;
  return named.map((seller, index) => {
    if (index === 0 || seller.salesCents !== named[index - 1]!.salesCents) rank = index + 1;
    return {
      rank,
      name: seller.name,
      orderCount: seller.orderCount,
      itemCount: seller.itemCount,
      sales: dollarsFromCents(seller.salesCents),
    };
  });
}

/**
 * The campaign's totals from its sellers' (the unnamed orders included). Raised = product sales × the group's
 * share; progress = product sales ÷ the sales goal.
 */
export function reportTotals(
  sellers: SellerAmounts[],
  goalCents: number | null,
  profitShareBasisPoints: number | null,
): TReportTotals {
  let orderCount = 0;
  let itemCount = 0;
  let salesCents = 0;
  let productSalesCents = 0;
  for (const seller of sellers) {
    orderCount += seller.orderCount;
    itemCount += seller.itemCount;
    salesCents += seller.salesCents;
    productSalesCents += seller.productSalesCents;
  }
  return {
    orderCount,
    sellerCount: sellers.filter((seller) => seller.sellerKey !== '').length,
    itemCount,
    sales: dollarsFromCents(salesCents),
    productSales: dollarsFromCents(productSalesCents),
    raised:
      profitShareBasisPoints === null
        ? null
        : dollarsFromCents(Math.round((productSalesCents * profitShareBasisPoints) / 10_000)),
    goal: goalCents === null ? null : dollarsFromCents(goalCents),
    goalProgress: goalProgress(productSalesCents, goalCents)?.fraction ?? null,
  };
}
