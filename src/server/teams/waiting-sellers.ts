import type { TWaitingSeller, TWaitingSellerJoin } from '../../shared/api/teams.js';
import { compareTeamNames } from '../../shared/team-names.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { firstNameKey } from '../lib/first-name-key.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { requireGroupId } from './team-records.js';
import {
  deleteWaitingSeller,
  findJoinTarget,
  findWaitingSellersOfChildrenClasses,
  findWaitingSellersOfGroup,
  lockWaitingSeller,
  moveWaitingHandoffsAndLinks,
  moveWaitingOrders,
  type JoinedBy,
} from './waiting-seller-queries.js';

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The group's waiting sellers for the Teams screen: by class (no class last), then by first name. */
export async function listWaitingSellers(ctx: AppContext, groupId: string): Promise<TWaitingSeller[]> {
  await requireGroupId(ctx, groupId);
  const rows = await findWaitingSellersOfGroup(ctx.db, groupId);
  return rows
    .sort(
      (a, b) =>
        Number(a.teamName === null) - Number(b.teamName === null) ||
        compareTeamNames(a.teamName ?? '', b.teamName ?? '') ||
        a.firstName.localeCompare(b.firstName, 'en-US') ||
        a.id.localeCompare(b.id),
    )
    .map((row) => ({
      _id: row.id,
      firstName: row.firstName,
      team: row.teamId ? { _id: row.teamId, name: row.teamName! } : null,
      orderCount: row.orderCount,
      sales: dollarsFromCents(row.salesCents),
      lastSignInAt: isoOf(row.lastSignInAt),
    }));
}

/** For each child, the waiting sellers of the child's class whose first name is the child's (as a login compares). */
export async function waitingMatchesOfChildren(ctx: AppContext, childIds: string[]) {
  const rows = await findWaitingSellersOfChildrenClasses(ctx.db, childIds);
  const matches = new Map<string, { _id: string; orderCount: number; sales: number }[]>();
  for (const row of rows) {
    if (firstNameKey(row.firstName) !== firstNameKey(row.childFirstName)) continue;
    const list = matches.get(row.childId) ?? [];
    list.push({ _id: row.id, orderCount: row.orderCount, sales: dollarsFromCents(row.salesCents) });
    matches.set(row.childId, list);
  }
  return matches;
}

/**
 * Joins a waiting seller's sales to a seller of the same group (a child, or any seller who is not waiting and was
 * never erased): its orders move to that seller with an entry each in the attribution history, its hand-offs and
 * share links follow, and the emptied waiting seller is removed. All in one transaction.
 */
export async function joinWaitingSeller(
  ctx: AppContext,
  join: { groupId: string; waitingSellerId: string; sellerId: string; by: JoinedBy },
): Promise<TWaitingSellerJoin> {
  await requireGroupId(ctx, join.groupId);
  if (!isId(join.waitingSellerId)) throw fail('WAITING_SELLER_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const waiting = await lockWaitingSeller(tx, join.groupId, join.waitingSellerId);
    if (!waiting) throw fail('WAITING_SELLER_NOT_FOUND');
    const target = isId(join.sellerId) ? await findJoinTarget(tx, join.groupId, join.sellerId) : undefined;
    if (!target) throw fail('SELLER_NOT_FOUND');
    const movedOrderCount = await moveWaitingOrders(tx, { fromId: waiting.id, to: target, by: join.by });
    await moveWaitingHandoffsAndLinks(tx, waiting.id, target.id);
    await deleteWaitingSeller(tx, waiting.id);
    return { sellerId: target.id, movedOrderCount };
  });
}
