import type { TDeposit, TMoneyChange, TSellerBalance, TTurnIn } from '../../shared/api/money.js';
import { dollarsFromCents } from '../lib/money.js';
import { publicSellerName } from '../share-links/public-seller-name.js';
import type { DepositRow, SellerBalanceRow, TurnInRow } from './queries.js';

const isoOf = (value: Date | string) => new Date(value).toISOString();

const presentChanges = (changes: TurnInRow['changes']): TMoneyChange[] =>
  changes.map((change) => ({
    action: change.action as TMoneyChange['action'],
    changedByName: change.changedByName,
    changedAt: isoOf(change.changedAt),
    reason: change.reason,
  }));

export function presentBalance(row: SellerBalanceRow): TSellerBalance {
  return {
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    publicName: publicSellerName(row.sellerName),
    paperOrders: row.paperOrders,
    owed: dollarsFromCents(row.owedCents),
    received: dollarsFromCents(row.receivedCents),
    balance: dollarsFromCents(row.owedCents - row.receivedCents),
    lastTurnInAt: row.lastTurnInAt === null ? null : isoOf(row.lastTurnInAt),
  };
}

export function presentTurnIn(row: TurnInRow): Omit<TTurnIn, 'sellerBalance'> {
  const checkCents = row.checks.reduce((sum, check) => sum + Number(check.amountCents), 0);
  return {
    _id: row.id,
    campaignId: row.campaignId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    cash: dollarsFromCents(row.cashCents),
    checks: row.checks.map((check) => ({
      _id: check.id,
      number: check.number,
      amount: dollarsFromCents(Number(check.amountCents)),
      payer: check.payer,
      deposited: check.deposited,
    })),
    total: dollarsFromCents(row.cashCents + checkCents),
    note: row.note,
    recordedByName: row.recordedByName,
    recordedAt: isoOf(row.recordedAt),
    replacesId: row.replacesId,
    voidedAt: row.voidedAt === null ? null : isoOf(row.voidedAt),
    voidReason: row.voidReason,
    deposited: row.deposited,
    changes: presentChanges(row.changes),
  };
}

export function presentDeposit(row: DepositRow): TDeposit {
  return {
    _id: row.id,
    campaignId: row.campaignId,
    cash: dollarsFromCents(row.cashCents),
    checkTotal: dollarsFromCents(row.checkCents),
    checks: row.checks.map((check) => ({
      number: check.number,
      payer: check.payer,
      amount: dollarsFromCents(Number(check.amountCents)),
    })),
    total: dollarsFromCents(row.cashCents + row.checkCents),
    note: row.note,
    createdByName: row.createdByName,
    createdAt: isoOf(row.createdAt),
    status: row.reopenedAt !== null ? 'reopened' : row.confirmedAt !== null ? 'confirmed' : 'standing',
    confirmedAt: row.confirmedAt === null ? null : isoOf(row.confirmedAt),
    reopenedAt: row.reopenedAt === null ? null : isoOf(row.reopenedAt),
    reopenReason: row.reopenReason,
    changes: presentChanges(row.changes),
  };
}
