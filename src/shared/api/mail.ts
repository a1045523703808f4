import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';
import { emailField, idField, isoDateTime, successOf } from './fields.js';

/**
 * E-mail updates: parents and guardians who asked (double opt-in) hear about the seller's orders, the group goal
 * and the campaign's end; staff get a daily digest. Every message waits in the portal's outbox table until the
 * sender delivers it (through SMTP_URL, or kept in the outbox when no mail server is configured).
 */

/** A parent's request for updates, sent from the seller's page in the language that page shows. */
export const ZMailSubscribeBody = z.object({
  email: emailField,
  /** The consent checkbox: the server keeps the exact text the page showed next to it. */
  consent: z.boolean(),
  locale: z.enum(LOCALES),
});
export type TMailSubscribeBody = z.infer<typeof ZMailSubscribeBody>;

/**
 * `confirmation-sent`: a confirmation link went to the address (nothing else is sent before it is followed);
 * `already-subscribed`: the address already confirmed updates about this seller in this campaign.
 */
export const ZMailSubscribeResult = z.object({
  status: z.enum(['confirmation-sent', 'already-subscribed']),
});
export type TMailSubscribeResult = z.infer<typeof ZMailSubscribeResult>;
export const ZMailSubscribeReply = successOf(ZMailSubscribeResult);

export const MAIL_SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type TMailSubscriptionStatus = (typeof MAIL_SUBSCRIPTION_STATUSES)[number];

/** A subscription as staff see it: who asked, for which seller and campaign, and the consent they gave. */
export const ZMailSubscription = z.object({
  _id: idField,
  seller: z.object({ _id: idField, name: z.string() }),
  campaign: z.object({ _id: idField, name: z.string() }),
  email: z.string(),
  status: z.enum(MAIL_SUBSCRIPTION_STATUSES),
  locale: z.enum(LOCALES),
  /** The consent text exactly as the checkbox showed it. */
  consentText: z.string(),
  consentedAt: isoDateTime,
  confirmedAt: isoDateTime.nullable(),
  unsubscribedAt: isoDateTime.nullable(),
});
export type TMailSubscription = z.infer<typeof ZMailSubscription>;
export const ZMailSubscriptionsReply = successOf(z.object({ subscriptions: z.array(ZMailSubscription) }));
export type TMailSubscriptionsReply = z.infer<typeof ZMailSubscriptionsReply>;
export const ZRemoveMailSubscriptionReply = successOf(z.object({ _id: idField }));

/** The signed-in staff member's own setting: the daily digest is on by default. */
export const ZStaffMailSettings = z.object({
  dailyDigest: z.boolean(),
  /** Where the digest goes: the staff member's account e-mail. */
  email: z.string(),
  /** The hour (0–23) in the portal's time zone at which digests are sent, and that zone. */
  digestHour: z.number().int(),
  timeZone: z.string(),
});
export type TStaffMailSettings = z.infer<typeof ZStaffMailSettings>;
export const ZStaffMailSettingsReply = successOf(ZStaffMailSettings);
export const ZStaffMailSettingsBody = z.object({ dailyDigest: z.boolean() });
export type TStaffMailSettingsBody = z.infer<typeof ZStaffMailSettingsBody>;

export const MAIL_MESSAGE_KINDS = [
  'confirmation',
  'order-update',
  'goal-half',
  'goal-reached',
  'campaign-ending',
  'campaign-summary',
  'daily-digest',
  'family-sign-in',
] as const;
export type TMailMessageKind = (typeof MAIL_MESSAGE_KINDS)[number];

/** `queued` waits for the sender (also between retries); `sent` was delivered; `failed` kept failing for a day. */
export const MAIL_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type TMailMessageStatus = (typeof MAIL_MESSAGE_STATUSES)[number];

/** Where a sent message went: the configured mail server, or the portal's own outbox (no SMTP_URL). */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;

export const ZOutboxMessage = z.object({
  _id: idField,
  kind: z.enum(MAIL_MESSAGE_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_MESSAGE_STATUSES),
  delivery: z.enum(MAIL_DELIVERIES).nullable(),
  attempts: z.number().int(),
  /** The last refusal or connection error, empty when there was none. */
  lastError: z.string(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  /** When a queued message is tried next; null once sent or failed. */
  nextAttemptAt: isoDateTime.nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutbox = z.object({
  /** Where messages go now: `smtp` when SMTP_URL is set, else `outbox`. */
  delivery: z.enum(MAIL_DELIVERIES),
  /** Newest first, at most OUTBOX_LIMIT. */
  messages: z.array(ZOutboxMessage),
});
export type TOutbox = z.infer<typeof ZOutbox>;
export const ZOutboxReply = successOf(ZOutbox);

/** One message as sent: its headers and both of its bodies. */
export const ZOutboxMessageDetail = ZOutboxMessage.extend({
  from: z.string(),
  /** Every header the message carries besides From, To and Subject (List-Unsubscribe, Message-ID…). */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  text: z.string(),
  html: z.string(),
});
export type TOutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;
export const ZOutboxMessageReply = successOf(ZOutboxMessageDetail);
