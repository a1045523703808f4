import type { TSettlement } from '../../shared/api/money.js';
import { goalProgress } from '../../shared/goal-progress.js';
import { csvFileName, csvMoney, csvText, type CsvCell } from '../../shared/csv.js';
import { SETTLEMENT_CSV } from '../../shared/texts/money.js';
import type { AppContext } from '../context.js';
import { calendarDateIn } from '../lib/calendar.js';
import { dollarsFromCents } from '../lib/money.js';
import { requirePaperCampaign } from '../paper-orders/paper-campaign.js';
import { findReportCampaign } from '../reports/queries.js';
import { moneyFigures } from './money-summary.js';
import { presentDeposit } from './present.js';
import { findCampaignDeposits } from './queries.js';

/** The group's share of `cents` at `basisPoints`, rounded to the cent as the report's "raised" is. */
const shareOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/**
 * The campaign's settlement and financial recap. With the group's profit share: the group owes the supplier its
 * paper product sales less its share (it collected the buyers' money itself, and keeps the paper donations whole),
 * and the store owes the group its share of the online product sales plus every online donation; the net is the
 * second less the first. Without a share those three are null. Donations are never multiplied by the share.
 */
export async function campaignSettlement(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TSettlement> {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  const campaign = (await findReportCampaign(ctx.db, groupId, campaignId))!;
  const [{ sellers, totals, money }, deposits] = await Promise.all([
    moneyFigures(ctx.db, groupId, campaignId),
    findCampaignDeposits(ctx.db, groupId, campaignId),
  ]);
  const share = campaign.profitShareBasisPoints;
  const paperCents = totals.paperProductCents;
  const storeCents = totals.productCents - paperCents;
  const groupOwesSupplier = share === null ? null : paperCents - shareOf(paperCents, share);
  const paperDonationCents = totals.paperDonationCents;
  const storeDonationCents = totals.donationCents - paperDonationCents;
  const storeOwesGroup = share === null ? null : shareOf(storeCents, share) + storeDonationCents;
  return {
    campaign: {
      _id: campaign.id,
      name: campaign.name,
      goal: campaign.goalCents === null ? null : dollarsFromCents(campaign.goalCents),
    },
    group: {
      _id: groupId,
      name: campaign.groupName,
      code: campaign.groupCode,
      profitSharePercent: share === null ? null : share / 100,
    },
    productSales: dollarsFromCents(totals.productCents),
    storeProductSales: dollarsFromCents(storeCents),
    paperProductSales: dollarsFromCents(paperCents),
    donations: dollarsFromCents(totals.donationCents),
    storeDonations: dollarsFromCents(storeDonationCents),
    paperDonations: dollarsFromCents(paperDonationCents),
    goalProgress:
      goalProgress(totals.productCents + totals.donationCents, campaign.goalCents)?.fraction ?? null,
    raised:
      share === null ? null : dollarsFromCents(shareOf(totals.productCents, share) + totals.donationCents),
    groupOwesSupplier: groupOwesSupplier === null ? null : dollarsFromCents(groupOwesSupplier),
    storeOwesGroup: storeOwesGroup === null ? null : dollarsFromCents(storeOwesGroup),
    net:
      groupOwesSupplier === null || storeOwesGroup === null
        ? null
        : dollarsFromCents(storeOwesGroup - groupOwesSupplier),
    money,
    deposits: deposits.map((row) => {
      const deposit = presentDeposit(row);
      return {
        _id: deposit._id,
        createdAt: deposit.createdAt,
        cash: deposit.cash,
        checkTotal: deposit.checkTotal,
        total: deposit.total,
        status: deposit.status,
      };
    }),
    outstandingBySeller: sellers
      .filter((seller) => seller.owedCents > seller.receivedCents)
      .map((seller) => ({
        sellerName: seller.sellerName,
        balance: dollarsFromCents(seller.owedCents - seller.receivedCents),
      })),
  };
}

/** The recap as CSV: one line per figure (an empty amount where there is none), deposits, then outstanding sellers. */
export async function settlementCsv(ctx: AppContext, groupId: string, campaignId: string) {
  const recap = await campaignSettlement(ctx, groupId, campaignId);
  const { sections, items } = SETTLEMENT_CSV;
  const amount = (value: number | null): CsvCell => (value === null ? '' : csvMoney(value));
  const rows: CsvCell[][] = [
    [sections.totals, items.goal, amount(recap.campaign.goal)],
    [sections.totals, items.productSales, amount(recap.productSales)],
    [sections.totals, items.storeProductSales, amount(recap.storeProductSales)],
    [sections.totals, items.paperProductSales, amount(recap.paperProductSales)],
    [sections.totals, items.donations, amount(recap.donations)],
    [sections.totals, items.storeDonations, amount(recap.storeDonations)],
    [sections.totals, items.paperDonations, amount(recap.paperDonations)],
    [sections.totals, items.raised, amount(recap.raised)],
    [sections.settlement, items.profitShare, recap.group.profitSharePercent ?? ''],
    [sections.settlement, items.groupOwesSupplier, amount(recap.groupOwesSupplier)],
    [sections.settlement, items.storeOwesGroup, amount(recap.storeOwesGroup)],
    [sections.settlement, items.net, amount(recap.net)],
    [
      sections.money,
      items.paperOwed,
      amount(dollarsFromCents(Math.round((recap.money.paperSales + recap.money.paperDonations) * 100))),
    ],
    [sections.money, items.receivedCash, amount(recap.money.receivedCash)],
    [sections.money, items.receivedChecks, amount(recap.money.receivedChecks)],
    [sections.money, items.deposited, amount(recap.money.deposited)],
    [sections.money, items.onHand, amount(recap.money.onHand)],
    [sections.money, items.outstanding, amount(recap.money.outstanding)],
    ...recap.deposits.map((deposit): CsvCell[] => [
      sections.deposit,
      `${calendarDateIn(ctx.config.portalTimezone, new Date(deposit.createdAt))} (${deposit.status})`,
      amount(deposit.total),
    ]),
    ...recap.outstandingBySeller.map((seller): CsvCell[] => [
      sections.outstanding,
      seller.sellerName,
      amount(seller.balance),
    ]),
  ];
  return {
    fileName: csvFileName('recap', recap.group.code, ctx.today()),
    body: csvText([...SETTLEMENT_CSV.header], rows),
  };
}
