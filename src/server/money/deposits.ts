import type { TDeposit } from '../../shared/api/money.js';
import { MAX_MONEY_CENTS } from '../../shared/money.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { lockCampaign, requirePaperCampaign } from '../paper-orders/paper-campaign.js';
import type { StaffMember } from '../auth/principal.js';
import { presentDeposit } from './present.js';
import {
  confirmDeposit,
  findCampaignDeposits,
  findDeposit,
  findMoneyOnHand,
  insertDeposit,
  reopenDeposit,
  type DepositRow,
} from './queries.js';

/**
 * Gathers received cash and checks into a bank deposit: everything on hand, or the payments chosen (each must be
 * on hand in the campaign, or the field names it). Deposits of a campaign take turns, so no payment goes twice.
 */
export async function makeDeposit(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  body: { all: boolean; itemIds: string[]; note: string },
  staff: StaffMember,
): Promise<TDeposit> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await requirePaperCampaign(tx, groupId, campaignId);
    // Deposits of one campaign take turns, so a payment goes into one deposit at most, and no other writer of the
    // campaign's money runs meanwhile.
    await lockCampaign(tx, campaign.id, 'update');
    const wanted = body.all ? undefined : [...new Set(body.itemIds)];
    const items = await findMoneyOnHand(tx, campaign.id, { ids: wanted?.filter(isId), lock: true });
    if (wanted) {
      const found = new Set(items.map((item) => item.id));
      const problems = body.itemIds.flatMap((id, index) =>
        found.has(id) ? [] : [{ field: `itemIds.${index}`, code: 'MONEY_NOT_ON_HAND' as const }],
      );
      if (problems.length > 0) throw fail('INVALID_REQUEST', undefined, problems);
    }
    if (items.length === 0) throw fail('NOTHING_TO_DEPOSIT');
    const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    if (totalCents > MAX_MONEY_CENTS) {
      throw fail('INVALID_REQUEST', undefined, [
        { field: body.all ? 'all' : 'itemIds', code: 'MONEY_OVER_LIMIT' },
      ]);
    }
    const checks = items.filter((item) => item.kind === 'check');
    const id = await insertDeposit(
      tx,
      {
        groupId,
        campaignId: campaign.id,
        itemIds: items.map((item) => item.id),
        cashCents: items
          .filter((item) => item.kind === 'cash')
          .reduce((sum, item) => sum + item.amountCents, 0),
        checkCents: checks.reduce((sum, item) => sum + item.amountCents, 0),
        checks: checks.map((item) => ({
          number: item.checkNumber,
          payer: item.payerName,
          amountCents: item.amountCents,
        })),
        note: body.note,
      },
      staff,
      ctx.now(),
    );
    return presentDeposit((await findDeposit(tx, groupId, id))!);
  });
}

async function requireDeposit(db: DbOrTx, groupId: string, depositId: string, lock = false) {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  const row = isId(depositId) ? await findDeposit(db, groupId, depositId, lock) : undefined;
  if (!row) throw fail('DEPOSIT_NOT_FOUND');
  return row;
}

/**
 * The deposit, locked after its campaign's money lock (for update, as every deposit writer takes it), so that no
 * paper order or turn-in changes the money it holds while it changes.
 */
async function lockDeposit(db: DbOrTx, groupId: string, depositId: string) {
  const { campaignId } = await requireDeposit(db, groupId, depositId);
  await lockCampaign(db, campaignId, 'update');
  return requireDeposit(db, groupId, depositId, true);
}

/** A change to a deposit that still stands (neither reopened nor confirmed), made under its lock. */
async function changeStandingDeposit(
  ctx: AppContext,
  groupId: string,
  depositId: string,
  change: (tx: DbOrTx, deposit: DepositRow) => Promise<void>,
): Promise<TDeposit> {
  return ctx.db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, groupId, depositId);
    if (deposit.reopenedAt !== null) throw fail('DEPOSIT_REOPENED');
    if (deposit.confirmedAt !== null) throw fail('DEPOSIT_CONFIRMED');
    await change(tx, deposit);
    return presentDeposit((await findDeposit(tx, groupId, depositId))!);
  });
}

/** Until the bank confirmed it, a deposit can be reopened with a reason: its money goes back on hand. */
export async function reopenDepositOf(
  ctx: AppContext,
  groupId: string,
  depositId: string,
  reason: string,
  staff: StaffMember,
): Promise<TDeposit> {
  return changeStandingDeposit(ctx, groupId, depositId, (tx, deposit) =>
    reopenDeposit(tx, deposit, staff, ctx.now(), reason),
  );
}

export async function confirmDepositOf(
  ctx: AppContext,
  groupId: string,
  depositId: string,
  staff: StaffMember,
): Promise<TDeposit> {
  return changeStandingDeposit(ctx, groupId, depositId, (tx, deposit) =>
    confirmDeposit(tx, deposit, staff, ctx.now()),
  );
}

export async function getDeposit(ctx: AppContext, groupId: string, depositId: string) {
  return presentDeposit(await requireDeposit(ctx.db, groupId, depositId));
}

export async function listDeposits(ctx: AppContext, groupId: string, campaignId: string) {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  return (await findCampaignDeposits(ctx.db, groupId, campaignId)).map(presentDeposit);
}
