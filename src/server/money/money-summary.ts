import type { TCampaignMoney, TMoneyItem, TMoneyTotals } from '../../shared/api/money.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { dollarsFromCents } from '../lib/money.js';
import { requirePaperCampaign } from '../paper-orders/paper-campaign.js';
import { presentBalance } from './present.js';
import { findMoneyOnHand, findMoneyTotals, findSellerBalances, type SellerBalanceRow } from './queries.js';

/** The campaign's figures, each the sum of the rows it is made of (the sellers' balances, the money received). */
export async function moneyFigures(db: DbOrTx, groupId: string, campaignId: string) {
  const [sellers, totals] = await Promise.all([
    findSellerBalances(db, groupId, campaignId),
    findMoneyTotals(db, groupId, campaignId),
  ]);
  let outstandingCents = 0;
  let overpaidCents = 0;
  for (const seller of sellers) {
    const balance = seller.owedCents - seller.receivedCents;
    if (balance > 0) outstandingCents += balance;
    else overpaidCents -= balance;
  }
  const receivedCents = totals.receivedCashCents + totals.receivedCheckCents;
  const money: TMoneyTotals = {
    storeSales: dollarsFromCents(totals.productCents - totals.paperProductCents),
    paperSales: dollarsFromCents(totals.paperProductCents),
    storeDonations: dollarsFromCents(totals.donationCents - totals.paperDonationCents),
    paperDonations: dollarsFromCents(totals.paperDonationCents),
    receivedCash: dollarsFromCents(totals.receivedCashCents),
    receivedChecks: dollarsFromCents(totals.receivedCheckCents),
    received: dollarsFromCents(receivedCents),
    outstanding: dollarsFromCents(outstandingCents),
    overpaid: dollarsFromCents(overpaidCents),
    deposited: dollarsFromCents(totals.depositedCents),
    onHand: dollarsFromCents(receivedCents - totals.depositedCents),
  };
  return { sellers, totals, money };
}

export async function campaignMoney(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TCampaignMoney> {
  const campaign = await requirePaperCampaign(ctx.db, groupId, campaignId);
  const { sellers, money } = await moneyFigures(ctx.db, groupId, campaignId);
  return {
    campaign: { _id: campaign.id, name: campaign.name },
    group: { _id: groupId, name: campaign.groupName, code: campaign.groupCode },
    totals: money,
    sellers: sellers.map((seller: SellerBalanceRow) => presentBalance(seller)),
  };
}

export async function moneyOnHand(ctx: AppContext, groupId: string, campaignId: string) {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  const rows = await findMoneyOnHand(ctx.db, campaignId);
  let cashCents = 0;
  let checkCents = 0;
  const items: TMoneyItem[] = rows.map((row) => {
    if (row.kind === 'cash') cashCents += row.amountCents;
    else checkCents += row.amountCents;
    return {
      _id: row.id,
      kind: row.kind,
      amount: dollarsFromCents(row.amountCents),
      checkNumber: row.checkNumber,
      payer: row.payerName,
      sellerName: row.sellerName,
      source: row.orderNumber === null ? 'turn-in' : 'paper-order',
      orderNumber: row.orderNumber ?? '',
      receivedAt: new Date(row.receivedAt).toISOString(),
    };
  });
  return {
    cash: dollarsFromCents(cashCents),
    checks: dollarsFromCents(checkCents),
    total: dollarsFromCents(cashCents + checkCents),
    items,
  };
}
