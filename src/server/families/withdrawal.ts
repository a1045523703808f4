import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { eraseSellerWithin, forgetErasedSellerPages } from '../sellers/seller-erasure.js';
import type { FamilySession } from './family-guard.js';
import {
  eraseParentAddress,
  findChildOfParent,
  findFamilyOfParent,
  hasStandingConsent,
  listFamilyChildren,
  revokeSessionsOfParent,
  withdrawConsentsOfParent,
  withdrawFamilyChild,
} from './queries.js';

/** The seller erasure of one child, asked for by the parent, and the child's link marked withdrawn. */
async function withdrawChild(ctx: AppContext, tx: DbOrTx, family: FamilySession, sellerId: string) {
  const { revokedTokens } = await eraseSellerWithin(ctx, tx, sellerId, {
    kind: 'parent',
    parentId: family.parentId,
  });
  await withdrawFamilyChild(tx, sellerId, ctx.now());
  return revokedTokens;
}

/**
 * A parent removes a child: the seller erasure runs (the name becomes initials, the totals stay counted) and the
 * child leaves the family, its link kept with the time of the withdrawal. No consent to the current notice is
 * asked for: withdrawing stays open to a parent whatever the notice says now.
 */
export async function removeChild(ctx: AppContext, family: FamilySession, childId: string) {
  const revokedTokens = await ctx.db.transaction(async (tx) => {
    const child = isId(childId) ? await findChildOfParent(tx, family.parentId, childId) : undefined;
    if (!child) throw fail('FAMILY_CHILD_NOT_FOUND');
    // A parent who never agreed (an invited parent before their first agreement) sees no child, so removes none.
    if (!(await hasStandingConsent(tx, family.parentId))) throw fail('FAMILY_CONSENT_REQUIRED');
    return withdrawChild(ctx, tx, family, child.id);
  });
  forgetErasedSellerPages(ctx, revokedTokens);
}

/**
 * A parent withdraws the whole family, in one transaction: every child is removed as by `removeChild`, the parent's
 * consents say when they were withdrawn, every session of the parent ends, and the parent's address goes from
 * everything but the consent record (its proof until retention). A second parent of the family keeps their own
 * account and consent, with no children left to see.
 */
export async function withdrawFamily(ctx: AppContext, family: FamilySession) {
  const now = ctx.now();
  const revokedTokens = await ctx.db.transaction(async (tx) => {
    const familyId = await findFamilyOfParent(tx, family.parentId);
    // An invited parent who never agreed leaves alone: the children stay with the parent who added them.
    const agreed = await hasStandingConsent(tx, family.parentId);
    const children = familyId && agreed ? await listFamilyChildren(tx, familyId) : [];
    const revoked: string[] = [];
    for (const child of children) revoked.push(...(await withdrawChild(ctx, tx, family, child.id)));
    await withdrawConsentsOfParent(tx, family.parentId, now);
    await revokeSessionsOfParent(tx, family.parentId, now);
    await eraseParentAddress(tx, family, now);
    return revoked;
  });
  forgetErasedSellerPages(ctx, revokedTokens);
}
