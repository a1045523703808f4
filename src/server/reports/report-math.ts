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

/** Product sales × the share + every donation, in dollars; null while the group has no share. */
export function raisedAmount(
  productSalesCents: number,
  donationCents: number,
  profitShareBasisPoints: number | null,
): number | null {
  if (profitShareBasisPoints === null) return null;
  return dollarsFromCents(Math.round((productSalesCents * profitShareBasisPoints) / 10_000) + donationCents);
}

export type SellerAmounts = Omit<SellerTallyRow, 'campaignId'>;

/** Text order by UTF-16 code units, the same on every machine and as `collate "C"` for these names. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What a leaderboard ranks by: product sales and donations together (shipping is no fundraising). */
export const rankingCents = (amounts: { productSalesCents: number; donationCents: number }) =>
  amounts.productSalesCents + amounts.donationCents;

/**
 * Named sellers by product sales + donations, highest first; equal amounts share a rank (1, 1, 3) and are listed
 * by name.
 */
export function rankSellers(sellers: SellerAmounts[]): TSellerRanking[] {
  const named = sellers
    .filter((seller) => seller.sellerKey !== '')
    .sort(
      (a, b) =>
        rankingCents(b) - rankingCents(a) ||
        byCodeUnits(a.sellerKey, b.sellerKey) ||
        byCodeUnits(a.name, b.name),
    );
  let rank = 0;
  return named.map((seller, index) => {
    if (index === 0 || rankingCents(seller) !== rankingCents(named[index - 1]!)) rank = index + 1;
    return {
      rank,
      name: seller.name,
      orderCount: seller.orderCount,
      itemCount: seller.itemCount,
      sales: dollarsFromCents(seller.salesCents),
      productSales: dollarsFromCents(seller.productSalesCents),
      donations: dollarsFromCents(seller.donationCents),
    };
  });
}

/**
 * The campaign's totals from its sellers' (the unnamed orders included). Raised = product sales × the group's
 * share + donations (the group keeps every donation); progress = (product sales + donations) ÷ the goal.
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
  let donationCents = 0;
  for (const seller of sellers) {
    orderCount += seller.orderCount;
    itemCount += seller.itemCount;
    salesCents += seller.salesCents;
    productSalesCents += seller.productSalesCents;
    donationCents += seller.donationCents;
  }
  return {
    orderCount,
    sellerCount: sellers.filter((seller) => seller.sellerKey !== '').length,
    itemCount,
    sales: dollarsFromCents(salesCents),
    productSales: dollarsFromCents(productSalesCents),
    donations: dollarsFromCents(donationCents),
    productSalesAndDonations: dollarsFromCents(productSalesCents + donationCents),
    raised: raisedAmount(productSalesCents, donationCents, profitShareBasisPoints),
    goal: goalCents === null ? null : dollarsFromCents(goalCents),
    goalProgress: goalProgress(productSalesCents + donationCents, goalCents)?.fraction ?? null,
  };
}
