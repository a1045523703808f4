import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { publicSellerName } from '../share-links/public-seller-name.js';
import {
  alignFamilySubscriptionLocales,
  childrenWithUpdatesOff,
  insertFamilySubscription,
  missingFamilySubscriptions,
  resumeParentUpdatesAboutChild,
  stopParentUpdatesAboutChild,
} from './family-subscription-queries.js';
import { MAIL_TEXT } from './family-messages.js';

/**
 * A family's e-mail updates (decision 25): each parent who agreed to the notice gets the seller updates about each
 * child, on by default and confirmed by their own sign-in, so no confirmation message is sent. They are ordinary
 * subscriptions, one per child and campaign, so every message the seller updates send reaches the parent too.
 * Called when a child is added, when a parent joins the family and agrees, and whenever the family page is read
 * (a campaign made later gets its rows then). A child whose updates the parent turned off stays off.
 */
export async function ensureFamilyEmailUpdates(ctx: AppContext, db: DbOrTx, familyId: string) {
  const now = ctx.now();
  for (const missing of await missingFamilySubscriptions(db, familyId, ctx.today())) {
    await insertFamilySubscription(db, {
      groupId: missing.groupId,
      sellerId: missing.sellerId,
      campaignId: missing.campaignId,
      parentId: missing.parentId,
      email: missing.email,
      locale: missing.language,
      on: !missing.switchedOff,
      consentText: MAIL_TEXT[missing.language].familyConsent(publicSellerName(missing).firstName),
      now,
    });
  }
  await alignFamilySubscriptionLocales(db, familyId);
}

/** Whether each child's updates are on for the parent: on unless they turned them off. */
export async function emailUpdatesOfChildren(db: DbOrTx, parentId: string, sellerIds: string[]) {
  const off = await childrenWithUpdatesOff(db, parentId, sellerIds);
  return (sellerId: string) => !off.has(sellerId);
}

/** The parent's switch for one child: off stops every campaign's updates about the child, on resumes them. */
export async function switchParentUpdatesAboutChild(
  ctx: AppContext,
  db: DbOrTx,
  target: { familyId: string; parentId: string; sellerId: string },
  enabled: boolean,
) {
  const now = ctx.now();
  if (!enabled) {
    // A campaign the page has not yet seen gets its row first, so that it is off too.
    await ensureFamilyEmailUpdates(ctx, db, target.familyId);
    return stopParentUpdatesAboutChild(db, target.parentId, target.sellerId, now);
  }
  await resumeParentUpdatesAboutChild(db, { ...target, now, today: ctx.today() });
  await ensureFamilyEmailUpdates(ctx, db, target.familyId);
}

/** A stop link of a parent's message is the family page's switch: it turns the child's updates off everywhere. */
export const stopParentUpdatesByLink = (
  db: DbOrTx,
  subscription: { parentId: string; sellerId: string },
  now: Date,
) => stopParentUpdatesAboutChild(db, subscription.parentId, subscription.sellerId, now);
