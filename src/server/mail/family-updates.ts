import type { TMailMessageKind } from '../../shared/api/mail.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { calendarDateIn, hourIn } from '../lib/calendar.js';
import { shareLinkUrl } from '../share-links/seller-share-links.js';
import {
  campaignEndingMessage,
  campaignSummaryMessage,
  goalMilestoneMessage,
  orderUpdateMessage,
  type FamilyFacts,
} from './family-messages.js';
import { queuedMail, type MailContent } from './mail-content.js';
import { publicHost, unsubscribeUrl } from './mail-links.js';
import {
  familyFacts,
  insertMail,
  lockConfirmedSubscription,
  markMilestoneTold,
  markOrdersTold,
  markReminded,
  markSummarized,
  subscriptionsToRemind,
  subscriptionsToSummarize,
  subscriptionsWithDueMilestones,
  subscriptionsWithDueOrders,
  takeOrderEvents,
} from './queries.js';
import { publicSellerName } from '../share-links/public-seller-name.js';

/** Subscriptions handled per kind of message and run; the next run takes the rest. */
const BATCH = 200;
const HOUR_MS = 60 * 60_000;

async function factsOf(
  ctx: AppContext,
  db: DbOrTx,
  subscriptionId: string,
): Promise<{ email: string; facts: FamilyFacts } | undefined> {
  const row = await familyFacts(db, subscriptionId);
  if (!row) return undefined;
  const facts: FamilyFacts = {
    locale: row.locale,
    sellerFirstName: publicSellerName(row).firstName,
    campaignName: row.campaignName,
    campaignEndDate: row.campaignEndDate,
    groupName: row.groupName,
    seller: { orderCount: row.sellerOrderCount, salesCents: row.sellerSalesCents },
    group: { raisedCents: row.groupRaisedCents, goalCents: row.goalCents },
    shareUrl: row.shareToken ? shareLinkUrl(ctx, row.shareToken) : null,
    unsubscribeUrl: unsubscribeUrl(ctx, 'unsubscribe', subscriptionId),
    fromFamilyPage: row.fromFamilyPage,
  };
  return { email: row.email, facts };
}

/**
 * Writes one family message in its own transaction together with the change that marks it told, so a crash
 * leaves either both or neither; the idempotency key keeps a repeated run from writing it again.
 */
async function queueFamilyMessage(
  ctx: AppContext,
  now: Date,
  subscriptionId: string,
  message: {
    kind: TMailMessageKind;
    key: string;
    content: (facts: FamilyFacts, db: DbOrTx) => Promise<MailContent | undefined>;
    markTold: (db: DbOrTx) => Promise<void>;
  },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockConfirmedSubscription(tx, subscriptionId))) return 0;
    const found = await factsOf(ctx, tx, subscriptionId);
    if (!found) return 0;
    const { facts, email } = found;
    const content = await message.content(facts, tx);
    if (!content) return 0;
    const mail = queuedMail(
      {
        idempotencyKey: message.key,
        kind: message.kind,
        subscriptionId,
        to: email,
        locale: facts.locale,
        content,
        unsubscribeUrl: facts.unsubscribeUrl,
      },
      ctx.config.mail.from,
      publicHost(ctx),
    );
    const queued = await insertMail(tx, mail, now);
    await message.markTold(tx);
    return queued ? 1 : 0;
  });
}

/**
 * Turns the orders noted since each subscription's last update into one grouped message, at most one an hour.
 * Returns how many messages it queued.
 */
export async function composeOrderUpdates(ctx: AppContext, now: Date): Promise<number> {
  let queued = 0;
  const hourKey = Math.floor(now.getTime() / HOUR_MS);
  for (const { id } of await subscriptionsWithDueOrders(ctx.db, now, BATCH)) {
    queued += await queueFamilyMessage(ctx, now, id, {
      kind: 'order-update',
      key: `orders:${id}:${hourKey}`,
      content: async (facts, tx) => {
        const news = await takeOrderEvents(tx, id);
        return news.count > 0 ? orderUpdateMessage(facts, news) : undefined;
      },
      markTold: (tx) => markOrdersTold(tx, id, now),
    });
  }
  return queued;
}

/**
 * The family messages that depend on the group and the calendar rather than on one order: goal milestones, and,
 * from DIGEST_HOUR on in the portal's time zone, the reminder three days before the end and the summary after it.
 * Returns how many messages it queued.
 */
export async function composeScheduledFamilyMessages(ctx: AppContext, now: Date): Promise<number> {
  let queued = 0;
  for (const { id, milestone } of await subscriptionsWithDueMilestones(ctx.db, BATCH)) {
    queued += await queueFamilyMessage(ctx, now, id, {
      kind: milestone === 100 ? 'goal-reached' : 'goal-half',
      key: `goal-${milestone}:${id}`,
      content: async (facts) => goalMilestoneMessage(facts, milestone),
      markTold: (tx) => markMilestoneTold(tx, id, milestone),
    });
  }

  const timeZone = ctx.config.portalTimezone;
  if (hourIn(timeZone, now) < ctx.config.mail.digestHour) return queued;
  const today = calendarDateIn(timeZone, now);
  for (const { id } of await subscriptionsToRemind(ctx.db, today, BATCH)) {
    queued += await queueFamilyMessage(ctx, now, id, {
      kind: 'campaign-ending',
      key: `ending:${id}`,
      content: async (facts) => campaignEndingMessage(facts),
      markTold: (tx) => markReminded(tx, id, now),
    });
  }
  for (const { id } of await subscriptionsToSummarize(ctx.db, today, BATCH)) {
    queued += await queueFamilyMessage(ctx, now, id, {
      kind: 'campaign-summary',
      key: `summary:${id}`,
      content: async (facts) => campaignSummaryMessage(facts),
      markTold: (tx) => markSummarized(tx, id, now),
    });
  }
  return queued;
}
