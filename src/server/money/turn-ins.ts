import type { TTurnIn, TTurnInInput } from '../../shared/api/money.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { lockCampaign, requirePaperCampaign } from '../paper-orders/paper-campaign.js';
import type { StaffMember } from '../auth/principal.js';
import { findSellerOfGroup } from '../paper-orders/queries.js';
import { presentBalance, presentTurnIn } from './present.js';
import {
  findCampaignTurnIns,
  findSellerBalances,
  findTurnIn,
  insertTurnIn,
  sellerKeyOf,
  voidTurnIn,
  type TurnInWrite,
} from './queries.js';

/** The envelope's seller: a seller of the group by id, or the name their paper orders carry (matched the same way). */
async function envelopeSeller(db: DbOrTx, groupId: string, input: TTurnInInput) {
  if (input.sellerId) {
    const seller = isId(input.sellerId)
      ? await findSellerOfGroup(db, groupId, { id: input.sellerId })
      : undefined;
    if (!seller)
      throw fail('INVALID_REQUEST', undefined, [{ field: 'sellerId', code: 'SELLER_NOT_IN_GROUP' }]);
    return { id: seller.id as string | null, name: seller.name };
  }
  const typed = (input.sellerName ?? '').trim();
  const seller = await findSellerOfGroup(db, groupId, { name: typed });
  return seller ? { id: seller.id as string | null, name: seller.name } : { id: null, name: typed };
}

function turnInWrite(
  campaign: { id: string; groupId: string },
  seller: { id: string | null; name: string },
  input: TTurnInInput,
  replacesId: string | null,
): TurnInWrite {
  return {
    groupId: campaign.groupId,
    campaignId: campaign.id,
    sellerId: seller.id,
    sellerName: seller.name,
    cashCents: input.cash,
    checks: input.checks.map((check) => ({
      number: check.number,
      amountCents: check.amount,
      payer: check.payer,
    })),
    note: input.note,
    replacesId,
  };
}

/** The turn-in with the seller's balance after it, for the receipt handed back with the envelope. */
async function withBalance(db: DbOrTx, groupId: string, turnInId: string): Promise<TTurnIn> {
  const row = (await findTurnIn(db, groupId, turnInId))!;
  const [balance] = await findSellerBalances(db, groupId, row.campaignId, sellerKeyOf(row.sellerName));
  return {
    ...presentTurnIn(row),
    sellerBalance: presentBalance(
      balance ?? {
        key: sellerKeyOf(row.sellerName),
        sellerId: row.sellerId,
        sellerName: row.sellerName,
        paperOrders: 0,
        owedCents: 0,
        receivedCents: 0,
        lastTurnInAt: null,
      },
    ),
  };
}

/** Records an envelope. Turn-ins are only ever added, so two staff recording at once both keep theirs. */
export async function recordTurnIn(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  input: TTurnInInput,
  staff: StaffMember,
): Promise<TTurnIn> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await requirePaperCampaign(tx, groupId, campaignId);
    await lockCampaign(tx, campaign.id, 'share');
    const seller = await envelopeSeller(tx, groupId, input);
    const id = await insertTurnIn(
      tx,
      turnInWrite(campaign, seller, input, null),
      staff,
      ctx.now(),
      'recorded',
      '',
    );
    return withBalance(tx, groupId, id);
  });
}

/** The turn-in and its money, locked after its campaign's money lock (for share, as every turn-in writer takes it). */
async function requireChangeableTurnIn(db: DbOrTx, groupId: string, turnInId: string) {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  const found = isId(turnInId) ? await findTurnIn(db, groupId, turnInId) : undefined;
  if (!found) throw fail('TURN_IN_NOT_FOUND');
  await lockCampaign(db, found.campaignId, 'share');
  const row = (await findTurnIn(db, groupId, turnInId, true))!;
  if (row.voidedAt !== null) throw fail('TURN_IN_VOIDED');
  if (row.deposited) throw fail('TURN_IN_DEPOSITED');
  return row;
}

/** A correction voids the turn-in (with the reason) and records the envelope as it should have been. */
export async function correctTurnIn(
  ctx: AppContext,
  groupId: string,
  turnInId: string,
  input: TTurnInInput & { reason: string },
  staff: StaffMember,
): Promise<TTurnIn> {
  return ctx.db.transaction(async (tx) => {
    const current = await requireChangeableTurnIn(tx, groupId, turnInId);
    const at = ctx.now();
    await voidTurnIn(tx, current, staff, at, 'corrected', input.reason);
    const seller = await envelopeSeller(tx, groupId, input);
    const id = await insertTurnIn(
      tx,
      turnInWrite({ id: current.campaignId, groupId }, seller, input, current.id),
      staff,
      at,
      'recorded',
      input.reason,
    );
    return withBalance(tx, groupId, id);
  });
}

export async function voidTurnInOf(
  ctx: AppContext,
  groupId: string,
  turnInId: string,
  reason: string,
  staff: StaffMember,
): Promise<TTurnIn> {
  return ctx.db.transaction(async (tx) => {
    const current = await requireChangeableTurnIn(tx, groupId, turnInId);
    await voidTurnIn(tx, current, staff, ctx.now(), 'voided', reason);
    return withBalance(tx, groupId, turnInId);
  });
}

export async function getTurnIn(ctx: AppContext, groupId: string, turnInId: string): Promise<TTurnIn> {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  if (!isId(turnInId) || !(await findTurnIn(ctx.db, groupId, turnInId))) throw fail('TURN_IN_NOT_FOUND');
  return withBalance(ctx.db, groupId, turnInId);
}

export async function listTurnIns(ctx: AppContext, groupId: string, campaignId: string, limit: number) {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  return (await findCampaignTurnIns(ctx.db, groupId, campaignId, limit)).map(presentTurnIn);
}
