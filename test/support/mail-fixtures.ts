/**
 * Helpers for the e-mail update tests: a clock moved by hand, the messages table as rows, a parent's subscription
 * and its confirmation link, store orders credited to a seller, and a real SMTP server that records what it
 * receives (and can refuse recipients for a while).
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { MAIL_API_PATHS } from '../../src/shared/api/mail-paths.js';
import { queryRows } from '../../src/server/db/database.js';
import { runMailWork } from '../../src/server/mail/mail-job.js';
import type { MailTransport } from '../../src/server/mail/mail-transport.js';
import type { AppContext } from '../../src/server/context.js';
import { call, type CampaignRow, type GroupRow, type Reply, type SellerSession } from './fixtures.js';
import { textOf } from './html-text.js';
import { deliverWebhook, storeOrder, type StoreOrderOptions } from './store-webhooks.js';
import type { TestApp } from './test-app.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A clock the test moves by hand: the app, its rate limits and the mail worker all read it. */
export function manualClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
    set: (instant: string) => void (now = new Date(instant).getTime()),
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export interface MailRow {
  id: string;
  idempotencyKey: string;
  kind: string;
  subscriptionId: string | null;
  staffKind: string | null;
  staffId: string | null;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: [string, string][];
  status: 'queued' | 'sent' | 'failed';
  delivery: 'smtp' | 'outbox' | null;
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** Every row of mail_messages, oldest first. */
export async function mailRows(t: TestApp): Promise<MailRow[]> {
  const rows = await queryRows<MailRow>(
    t.app.ctx.db,
    sql`select id, idempotency_key as "idempotencyKey", kind, subscription_id as "subscriptionId",
          staff_kind as "staffKind", staff_id as "staffId", to_address as "toAddress",
          from_address as "fromAddress", subject, text_body as "textBody", html_body as "htmlBody", headers,
          status, delivery, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt",
          next_attempt_at as "nextAttemptAt"
        from mail_messages order by created_at, kind, to_address, id`,
  );
  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
    nextAttemptAt: iso(row.nextAttemptAt)!,
  }));
}

/** The value of one stored header of a message. */
export const headerOf = (row: Pick<MailRow, 'headers'>, name: string) =>
  row.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export interface SubscriptionRow {
  id: string;
  email: string;
  status: string;
  locale: string;
  consentText: string;
  sellerId: string;
  campaignId: string;
}

export async function subscriptionRows(t: TestApp): Promise<SubscriptionRow[]> {
  return queryRows<SubscriptionRow>(
    t.app.ctx.db,
    sql`select id, email, status, locale, consent_text as "consentText", seller_id as "sellerId",
          campaign_id as "campaignId"
        from mail_subscriptions order by created_at, id`,
  );
}

export async function orderEventCount(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as count from mail_order_events`,
  );
  return row!.count;
}

/** A client address of the seller's own, as if each family asked from its own phone (10.x.y.z from the seller's id). */
export function familyAddressOf(seller: SellerSession): string {
  const digest = createHash('sha256').update(seller.user.id).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** A parent asks for updates from the seller's page, from the family's own client address unless one is given. */
export function subscribe(
  t: TestApp,
  seller: SellerSession,
  campaignId: string,
  body: { email: string; consent?: boolean; locale?: 'en' | 'es' },
  headers: Record<string, string> = {},
  remoteAddress = familyAddressOf(seller),
): Promise<Reply> {
  return call(t, {
    method: 'POST',
    url: `/api${MAIL_API_PATHS.sellerMailSubscription(campaignId)}`,
    headers: { authorization: `Bearer ${seller.token}`, ...headers },
    payload: { consent: true, locale: 'en', ...body },
    remoteAddress,
  });
}

export async function subscribeOk(
  t: TestApp,
  seller: SellerSession,
  campaignId: string,
  body: { email: string; locale?: 'en' | 'es' },
): Promise<string> {
  const res = await subscribe(t, seller, campaignId, body);
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ data: { status: string } }>().data.status;
}

/** The link of the newest confirmation message to an address, as the message writes it (public URL and all). */
export async function confirmationUrl(t: TestApp, email: string): Promise<string> {
  const rows = (await mailRows(t)).filter((row) => row.kind === 'confirmation' && row.toAddress === email);
  const text = rows.at(-1)?.textBody ?? '';
  const url = /^(https?:\/\/\S+\/e\/confirm\/\S+)$/m.exec(text)?.[1];
  expect(url, `a confirmation link to ${email} in:\n${text}`).toBeDefined();
  return url!;
}

/** The path and query of a link, to inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Follows a confirmation link: opens the page, then presses its button (the form posts back). */
export async function confirm(t: TestApp, email: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: pathOf(await confirmationUrl(t, email)) });
  expect(res.statusCode, res.payload).toBe(200);
}

/** Subscribes and confirms in one go. */
export async function subscribeConfirmed(
  t: TestApp,
  seller: SellerSession,
  campaignId: string,
  email: string,
  locale: 'en' | 'es' = 'en',
): Promise<void> {
  expect(await subscribeOk(t, seller, campaignId, { email, locale })).toBe('confirmation-sent');
  await confirm(t, email);
}

/** The text of a page's article (title, message, button), as a person reads it. */
export function articleText(page: string): string {
  return textOf(/<article[\s\S]*<\/article>/.exec(page)?.[0] ?? '').trim();
}

export interface Seat {
  seller: SellerSession;
  group: GroupRow;
  campaign: CampaignRow;
}

/**
 * A store order credited to the seller (by the cart attributes the portal writes), placed at `createdAt`: two
 * $15.00 items and $5.50 shipping unless told otherwise, and a donation line when `donationCents` is given. Answers
 * the store's order id and the order's total in cents.
 */
export async function storeOrderFor(
  t: TestApp,
  seat: Seat,
  createdAt: Date,
  options: StoreOrderOptions & { donationCents?: number; test?: boolean } = {},
): Promise<{ id: number; totalCents: number }> {
  const { donationCents, test, ...orderOptions } = options;
  const order: ReturnType<typeof storeOrder> & { test?: boolean } = storeOrder({
    createdAt: createdAt.toISOString(),
    ...orderOptions,
    attributes: {
      group_code: seat.group.code,
      student_name: seat.seller.user.name,
      student_email: seat.seller.user.email,
      group_name: seat.group.name,
      campaign_id: seat.campaign.id,
      campaign_name: seat.campaign.name,
      user_id: seat.seller.user.id,
      ...orderOptions.attributes,
    },
  });
  if (donationCents) {
    const cents = (text: string) => Math.round(Number(text) * 100);
    const plus = (text: string) => ((cents(text) + donationCents) / 100).toFixed(2);
    (order.line_items as unknown[]).push({
      title: 'Donation',
      price: (donationCents / 100).toFixed(2),
      quantity: 1,
      properties: [{ name: '_donation', value: 'true' }],
    });
    order.total_line_items_price = plus(order.total_line_items_price);
    order.subtotal_price = plus(order.subtotal_price);
    order.total_price = plus(order.total_price);
  }
  if (test) order.test = true;
  const res = await deliverWebhook(t.app, order);
  expect(res.statusCode, res.payload).toBe(200);
  return { id: order.id, totalCents: Math.round(Number(order.total_price) * 100) };
}

/** One pass of the mail worker, which must get the lock. */
export async function work(ctx: AppContext, transport: MailTransport) {
  const pass = await runMailWork(ctx, transport);
  expect(pass.acquired).toBe(true);
  return pass.acquired ? pass.value : { queued: 0, sent: 0, retrying: 0, failed: 0 };
}

// ---------------------------------------------------------------- a real SMTP server

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words decoded; the blanks between two encoded words dropped. */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const match of run.matchAll(word)) {
      const [, , encoding, data] = match as unknown as [string, string, string, string];
      bytes.push(
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const separator = /\r?\n\r?\n/.exec(raw)![0];
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + separator.length) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/** A message as a mail client reads it: headers, and the plain-text and HTML parts of a multipart/alternative. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r?\n/, ''));
      const partType = (part.headers.get('content-type') ?? '').split(';')[0]!.trim();
      parts[partType] = decodeBody(part.headers, part.body.replace(/\r?\n$/, ''));
    }
  } else {
    parts[type.split(';')[0]!.trim()] = decodeBody(headers, body);
  }
  return {
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    raw,
    headers,
    subject: headers.get('subject') ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Recipient addresses refused so far (each RCPT TO answered 451). */
  refusals: string[];
  /** While it answers a reply line, RCPT TO for that address is refused with 451 and it. */
  refuse: (decide: ((address: string) => string | undefined) | undefined) => void;
  /** Received messages with this Message-ID. */
  withId: (messageId: string) => ReceivedMail[];
  close: () => Promise<void>;
}

/** A local SMTP server (no TLS, no login) that keeps every message it accepts. */
export async function startSmtpSink(options: { dataDelayMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals: string[] = [];
  let decide: ((address: string) => string | undefined) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = decide?.(address.address);
      if (refusal) {
        refusals.push(address.address);
        callback(Object.assign(new Error(refusal), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
          callback();
        };
        if (options.dataDelayMs) setTimeout(finish, options.dataDelayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals,
    refuse: (next) => void (decide = next),
    withId: (messageId) => received.filter((mail) => mail.headers.get('message-id') === messageId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
