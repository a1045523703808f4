import type { TMailSubscribeBody, TMailSubscribeResult, TMailSubscription } from '../../shared/api/mail.js';
import type { PrincipalOf } from '../auth/principal.js';
import { findCampaignOfGroup } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { takeRequestLimits } from '../http/request-limits.js';
import { isId } from '../lib/ids.js';
import { mailboxKey } from '../lib/mailbox-key.js';
import { MAIL_TEXT, confirmationMessage } from './family-messages.js';
import { queuedMail } from './mail-content.js';
import { stopParentUpdatesByLink } from './family-subscriptions.js';
import { confirmUrl, publicHost } from './mail-links.js';
import { readMailLinkToken } from './mail-link-token.js';
import { publicSellerName } from '../share-links/public-seller-name.js';
import {
  confirmPendingSubscription,
  deleteGroupSubscription,
  findSubscriptionWithNames,
  insertMail,
  listGroupSubscriptions,
  unsubscribeSubscription,
  upsertPendingSubscription,
  type SubscriptionWithNames,
} from './queries.js';

const HOUR_MS = 60 * 60_000;

/**
 * Requests for updates, counted per inbox (its `+tag` variants together), per seller, per client address (IPv6 by
 * /64) and per group: neither a child's page nor a handful of throwaway logins can flood one inbox or send
 * confirmations to a long list of addresses.
 */
export const SUBSCRIBE_RATE_LIMITS = {
  perAddress: { max: 3, windowMs: HOUR_MS },
  perSeller: { max: 10, windowMs: HOUR_MS },
  perClient: { max: 10, windowMs: HOUR_MS },
  perGroup: { max: 30, windowMs: HOUR_MS },
} as const;

/** A confirmation link works for a week after the request. */
export const CONFIRMATION_VALID_MS = 7 * 24 * HOUR_MS;

/** Who asks: the seller's session and the client address it came from (`clientAddressKey`). */
export interface SubscribeRequester {
  seller: PrincipalOf<'user'>;
  clientAddress: string;
}

function takeSubscribeLimits(ctx: AppContext, requester: SubscribeRequester, email: string) {
  const { perAddress, perSeller, perClient, perGroup } = SUBSCRIBE_RATE_LIMITS;
  return takeRequestLimits(ctx.rateLimits, [
    { key: `mail-subscribe:address:${mailboxKey(email)}`, limit: perAddress },
    { key: `mail-subscribe:seller:${requester.seller.id}`, limit: perSeller },
    { key: `mail-subscribe:client:${requester.clientAddress}`, limit: perClient },
    { key: `mail-subscribe:group:${requester.seller.groupId}`, limit: perGroup },
  ]);
}

/**
 * A parent asks, from the seller's page, for updates about the seller's sales in a campaign. The consent is kept
 * exactly as the checkbox said it, and the confirmation is queued in the same transaction; nothing else is ever
 * sent to the address before the link in it is followed. An address that already confirmed gets nothing new.
 */
export async function subscribeToUpdates(
  ctx: AppContext,
  requester: SubscribeRequester,
  campaignId: string,
  body: TMailSubscribeBody,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<TMailSubscribeResult> {
  const { seller } = requester;
  const campaign = isId(campaignId)
    ? await findCampaignOfGroup(ctx.db, seller.groupId, campaignId)
    : undefined;
  if (!campaign) throw fail('MAIL_CAMPAIGN_NOT_FOUND');
  if (campaign.endDate < ctx.today()) throw fail('MAIL_CAMPAIGN_ENDED');
  if (!body.consent) throw fail('MAIL_CONSENT_REQUIRED');

  const refused = await takeSubscribeLimits(ctx, requester, body.email);
  if (refused) {
    onRefused(refused);
    throw fail('RATE_LIMITED', { retryAfterSeconds: refused });
  }

  const now = ctx.now();
  const sellerName = publicSellerName(seller).firstName;
  return ctx.db.transaction(async (tx) => {
    const pending = await upsertPendingSubscription(tx, {
      groupId: seller.groupId,
      sellerId: seller.id,
      campaignId: campaign.id,
      email: body.email,
      locale: body.locale,
      consentText: MAIL_TEXT[body.locale].consent(sellerName),
      now,
    });
    if (!pending) return { status: 'already-subscribed' as const };
    const subscription = (await findSubscriptionWithNames(tx, pending.id))!;
    await insertMail(tx, confirmationMail(ctx, subscription, `confirm:${pending.id}:${now.getTime()}`), now);
    return { status: 'confirmation-sent' as const };
  });
}

function confirmationMail(ctx: AppContext, subscription: SubscriptionWithNames, idempotencyKey: string) {
  const content = confirmationMessage(
    {
      locale: subscription.locale,
      sellerFirstName: publicSellerName(subscription).firstName,
      campaignName: subscription.campaignName,
      groupName: subscription.groupName,
    },
    confirmUrl(ctx, subscription.id, subscription.locale),
  );
  return queuedMail(
    {
      idempotencyKey,
      kind: 'confirmation',
      subscriptionId: subscription.id,
      to: subscription.email,
      locale: subscription.locale,
      content,
      unsubscribeUrl: undefined,
    },
    ctx.config.mail.from,
    publicHost(ctx),
  );
}

/** What a confirm or unsubscribe page shows about the subscription its token names. */
export interface SubscriptionLink {
  subscription: SubscriptionWithNames;
  sellerFirstName: string;
}

async function subscriptionOfToken(
  ctx: AppContext,
  token: string,
  purpose: 'confirm' | 'unsubscribe',
): Promise<SubscriptionLink | undefined> {
  const link = readMailLinkToken(ctx.config.jwtSecret, token);
  if (!link || link.purpose !== purpose) return undefined;
  const subscription = await findSubscriptionWithNames(ctx.db, link.id);
  if (!subscription) return undefined;
  return { subscription, sellerFirstName: publicSellerName(subscription).firstName };
}

const confirmationExpired = (ctx: AppContext, subscription: SubscriptionWithNames) =>
  ctx.now().getTime() - new Date(subscription.consentedAt).getTime() > CONFIRMATION_VALID_MS;

/** The subscription a confirmation link names, while it can still be confirmed (or already was). */
export async function confirmationOfToken(ctx: AppContext, token: string) {
  const found = await subscriptionOfToken(ctx, token, 'confirm');
  if (!found) return undefined;
  const { status } = found.subscription;
  if (status === 'confirmed') return found;
  if (status !== 'pending' || confirmationExpired(ctx, found.subscription)) return undefined;
  return found;
}

/** Follows a confirmation link; true when the subscription is confirmed now or was already. */
export async function confirmSubscription(ctx: AppContext, token: string) {
  const found = await confirmationOfToken(ctx, token);
  if (!found) return undefined;
  if (found.subscription.status === 'pending')
    await confirmPendingSubscription(ctx.db, found.subscription.id, ctx.now());
  return found;
}

export const unsubscriptionOfToken = (ctx: AppContext, token: string) =>
  subscriptionOfToken(ctx, token, 'unsubscribe');

/**
 * Stops the subscription a link names, at once and for good; following the link again changes nothing. A parent's
 * message made by their family page turns that child's switch off, in every campaign.
 */
export async function unsubscribeByToken(ctx: AppContext, token: string) {
  const found = await unsubscriptionOfToken(ctx, token);
  if (!found) return found;
  const { id, parentId, sellerId } = found.subscription;
  if (parentId) await stopParentUpdatesByLink(ctx.db, { parentId, sellerId }, ctx.now());
  else await unsubscribeSubscription(ctx.db, id, ctx.now());
  return found;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function groupSubscriptions(ctx: AppContext, groupId: string): Promise<TMailSubscription[]> {
  const rows = await listGroupSubscriptions(ctx.db, groupId);
  return rows.map((row) => ({
    _id: row.id,
    seller: { _id: row.sellerId, name: row.sellerName },
    campaign: { _id: row.campaignId, name: row.campaignName },
    email: row.email,
    status: row.status,
    locale: row.locale,
    consentText: row.consentText,
    consentedAt: new Date(row.consentedAt).toISOString(),
    confirmedAt: isoOrNull(row.confirmedAt),
    unsubscribedAt: isoOrNull(row.unsubscribedAt),
  }));
}

export async function removeGroupSubscription(ctx: AppContext, groupId: string, subscriptionId: string) {
  const removed = isId(subscriptionId) && (await deleteGroupSubscription(ctx.db, groupId, subscriptionId));
  if (!removed) throw fail('MAIL_SUBSCRIPTION_NOT_FOUND');
  return { _id: subscriptionId };
}
