import type { AppContext } from '../context.js';
import {
  emailUpdatesOfChildren,
  ensureFamilyEmailUpdates,
  switchParentUpdatesAboutChild,
} from '../mail/family-subscriptions.js';
import { requireChild } from './child-store.js';
import type { FamilySession } from './family-guard.js';
import { findFamilyOfParent } from './queries.js';

/**
 * The family page's children with the parent's switch for each: the updates are made first, so a campaign begun
 * since the last visit, or a child another parent added, is followed as every other.
 */
export async function withEmailUpdates<Child extends { _id: string }>(
  ctx: AppContext,
  family: FamilySession,
  familyId: string | null,
  children: Child[],
) {
  if (familyId && children.length > 0) await ensureFamilyEmailUpdates(ctx, ctx.db, familyId);
  const isOn = await emailUpdatesOfChildren(
    ctx.db,
    family.parentId,
    children.map((child) => child._id),
  );
  return children.map((child) => ({ ...child, emailUpdates: isOn(child._id) }));
}

/** The parent turns their e-mail updates about one of their children on or off; no confirmation either way. */
export async function setChildEmailUpdates(
  ctx: AppContext,
  family: FamilySession,
  childId: string,
  enabled: boolean,
) {
  const child = await requireChild(ctx, family, childId);
  const familyId = (await findFamilyOfParent(ctx.db, family.parentId))!;
  await ctx.db.transaction((tx) =>
    switchParentUpdatesAboutChild(
      ctx,
      tx,
      { familyId, parentId: family.parentId, sellerId: child.id },
      enabled,
    ),
  );
  return { enabled };
}
