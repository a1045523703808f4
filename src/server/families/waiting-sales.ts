import type { TWaitingSellerJoin } from '../../shared/api/teams.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { joinWaitingSeller, waitingMatchesOfChildren } from '../teams/waiting-sellers.js';
import type { FamilySession } from './family-guard.js';
import { currentNotice } from './notice.js';
import { findChildOfParent, findConsent } from './queries.js';

/** How the attribution history names a parent: no parent's address goes into it. */
const PARENT_NAME = 'Parent';

/**
 * The parent joins sales waiting under the child's first name and class to the child, under a standing consent to
 * the current notice: only a waiting seller the family page offers for that child (`waitingMatches`) can be joined.
 */
export async function joinWaitingSalesToChild(
  ctx: AppContext,
  family: FamilySession,
  childId: string,
  waitingSellerId: string,
): Promise<TWaitingSellerJoin> {
  const notice = await currentNotice(ctx, { id: family.groupId, name: family.groupName }, family.language);
  const [consent, child] = await Promise.all([
    findConsent(ctx.db, family.parentId, notice.id),
    isId(childId) ? findChildOfParent(ctx.db, family.parentId, childId) : undefined,
  ]);
  if (!consent) throw fail('FAMILY_CONSENT_REQUIRED');
  if (!child) throw fail('FAMILY_CHILD_NOT_FOUND');
  const matches = (await waitingMatchesOfChildren(ctx, [child.id])).get(child.id) ?? [];
  if (!matches.some((match) => match._id === waitingSellerId)) throw fail('WAITING_SELLER_NOT_FOUND');
  return joinWaitingSeller(ctx, {
    groupId: family.groupId,
    waitingSellerId,
    sellerId: child.id,
    by: { kind: 'parent', id: family.parentId, name: PARENT_NAME },
  });
}

/** The family page's children, each with the waiting sales the parent may join to them. */
export async function withWaitingMatches<T extends { _id: string }>(ctx: AppContext, children: T[]) {
  const matches = await waitingMatchesOfChildren(
    ctx,
    children.map((child) => child._id),
  );
  return children.map((child) => ({ ...child, waitingMatches: matches.get(child._id) ?? [] }));
}
