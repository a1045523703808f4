import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API_PATHS } from '../../src/shared/api/mail-paths.js';
import { MONEY_API_PATHS } from '../../src/shared/api/money-paths.js';
import type { TCampaignMoney } from '../../src/shared/api/money.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import { MAIL_DIGEST_TEXTS as DIGEST } from '../../src/shared/texts/mail-digest.js';
import { MAIL_UPDATE_TEXTS } from '../../src/shared/texts/mail-updates.js';
import { MAIL_UPDATE_TEXTS_ES } from '../../src/shared/texts/mail-updates.es.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, queryRows } from '../../src/server/db/database.js';
import { runMailWork } from '../../src/server/mail/mail-job.js';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../../src/server/mail/mail-sender.js';
import { createMailTransport, type MailTransport } from '../../src/server/mail/mail-transport.js';
import {
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  registerAdmin,
  type GroupRow,
} from '../support/fixtures.js';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  articleText,
  confirm,
  confirmationUrl,
  headerOf,
  mailRows,
  manualClock,
  pathOf,
  startSmtpSink,
  storeOrderFor,
  subscribeConfirmed,
  subscribeOk,
  work,
  type MailRow,
  type ReceivedMail,
  type Seat,
  type SmtpSink,
} from '../support/mail-fixtures.js';
import { enterPaperOrder, ok, sender, sellerOf } from '../support/money-fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, scratchPostgresDatabase, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';
const MAIL_FROM = 'Lincoln PTA <news@lincoln.example.org>';
const FROM_ADDRESS = 'news@lincoln.example.org';
const EN = MAIL_UPDATE_TEXTS;
const ES = MAIL_UPDATE_TEXTS_ES;
const serverUrl = process.env.TEST_DATABASE_URL;

/** The plain text of a family message: its paragraphs, then the footer with the unsubscribe link. */
function familyText(
  TEXT: typeof EN | typeof ES,
  paragraphs: string[],
  footer: { seller: string; campaign: string; unsubscribeUrl: string },
) {
  return [
    TEXT.greeting,
    ...paragraphs,
    `-- \n${TEXT.footer.why(footer.seller, footer.campaign)}\n${TEXT.footer.stop}\n${footer.unsubscribeUrl}\n`,
  ].join('\n\n');
}

/** The plain text of a staff digest. */
function digestText(
  name: string,
  date: string,
  blocks: string[],
  area: 'admin' | 'coordinator',
  stopUrl: string,
) {
  return [
    DIGEST.greeting(name),
    DIGEST.lead(date),
    ...blocks,
    `${DIGEST.open}\n${PUBLIC_URL}/${area}`,
    `-- \n${DIGEST.why}\n${DIGEST.stop}\n${stopUrl}\n`,
  ].join('\n\n');
}

/** One campaign's lines of a digest. */
function digestCampaign(
  title: string,
  figures: { orders: [number, string]; paper: number; toTurnIn: string; share: [number, number] },
) {
  return [
    title,
    DIGEST.orders(...figures.orders),
    DIGEST.paperOrders(figures.paper),
    DIGEST.stillToTurnIn(figures.toTurnIn),
    DIGEST.shareLinks(...figures.share),
  ].join('\n');
}
const NOTHING_YESTERDAY = {
  orders: [0, '$0.00'] as [number, string],
  paper: 0,
  toTurnIn: '$0.00',
  share: [0, 0] as [number, number],
};

const listUnsubscribe = (value: string | undefined) => /^<(.+)>$/.exec(value ?? '')?.[1];
const unsubscribeUrlOf = (row: Pick<MailRow, 'headers'>) =>
  listUnsubscribe(headerOf(row, 'List-Unsubscribe'));

const to = (sink: SmtpSink, email: string) => sink.received.filter((mail) => mail.envelopeTo.includes(email));

/** What a mail client shows of a received message: the subject and the plain text. */
const shown = (mail: ReceivedMail | undefined) => ({ subject: mail?.subject, text: mail?.text });

/** How many times the server received each stored message (by its Message-ID). */
const timesReceived = (sink: SmtpSink, rows: MailRow[]) =>
  rows.map((row) => sink.withId(headerOf(row, 'Message-ID')!).length);

const oneClick = (t: TestApp, url: string) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('family updates through a mail server', () => {
  const clock = manualClock('2026-03-10T15:00:00Z');
  let sink: SmtpSink;
  let transport: MailTransport;
  let t: TestApp;
  let group: GroupRow;
  const run = () => work(t.app.ctx, transport);
  const rowsTo = async (email: string) => (await mailRows(t)).filter((row) => row.toAddress === email);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL, MAIL_FROM, SMTP_URL: sink.url } });
    transport = createMailTransport(t.config.mail.smtpUrl);
    expect(transport.kind).toBe('smtp');
    group = await createGroup(t, { name: 'Lincoln PTA' });
  });
  afterAll(async () => {
    transport.close();
    await t.close();
    await sink.close();
  });

  /** A seller in a campaign of their own, so that the group's figures in the messages are this test's. */
  const seatIn = async (campaignName: string, name: string, goalCents?: number): Promise<Seat> => {
    const campaign = await createCampaign(t, group.id, {
      name: campaignName,
      ...(goalCents ? { goalCents } : {}),
    });
    return { seller: await sellerOf(t, group, name), group, campaign };
  };

  it('delivers each message once, as stored: sender, Message-ID, List-Unsubscribe and one-click headers', async () => {
    const ava = await seatIn('Spring Fundraiser', 'Ava Sterling');
    const email = 'sterling.parent@example.org';
    await subscribeOk(t, ava.seller, ava.campaign.id, { email });
    expect(await run()).toEqual({ queued: 0, sent: 1, retrying: 0, failed: 0 });
    await confirm(t, email);
    await storeOrderFor(t, ava, clock.now());
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });

    const rows = await rowsTo(email);
    expect(rows.map((row) => [row.kind, row.status, row.delivery, row.attempts, row.lastError])).toEqual([
      ['confirmation', 'sent', 'smtp', 1, ''],
      ['order-update', 'sent', 'smtp', 1, ''],
    ]);
    const received = to(sink, email);
    expect(received).toHaveLength(2);
    for (const [index, row] of rows.entries()) {
      const mail = received[index]!;
      expect(mail.envelopeFrom).toBe(FROM_ADDRESS);
      expect(mail.envelopeTo).toEqual([email]);
      expect(mail.headers.get('from')).toBe(MAIL_FROM);
      expect(mail.headers.get('to')).toBe(email);
      expect(mail.headers.get('message-id')).toBe(headerOf(row, 'Message-ID'));
      expect(mail.headers.get('message-id')).toBe(`<${row.id}@portal.example.org>`);
      expect(mail.headers.get('content-language')).toBe('en');
      expect(mail.headers.get('date')).toBe('Tue, 10 Mar 2026 15:00:00 +0000');
      expect(mail.subject).toBe(row.subject);
      expect(mail.text).toBe(row.textBody);
      expect(mail.html).toBe(row.htmlBody);
    }
    // The confirmation has nothing to unsubscribe from; every update has both headers.
    expect(received[0]!.headers.has('list-unsubscribe')).toBe(false);
    expect(received[0]!.headers.has('list-unsubscribe-post')).toBe(false);
    const update = received[1]!;
    const stopUrl = unsubscribeUrlOf(rows[1]!)!;
    expect(stopUrl).toMatch(/^https:\/\/portal\.example\.org\/e\/unsubscribe\/u[0-9a-f]{32}\.[\w-]{22}$/);
    expect(update.headers.get('list-unsubscribe')).toBe(`<${stopUrl}>`);
    expect(update.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // What counts toward the goal: product sales and donations, not shipping.
    const news = EN.orderUpdate.newOrders(1, '$30.00');
    expect(shown(update)).toEqual({
      subject: EN.orderUpdate.subject('Ava', news),
      text: familyText(
        EN,
        [
          EN.orderUpdate.lead('Ava', news),
          EN.sellerTotal('Ava', 1, '$30.00'),
          EN.groupRaised('$30.00'),
          EN.signature('Lincoln PTA'),
        ],
        { seller: 'Ava', campaign: 'Spring Fundraiser', unsubscribeUrl: stopUrl },
      ),
    });

    // The mail client's one-click POST to the received header's address stops everything at once.
    const stop = await oneClick(t, listUnsubscribe(update.headers.get('list-unsubscribe'))!);
    expect(stop.statusCode).toBe(200);
    clock.advance(2 * HOUR_MS);
    await storeOrderFor(t, ava, clock.now());
    clock.advance(2 * HOUR_MS);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(to(sink, email)).toHaveLength(2);
  });

  it('groups the orders of an hour into one update; an order soon after an update waits until an hour after it', async () => {
    const ava = await seatIn('Book Fair', 'Ava Brooks');
    const email = 'brooks.parent@example.org';
    await subscribeConfirmed(t, ava.seller, ava.campaign.id, email);
    const start = clock.now().getTime();
    const at = (minutes: number) => clock.set(new Date(start + minutes * MINUTE_MS).toISOString());
    const updates = () => to(sink, email).filter((mail) => mail.headers.has('list-unsubscribe'));

    await storeOrderFor(t, ava, clock.now());
    expect(await run()).toEqual({ queued: 1, sent: 2, retrying: 0, failed: 0 });
    expect(updates().map((mail) => mail.subject)).toEqual([
      EN.orderUpdate.subject('Ava', EN.orderUpdate.newOrders(1, '$30.00')),
    ]);

    at(20);
    const small = await storeOrderFor(t, ava, clock.now(), {
      lines: [{ title: 'Wrapping Paper', price: '12.00', quantity: 1 }],
      shipping: { title: 'Pickup', price: '0.00' },
    });
    expect(small.totalCents).toBe(1200);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    at(35);
    await storeOrderFor(t, ava, clock.now(), { donationCents: 1000 });
    // Not counted: a cancelled order, a test order, an order the store deleted.
    await storeOrderFor(t, ava, clock.now(), { cancelledAt: clock.now().toISOString() });
    await storeOrderFor(t, ava, clock.now(), { test: true });
    const deleted = await storeOrderFor(t, ava, clock.now());
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    at(45);
    await storeOrderFor(t, ava, clock.now(), { shipping: { title: 'Express', price: '9.25' } });
    const gone = await deliverWebhook(t.app, { id: deleted.id }, { topic: 'orders/delete' });
    expect(gone.statusCode, gone.payload).toBe(200);
    at(60);
    clock.advance(-1);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(updates()).toHaveLength(1);

    at(60);
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    // $12.00, then $30.00 and a $10.00 donation, then $30.00 (shipping never counts).
    const news = EN.orderUpdate.newOrders(3, '$82.00');
    expect(news).toBe('3 new orders, $82.00');
    const row = (await rowsTo(email)).at(-1)!;
    expect(shown(updates()[1])).toEqual({
      subject: EN.orderUpdate.subject('Ava', news),
      text: familyText(
        EN,
        [
          EN.orderUpdate.lead('Ava', news),
          EN.sellerTotal('Ava', 4, '$112.00'),
          EN.groupRaised('$112.00'),
          EN.signature('Lincoln PTA'),
        ],
        { seller: 'Ava', campaign: 'Book Fair', unsubscribeUrl: unsubscribeUrlOf(row)! },
      ),
    });
    at(90);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    // An order more than an hour after the last update is told at once.
    at(125);
    await storeOrderFor(t, ava, clock.now());
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    expect(updates().map((mail) => mail.subject)).toEqual([
      EN.orderUpdate.subject('Ava', EN.orderUpdate.newOrders(1, '$30.00')),
      EN.orderUpdate.subject('Ava', news),
      EN.orderUpdate.subject('Ava', EN.orderUpdate.newOrders(1, '$30.00')),
    ]);
    expect(to(sink, email)).toHaveLength(4);
    expect(timesReceived(sink, await rowsTo(email))).toEqual([1, 1, 1, 1]);
  });

  it('writes to a Spanish subscription in Spanish, with the seller’s share page', async () => {
    const ava = await seatIn('Feria de Primavera', 'Ava Ruiz');
    const email = 'familia.ruiz@example.org';
    const link = ok<{ token: string }>(
      await sender(t)(ava.seller.token, 'POST', SHARE_LINK_API_PATHS.sellerShareLink(ava.campaign.id)),
    );
    await subscribeOk(t, ava.seller, ava.campaign.id, { email, locale: 'es' });
    await run();
    const [confirmation] = to(sink, email);
    const url = await confirmationUrl(t, email);
    expect(url).toMatch(/\?lang=es$/);
    expect(shown(confirmation)).toEqual({
      subject: ES.confirmation.subject('Ava'),
      text: [
        ES.greeting,
        ES.confirmation.request('Ava', 'Feria de Primavera', 'Lincoln PTA'),
        `${ES.confirmation.action}\n${url}`,
        `${ES.confirmation.ignore}\n`,
      ].join('\n\n'),
    });
    expect(confirmation!.headers.get('content-language')).toBe('es');
    expect(confirmation!.html).toContain('<html lang="es">');
    await confirm(t, email);

    await storeOrderFor(t, ava, clock.now());
    await storeOrderFor(t, ava, clock.now());
    await run();
    const update = to(sink, email)[1];
    const row = (await rowsTo(email)).at(-1)!;
    const news = ES.orderUpdate.newOrders(2, '$60.00');
    expect(news).toBe('2 pedidos nuevos, $60.00');
    expect(shown(update)).toEqual({
      subject: ES.orderUpdate.subject('Ava', news),
      text: familyText(
        ES,
        [
          ES.orderUpdate.lead('Ava', news),
          ES.sellerTotal('Ava', 2, '$60.00'),
          ES.groupRaised('$60.00'),
          `${ES.shareLink('Ava')}\n${PUBLIC_URL}/s/${link.token}`,
          ES.signature('Lincoln PTA'),
        ],
        { seller: 'Ava', campaign: 'Feria de Primavera', unsubscribeUrl: unsubscribeUrlOf(row)! },
      ),
    });
    expect(update!.headers.get('content-language')).toBe('es');
    expect(update!.html).toContain(`<a href="${PUBLIC_URL}/s/${link.token}"`);
  });

  it('tells of the group reaching half and all of its goal, once each, never of a milestone passed before confirming', async () => {
    const ava = await seatIn('Spring Plants', 'Ava Lindqvist', 10_000);
    const ben: Seat = { ...ava, seller: await sellerOf(t, group, 'Ben Ortiz') };
    const avaFan = 'lindqvist.fan@example.org';
    const benFan = 'ortiz.fan@example.org';
    const lateFan = 'lindqvist.late@example.org';
    await subscribeConfirmed(t, ava.seller, ava.campaign.id, avaFan);
    const milestones = (email: string) =>
      to(sink, email).filter((mail) => !mail.subject.includes('order') && !mail.subject.includes('pedido'));

    await storeOrderFor(t, ava, clock.now()); // $30.00 of product sales: 30 %
    await run();
    expect(milestones(avaFan).map((mail) => mail.subject)).toEqual([EN.confirmation.subject('Ava')]);

    await storeOrderFor(t, ben, clock.now(), {
      lines: [{ title: 'Fern', price: '25.00', quantity: 1 }],
    }); // $55.00: 55 %
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    const half = milestones(avaFan)[1];
    const halfRow = (await rowsTo(avaFan)).find((row) => row.kind === 'goal-half')!;
    expect(shown(half)).toEqual({
      subject: EN.goalHalf.subject('Lincoln PTA'),
      text: familyText(
        EN,
        [
          EN.goalHalf.lead('Lincoln PTA'),
          EN.sellerTotal('Ava', 1, '$30.00'),
          EN.groupGoal('$55.00', '$100.00', 55),
          EN.signature('Lincoln PTA'),
        ],
        { seller: 'Ava', campaign: 'Spring Plants', unsubscribeUrl: unsubscribeUrlOf(halfRow)! },
      ),
    });
    expect(half!.headers.get('list-unsubscribe')).toBe(headerOf(halfRow, 'List-Unsubscribe'));
    clock.advance(2 * HOUR_MS);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });

    // Confirmed when the group is past half: that one is never told.
    await subscribeConfirmed(t, ben.seller, ben.campaign.id, benFan, 'es');
    await storeOrderFor(t, ava, clock.now(), {
      lines: [{ title: 'Basil', price: '20.00', quantity: 1 }],
      shipping: { title: 'Pickup', price: '0.00' },
    }); // $75.00
    clock.advance(2 * HOUR_MS);
    await run();
    expect(milestones(benFan).map((mail) => mail.subject)).toEqual([ES.confirmation.subject('Ben')]);

    // A donation makes the goal: everyone subscribed hears it once, in their language.
    await storeOrderFor(t, ben, clock.now(), {
      lines: [],
      shipping: { title: 'None', price: '0.00' },
      donationCents: 2500,
    }); // $100.00
    await run();
    const reached = (email: string) =>
      milestones(email).filter((mail) => mail.subject.includes('goal') || mail.subject.includes('meta'));
    expect(reached(avaFan).map((mail) => mail.subject)).toEqual([
      EN.goalHalf.subject('Lincoln PTA'),
      EN.goalReached.subject('Lincoln PTA'),
    ]);
    const benRow = (await rowsTo(benFan)).find((row) => row.kind === 'goal-reached')!;
    expect(shown(reached(benFan)[0])).toEqual({
      subject: ES.goalReached.subject('Lincoln PTA'),
      text: familyText(
        ES,
        [
          ES.goalReached.lead('Lincoln PTA'),
          ES.sellerTotal('Ben', 2, '$50.00'),
          ES.groupGoal('$100.00', '$100.00', 100),
          ES.signature('Lincoln PTA'),
        ],
        { seller: 'Ben', campaign: 'Spring Plants', unsubscribeUrl: unsubscribeUrlOf(benRow)! },
      ),
    });

    // Past the goal: a parent confirming now hears of no milestone, and nobody hears one again.
    await subscribeConfirmed(t, ava.seller, ava.campaign.id, lateFan);
    for (let i = 0; i < 2; i++) {
      clock.advance(2 * HOUR_MS);
      await storeOrderFor(t, ben, clock.now());
      await run();
    }
    expect(reached(avaFan)).toHaveLength(2);
    expect(reached(benFan)).toHaveLength(1);
    expect(to(sink, lateFan).map((mail) => mail.subject)).toEqual([EN.confirmation.subject('Ava')]);
    const kinds = (await mailRows(t))
      .filter((row) => row.kind.startsWith('goal-'))
      .map((row) => [row.toAddress, row.kind]);
    expect(kinds).toEqual([
      [avaFan, 'goal-half'],
      [avaFan, 'goal-reached'],
      [benFan, 'goal-reached'],
    ]);
  });

  it('retries a message the mail server refuses, waiting longer each time, then delivers it exactly once', async () => {
    const ava = await seatIn('Retry Fundraiser', 'Ava Novak');
    const email = 'novak.busy@example.org';
    let refusalsLeft = 2;
    sink.refuse((address) =>
      address === email && refusalsLeft-- > 0 ? 'Mailbox busy, try again later' : undefined,
    );
    try {
      await subscribeOk(t, ava.seller, ava.campaign.id, { email });
      const queuedAt = clock.now().getTime();
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 1, failed: 0 });
      let [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'queued', delivery: null, attempts: 1, sentAt: null });
      expect(row!.lastError).toMatch(/^451\b.*Mailbox busy, try again later/);
      expect(row!.nextAttemptAt).toBe(new Date(queuedAt + retryDelayMs(1)).toISOString());
      expect(retryDelayMs(1)).toBe(MINUTE_MS);
      expect(retryDelayMs(2)).toBe(2 * MINUTE_MS);
      expect(retryDelayMs(10)).toBe(HOUR_MS);

      // The outbox shows the wait.
      const admin = await registerAdmin(t, { email: 'retry.admin@example.org' });
      ok(await sender(t)(admin.token, 'PUT', MAIL_API_PATHS.staffMailSettings(), { dailyDigest: false }));
      const box = ok<{
        delivery: string;
        messages: {
          _id: string;
          status: string;
          attempts: number;
          lastError: string;
          nextAttemptAt: string | null;
        }[];
      }>(await sender(t)(admin.token, 'GET', MAIL_API_PATHS.outbox()));
      expect(box.delivery).toBe('smtp');
      expect(box.messages.find((message) => message._id === row!.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: row!.lastError,
        nextAttemptAt: row!.nextAttemptAt,
      });

      // Not before its time.
      clock.advance(MINUTE_MS - 1000);
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
      expect(sink.refusals.filter((address) => address === email)).toHaveLength(1);

      clock.advance(1000);
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 1, failed: 0 });
      [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'queued', attempts: 2 });
      expect(row!.nextAttemptAt).toBe(new Date(queuedAt + MINUTE_MS + 2 * MINUTE_MS).toISOString());

      clock.advance(2 * MINUTE_MS - 1000);
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
      clock.advance(1000);
      expect(await run()).toEqual({ queued: 0, sent: 1, retrying: 0, failed: 0 });
      [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'sent', delivery: 'smtp', attempts: 3, lastError: '' });
      expect(row!.sentAt).toBe(clock.now().toISOString());
      expect(sink.refusals.filter((address) => address === email)).toHaveLength(2);

      for (let i = 0; i < 3; i++) {
        clock.advance(HOUR_MS);
        await run();
      }
      expect(to(sink, email)).toHaveLength(1);
      expect(timesReceived(sink, [row!])).toEqual([1]);
    } finally {
      sink.refuse(undefined);
    }
  });

  it('gives a message up as failed when it still fails a day after it was queued, and never sends it after', async () => {
    const ava = await seatIn('Doomed Fundraiser', 'Ava Quinn');
    const email = 'quinn.nowhere@example.org';
    sink.refuse((address) => (address === email ? 'No such mailbox here right now' : undefined));
    try {
      await subscribeOk(t, ava.seller, ava.campaign.id, { email });
      const queuedAt = clock.now().getTime();
      expect(await run()).toMatchObject({ retrying: 1, failed: 0 });
      clock.set(new Date(queuedAt + GIVE_UP_AFTER_MS - MINUTE_MS).toISOString());
      expect(GIVE_UP_AFTER_MS).toBe(DAY_MS);
      expect(await run()).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
      let [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'queued', attempts: 2 });
      expect(row!.nextAttemptAt).toBe(new Date(queuedAt + GIVE_UP_AFTER_MS + MINUTE_MS).toISOString());

      clock.set(new Date(queuedAt + GIVE_UP_AFTER_MS + MINUTE_MS).toISOString());
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 1 });
      [row] = await rowsTo(email);
      expect(row).toMatchObject({ status: 'failed', delivery: null, attempts: 3, sentAt: null });
      expect(row!.lastError).toMatch(/^451\b.*No such mailbox here right now/);
    } finally {
      sink.refuse(undefined);
    }
    clock.advance(2 * HOUR_MS);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(to(sink, email)).toEqual([]);
    expect((await rowsTo(email)).map((row) => row.status)).toEqual(['failed']);
  });
});

describe('the reminder before a campaign ends and the summary after, from DIGEST_HOUR in PORTAL_TIMEZONE', () => {
  // America/Chicago is UTC-5 in March 2026 (daylight time from March 8); DIGEST_HOUR 8 is 13:00 UTC.
  const clock = manualClock('2026-03-09T15:00:00Z');
  let sink: SmtpSink;
  let transport: MailTransport;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      now: clock.now,
      env: {
        PUBLIC_URL,
        MAIL_FROM,
        SMTP_URL: sink.url,
        PORTAL_TIMEZONE: 'America/Chicago',
        DIGEST_HOUR: '8',
      },
    });
    transport = createMailTransport(sink.url);
  });
  afterAll(async () => {
    transport.close();
    await t.close();
    await sink.close();
  });

  it('reminds three days before the end once, and sums up the day after the end once', async () => {
    const run = () => work(t.app.ctx, transport);
    const group = await createGroup(t, { name: 'Cedar Scouts' });
    const campaign = await createCampaign(t, group.id, {
      name: 'Popcorn Sale',
      startDate: '2026-03-01',
      endDate: '2026-03-13',
      goalCents: 20_000,
    });
    const ava: Seat = { seller: await sellerOf(t, group, 'Ava Grant'), group, campaign };
    const early = 'grant.early@example.org';
    const spanish = 'grant.familia@example.org';
    const late = 'grant.late@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, early, 'en');
    await subscribeConfirmed(t, ava.seller, campaign.id, spanish, 'es');
    await storeOrderFor(t, ava, clock.now());
    await storeOrderFor(t, ava, clock.now());
    await run();
    const kindsTo = async (email: string) =>
      (await mailRows(t)).filter((row) => row.toAddress === email).map((row) => row.kind);
    expect(await kindsTo(early)).toEqual(['confirmation', 'order-update']);

    // March 10, 07:59 in Chicago: the end is 3 days away, but it is not yet the hour.
    clock.set('2026-03-10T12:59:00Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    clock.set('2026-03-10T13:00:00Z');
    expect(await run()).toEqual({ queued: 2, sent: 2, retrying: 0, failed: 0 });
    const reminderRow = (await mailRows(t)).find(
      (row) => row.kind === 'campaign-ending' && row.toAddress === early,
    )!;
    expect(shown(to(sink, early).at(-1))).toEqual({
      subject: EN.campaignEnding.subject('Popcorn Sale'),
      text: familyText(
        EN,
        [
          EN.campaignEnding.lead('Popcorn Sale', 'March 13, 2026'),
          EN.sellerTotal('Ava', 2, '$60.00'),
          EN.groupGoal('$60.00', '$200.00', 30),
          EN.signature('Cedar Scouts'),
        ],
        { seller: 'Ava', campaign: 'Popcorn Sale', unsubscribeUrl: unsubscribeUrlOf(reminderRow)! },
      ),
    });
    expect(shown(to(sink, spanish).at(-1)).subject).toBe(ES.campaignEnding.subject('Popcorn Sale'));
    expect(to(sink, spanish).at(-1)!.text).toContain(
      ES.campaignEnding.lead('Popcorn Sale', '13 de marzo de 2026'),
    );
    clock.set('2026-03-11T04:59:00Z'); // still March 10 in Chicago
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });

    // Confirmed with two days left: no reminder (it would say the wrong number of days).
    clock.set('2026-03-11T14:00:00Z');
    await subscribeConfirmed(t, ava.seller, campaign.id, late);
    expect(await run()).toEqual({ queued: 0, sent: 1, retrying: 0, failed: 0 });
    clock.set('2026-03-12T14:00:00Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });

    // The last day, after the hour: orders are still told; no summary yet.
    clock.set('2026-03-13T22:00:00Z');
    await storeOrderFor(t, ava, clock.now(), { donationCents: 500 });
    expect(await run()).toEqual({ queued: 3, sent: 3, retrying: 0, failed: 0 });

    // March 14 in Chicago, before and from the hour.
    clock.set('2026-03-14T12:59:59Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    clock.set('2026-03-14T13:00:00Z');
    expect(await run()).toEqual({ queued: 3, sent: 3, retrying: 0, failed: 0 });
    const summaryRow = (await mailRows(t)).find(
      (row) => row.kind === 'campaign-summary' && row.toAddress === early,
    )!;
    expect(shown(to(sink, early).at(-1))).toEqual({
      subject: EN.campaignSummary.subject('Popcorn Sale', 'Ava'),
      text: familyText(
        EN,
        [
          EN.campaignSummary.lead('Popcorn Sale', 'March 13, 2026'),
          EN.campaignSummary.seller('Ava', 3, '$95.00'),
          EN.groupGoal('$95.00', '$200.00', 47),
          EN.campaignSummary.last,
          EN.signature('Cedar Scouts'),
        ],
        { seller: 'Ava', campaign: 'Popcorn Sale', unsubscribeUrl: unsubscribeUrlOf(summaryRow)! },
      ),
    });
    expect(shown(to(sink, spanish).at(-1)).subject).toBe(ES.campaignSummary.subject('Popcorn Sale', 'Ava'));
    expect(to(sink, spanish).at(-1)!.text).toContain(ES.campaignSummary.seller('Ava', 3, '$95.00'));
    expect(to(sink, spanish).at(-1)!.text).toContain(ES.campaignSummary.last);

    // After "the last update", nothing more: not on later days, not for an order that arrives late.
    clock.set('2026-03-15T14:00:00Z');
    await storeOrderFor(t, ava, new Date('2026-03-13T23:30:00Z'));
    for (let i = 0; i < 3; i++) {
      clock.advance(DAY_MS);
      expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    }
    expect(await kindsTo(early)).toEqual([
      'confirmation',
      'order-update',
      'campaign-ending',
      'order-update',
      'campaign-summary',
    ]);
    expect(await kindsTo(spanish)).toEqual(await kindsTo(early));
    expect(await kindsTo(late)).toEqual(['confirmation', 'order-update', 'campaign-summary']);
    const rows = await mailRows(t);
    expect(timesReceived(sink, rows)).toEqual(rows.map(() => 1));
    expect(sink.received).toHaveLength(rows.length);
  });
});

describe('staff daily digests in America/New_York', () => {
  // New York is UTC-4 from March 8, 2026: 07:00 there is 11:00 UTC.
  const clock = manualClock('2026-03-09T15:00:00Z');
  let sink: SmtpSink;
  let transport: MailTransport;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      now: clock.now,
      env: { PUBLIC_URL, MAIL_FROM, SMTP_URL: sink.url, PORTAL_TIMEZONE: 'America/New_York' },
    });
    transport = createMailTransport(sink.url);
  });
  afterAll(async () => {
    transport.close();
    await t.close();
    await sink.close();
  });

  it('sends each staff member one digest of yesterday (local) from 07:00 local, with exact figures', async () => {
    const run = () => work(t.app.ctx, transport);
    const lincoln = await createGroup(t, { name: 'Lincoln PTA' });
    const spring = await createCampaign(t, lincoln.id, { name: 'Spring Fundraiser', donationsEnabled: true });
    const maple = await createGroup(t, { name: 'Maple Band Boosters' });
    await createCampaign(t, maple.id, {
      name: 'Fall Popcorn',
      startDate: '2026-02-01',
      endDate: '2026-03-09',
    });
    const oak = await createGroup(t, { name: 'Oak Scouts' });
    await createCampaign(t, oak.id, {
      name: 'Winter Wreaths',
      startDate: '2026-01-01',
      endDate: '2026-03-08',
    });
    const casey = await createCoordinator(t, lincoln.id, {
      name: 'Casey Coordinator',
      email: 'casey@example.org',
    });
    await createCoordinator(t, maple.id, { name: 'Morgan Maple', email: 'morgan@example.org' });
    await createCoordinator(t, oak.id, { name: 'Olive Oak', email: 'olive@example.org' });
    await registerAdmin(t, { name: 'Alex Admin', email: 'alex@example.org' });
    const caseyToken = await coordinatorToken(t, casey);
    const ava: Seat = {
      seller: await sellerOf(t, lincoln, 'Ava Sterling'),
      group: lincoln,
      campaign: spring,
    };

    // On March 9 (New York): a paper order with a $20.00 cash donation, a share-link visit and its order.
    await enterPaperOrder(t, caseyToken, lincoln.id, spring.id, {
      sellerId: ava.seller.user.id,
      buyerName: 'Grandma Stone',
      items: [],
      donation: 20,
      payment: { method: 'unpaid' },
    });
    const link = ok<{ token: string }>(
      await sender(t)(ava.seller.token, 'POST', SHARE_LINK_API_PATHS.sellerShareLink(spring.id)),
    );
    const handoff = await call(t, { method: 'POST', url: `/api/share/${link.token}/shop-url` });
    expect(handoff.statusCode, handoff.payload).toBe(200);
    const cart = cartAttributesOf(handoff.json<{ data: { url: string } }>().data.url);
    // A hand-off is stamped by the database's clock, not the app's: put the visit on March 9 as the test's clock.
    await queryRows(
      t.app.ctx.db,
      sql`update store_handoffs set created_at = ${clock.now().toISOString()} where id = ${cart.portal_ref!}
          returning 1`,
    );
    const shared = await deliverWebhook(
      t.app,
      storeOrder({ createdAt: '2026-03-09T16:00:00Z', attributes: cart }),
    );
    expect(shared.statusCode, shared.payload).toBe(200);
    // Store orders late on March 8, during March 9 and just after midnight on March 10, New York time.
    await storeOrderFor(t, ava, new Date('2026-03-09T03:30:00Z'));
    await storeOrderFor(t, ava, new Date('2026-03-09T14:00:00Z'));
    await storeOrderFor(t, ava, new Date('2026-03-10T04:30:00Z'));
    // An order the store sent without a group.
    expect((await deliverWebhook(t.app, storeOrder({ createdAt: '2026-03-09T17:00:00Z' }))).statusCode).toBe(
      200,
    );
    const money = ok<TCampaignMoney>(
      await sender(t)(caseyToken, 'GET', MONEY_API_PATHS.campaignMoney(lincoln.id, spring.id)),
    );
    expect(money.totals.outstanding).toBe(20);

    clock.set('2026-03-10T10:59:59Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    clock.set('2026-03-10T11:00:00Z');
    expect(await run()).toEqual({ queued: 3, sent: 3, retrying: 0, failed: 0 });
    clock.set('2026-03-10T23:30:00Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });

    const rows = (await mailRows(t)).filter((row) => row.kind === 'daily-digest');
    expect(rows.map((row) => row.toAddress).sort()).toEqual([
      'alex@example.org',
      'casey@example.org',
      'morgan@example.org',
    ]);
    expect(sink.received).toHaveLength(3);
    expect(timesReceived(sink, rows)).toEqual([1, 1, 1]);
    const date = 'March 9, 2026';
    const lincolnFigures = {
      orders: [3, '$91.00'] as [number, string],
      paper: 1,
      toTurnIn: '$20.00',
      share: [1, 1] as [number, number],
    };
    const digestTo = (email: string) => {
      const [mail] = to(sink, email);
      const row = rows.find((candidate) => candidate.toAddress === email)!;
      expect(mail!.headers.get('message-id')).toBe(headerOf(row, 'Message-ID'));
      expect(mail!.headers.get('list-unsubscribe')).toBe(headerOf(row, 'List-Unsubscribe'));
      expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail!.headers.get('from')).toBe(MAIL_FROM);
      return { mail, stopUrl: unsubscribeUrlOf(row)! };
    };

    const caseys = digestTo('casey@example.org');
    expect(caseys.stopUrl).toMatch(
      /^https:\/\/portal\.example\.org\/e\/unsubscribe\/k[0-9a-f]{32}\.[\w-]{22}$/,
    );
    expect(shown(caseys.mail)).toEqual({
      subject: 'Daily digest for Lincoln PTA: March 9, 2026',
      text: digestText(
        'Casey Coordinator',
        date,
        [digestCampaign('Spring Fundraiser', lincolnFigures)],
        'coordinator',
        caseys.stopUrl,
      ),
    });
    const morgans = digestTo('morgan@example.org');
    expect(shown(morgans.mail)).toEqual({
      subject: DIGEST.coordinatorSubject('Maple Band Boosters', date),
      text: digestText(
        'Morgan Maple',
        date,
        [digestCampaign('Fall Popcorn', NOTHING_YESTERDAY)],
        'coordinator',
        morgans.stopUrl,
      ),
    });
    const alexs = digestTo('alex@example.org');
    expect(alexs.stopUrl).toMatch(
      /^https:\/\/portal\.example\.org\/e\/unsubscribe\/a[0-9a-f]{32}\.[\w-]{22}$/,
    );
    expect(shown(alexs.mail)).toEqual({
      subject: 'Portal daily digest: March 9, 2026',
      text: digestText(
        'Alex Admin',
        date,
        [
          digestCampaign('Spring Fundraiser (Lincoln PTA)', lincolnFigures),
          digestCampaign('Fall Popcorn (Maple Band Boosters)', NOTHING_YESTERDAY),
          // Three store orders without the portal's signature, one without a group.
          DIGEST.repairQueue(4),
          DIGEST.warnings.unattributedShare,
        ],
        'admin',
        alexs.stopUrl,
      ),
    });
    expect(to(sink, 'olive@example.org')).toEqual([]);
    expect(to(sink, ava.seller.user.email)).toEqual([]);

    // The next local day, from the hour: one more each.
    clock.set('2026-03-11T10:59:00Z');
    expect(await run()).toMatchObject({ queued: 0 });
    clock.set('2026-03-11T11:00:00Z');
    expect(await run()).toEqual({ queued: 2, sent: 2, retrying: 0, failed: 0 });
    expect(to(sink, 'casey@example.org').map((mail) => mail.subject)).toEqual([
      'Daily digest for Lincoln PTA: March 9, 2026',
      'Daily digest for Lincoln PTA: March 10, 2026',
    ]);
    expect(to(sink, 'casey@example.org')[1]!.text).toContain(
      digestCampaign('Spring Fundraiser', {
        orders: [1, '$35.50'],
        paper: 0,
        toTurnIn: '$20.00',
        share: [0, 0],
      }),
    );
    // Maple's campaign ended the day before yesterday.
    expect(to(sink, 'morgan@example.org')).toHaveLength(1);
    expect(to(sink, 'alex@example.org')).toHaveLength(2);
  });
});

describe('staff daily digests in Asia/Tokyo, and turning them off', () => {
  // Tokyo is UTC+9: DIGEST_HOUR 6 there is 21:00 UTC the day before.
  const clock = manualClock('2026-03-09T12:00:00Z');
  let sink: SmtpSink;
  let transport: MailTransport;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      now: clock.now,
      env: { PUBLIC_URL, MAIL_FROM, SMTP_URL: sink.url, PORTAL_TIMEZONE: 'Asia/Tokyo', DIGEST_HOUR: '6' },
    });
    transport = createMailTransport(sink.url);
  });
  afterAll(async () => {
    transport.close();
    await t.close();
    await sink.close();
  });

  it('sends at 06:00 Tokyo time about the Tokyo day before; a digest turned off, by setting or link, is not sent', async () => {
    const run = () => work(t.app.ctx, transport);
    const group = await createGroup(t, { name: 'Sakura PTA' });
    const campaign = await createCampaign(t, group.id, { name: 'Spring Bazaar' });
    const kenji = await createCoordinator(t, group.id, {
      name: 'Kenji Coordinator',
      email: 'kenji@example.org',
    });
    const kenjiToken = await coordinatorToken(t, kenji);
    const admin = await registerAdmin(t, { name: 'Alex Admin', email: 'alex@example.org' });
    const ava: Seat = { seller: await sellerOf(t, group, 'Ava Tanaka'), group, campaign };
    await storeOrderFor(t, ava, new Date('2026-03-08T14:30:00Z')); // March 8, 23:30 in Tokyo
    await storeOrderFor(t, ava, new Date('2026-03-09T01:00:00Z'), {
      shipping: { title: 'Fast', price: '7.00' },
    }); // March 9
    await storeOrderFor(t, ava, new Date('2026-03-09T16:00:00Z')); // March 10, 01:00 in Tokyo

    const settings = (token: string) => sender(t)(token, 'GET', MAIL_API_PATHS.staffMailSettings());
    expect(ok(await settings(kenjiToken))).toEqual({
      dailyDigest: true,
      email: 'kenji@example.org',
      digestHour: 6,
      timeZone: 'Asia/Tokyo',
    });
    expect(ok(await settings(admin.token))).toMatchObject({ dailyDigest: true, email: 'alex@example.org' });
    expect((await settings(ava.seller.token)).statusCode).toBe(403);
    expect((await sender(t)(undefined, 'GET', MAIL_API_PATHS.staffMailSettings())).statusCode).toBe(401);

    clock.set('2026-03-09T20:59:00Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    clock.set('2026-03-09T21:00:00Z');
    expect(await run()).toEqual({ queued: 2, sent: 2, retrying: 0, failed: 0 });
    const rows = (await mailRows(t)).filter((row) => row.kind === 'daily-digest');
    const figures = {
      orders: [1, '$37.00'] as [number, string],
      paper: 0,
      toTurnIn: '$0.00',
      share: [0, 0] as [number, number],
    };
    const stopOf = (email: string) => unsubscribeUrlOf(rows.find((row) => row.toAddress === email)!)!;
    expect(shown(to(sink, 'kenji@example.org')[0])).toEqual({
      subject: 'Daily digest for Sakura PTA: March 9, 2026',
      text: digestText(
        'Kenji Coordinator',
        'March 9, 2026',
        [digestCampaign('Spring Bazaar', figures)],
        'coordinator',
        stopOf('kenji@example.org'),
      ),
    });
    expect(shown(to(sink, 'alex@example.org')[0])).toEqual({
      subject: 'Portal daily digest: March 9, 2026',
      text: digestText(
        'Alex Admin',
        'March 9, 2026',
        [digestCampaign('Spring Bazaar (Sakura PTA)', figures), DIGEST.repairQueue(3)],
        'admin',
        stopOf('alex@example.org'),
      ),
    });
    clock.set('2026-03-10T14:59:00Z'); // March 10, 23:59 in Tokyo
    expect(await run()).toMatchObject({ queued: 0 });

    // Kenji turns it off in his settings; Alex with the link in the digest (the mail client's one-click POST).
    expect(
      ok(await sender(t)(kenjiToken, 'PUT', MAIL_API_PATHS.staffMailSettings(), { dailyDigest: false })),
    ).toEqual({
      dailyDigest: false,
      email: 'kenji@example.org',
      digestHour: 6,
      timeZone: 'Asia/Tokyo',
    });
    const stopPage = await t.app.inject({ method: 'GET', url: pathOf(stopOf('alex@example.org')) });
    expect(articleText(stopPage.payload)).toBe(
      `${EN.pages.unsubscribe.title} ${EN.pages.unsubscribe.question('alex@example.org')} ${EN.pages.unsubscribe.button}`,
    );
    expect(ok(await settings(admin.token))).toMatchObject({ dailyDigest: true });
    const stopped = await oneClick(t, stopOf('alex@example.org'));
    expect(stopped.statusCode).toBe(200);
    expect(articleText(stopped.payload)).toBe(
      `${EN.pages.unsubscribe.doneTitle} ${EN.pages.unsubscribe.done}`,
    );
    expect(ok(await settings(admin.token))).toMatchObject({ dailyDigest: false });

    clock.set('2026-03-10T21:00:00Z');
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);

    // Kenji turns it back on: that day's digest comes at the next pass, once.
    ok(await sender(t)(kenjiToken, 'PUT', MAIL_API_PATHS.staffMailSettings(), { dailyDigest: true }));
    clock.set('2026-03-10T22:00:00Z');
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(to(sink, 'kenji@example.org').map((mail) => mail.subject)).toEqual([
      'Daily digest for Sakura PTA: March 9, 2026',
      'Daily digest for Sakura PTA: March 10, 2026',
    ]);
    expect(to(sink, 'kenji@example.org')[1]!.text).toContain(
      digestCampaign('Spring Bazaar', { ...figures, orders: [1, '$35.50'] }),
    );
    expect(to(sink, 'alex@example.org')).toHaveLength(1);
  });
});

/** The migrated database of this run (see database-template.ts), so that a new database starts migrated. */
function runTemplate(): { postgresTemplate?: string; embeddedTar?: string } {
  const value = process.env.PORTAL_TEST_DATABASE_TEMPLATE;
  return value ? (JSON.parse(value) as { postgresTemplate?: string; embeddedTar?: string }) : {};
}

/** App instances on one database that outlives them: files in a DATA_DIR, or a database on TEST_DATABASE_URL. */
async function sharedDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mail-'));
  const template = runTemplate();
  const scratch = serverUrl
    ? await scratchPostgresDatabase('portal_mail', template.postgresTemplate)
    : undefined;
  // The embedded database's files start as the run's migrated template (loaded once, on the first start).
  let restoreFrom = template.embeddedTar ? readFileSync(template.embeddedTar) : undefined;
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
  };
  /** Instances a failed test left open: closed before the database is dropped. */
  const open = new Set<TestApp>();
  return {
    async start(options: { now: () => Date; smtpUrl: string; mailWorker: boolean }): Promise<TestApp> {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL,
        MAIL_FROM,
        SMTP_URL: options.smtpUrl,
        ...secrets,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      });
      const database = await openDatabase({
        target: scratch ? { url: scratch.url } : { dataDir },
        ...(restoreFrom ? { restoreFrom } : {}),
      });
      restoreFrom = undefined;
      const app = await buildApp({ config, database, now: options.now, mailWorker: options.mailWorker });
      await app.ready();
      const instance: TestApp = {
        app,
        config,
        close: async () => {
          open.delete(instance);
          await app.close();
        },
      };
      open.add(instance);
      return instance;
    },
    async drop() {
      for (const instance of open) await instance.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('exactly once across a restart', () => {
  const clock = manualClock('2026-03-10T15:00:00Z');
  let sink: SmtpSink;
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;

  beforeAll(async () => {
    // Each message takes the server a moment: a pass of the worker is still sending when the app is closed.
    sink = await startSmtpSink({ dataDelayMs: 60 });
    shared = await sharedDatabase();
  });
  afterAll(async () => {
    await sink.close();
    await shared.drop();
  });

  it('a pass in progress finishes before the app closes; the next instance sends only what is left', async () => {
    const first = await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: false });
    const group = await createGroup(first, { name: 'Lincoln PTA' });
    const campaign = await createCampaign(first, group.id, { name: 'Spring Fundraiser' });
    const seats: Seat[] = [];
    for (const name of ['Ava Sterling', 'Ben Ortiz', 'Cal Young']) {
      seats.push({ seller: await sellerOf(first, group, name), group, campaign });
    }
    const parents = seats.flatMap((_, index) => [`p${index}a@example.org`, `p${index}b@example.org`]);
    for (const [index, email] of parents.entries()) {
      await subscribeConfirmed(first, seats[Math.floor(index / 2)]!.seller, campaign.id, email);
    }
    const busy = 'busy.parent@example.org';
    sink.refuse((address) => (address === busy ? 'Greylisted, try again later' : undefined));
    await subscribeOk(first, seats[0]!.seller, campaign.id, { email: busy });
    for (const seat of seats) await storeOrderFor(first, seat, clock.now());
    const expected = parents.length * 2; // a confirmation and an update each

    await first.close();
    // The next instance runs its worker on its own timer (as in production) and is closed mid-pass.
    const running = await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: true });
    await expect.poll(() => sink.received.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
    expect(sink.received.length).toBeLessThan(expected);
    await running.close();
    const atClose = sink.received.length;
    expect(atClose).toBe(expected);

    const second = await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: false });
    const rowsAfterClose = await mailRows(second);
    expect(rowsAfterClose.filter((row) => row.status === 'sent')).toHaveLength(expected);
    expect(rowsAfterClose.filter((row) => row.status === 'queued').map((row) => row.toAddress)).toEqual([
      busy,
    ]);
    expect(rowsAfterClose.find((row) => row.toAddress === busy)).toMatchObject({ attempts: 1 });

    sink.refuse(undefined);
    clock.advance(HOUR_MS);
    await storeOrderFor(second, seats[1]!, clock.now());
    const transport = createMailTransport(sink.url);
    try {
      expect(await work(second.app.ctx, transport)).toEqual({ queued: 2, sent: 3, retrying: 0, failed: 0 });
      clock.advance(HOUR_MS);
      expect(await work(second.app.ctx, transport)).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    } finally {
      transport.close();
    }
    const rows = await mailRows(second);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(timesReceived(sink, rows)).toEqual(rows.map(() => 1));
    expect(sink.received).toHaveLength(rows.length);
    expect(rows).toHaveLength(expected + 3);
    await second.close();
  });

  it('two passes at once on one instance: one works, the other finds it busy', async () => {
    const instance = await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: false });
    const transport = createMailTransport(sink.url);
    try {
      const group = await createGroup(instance, { name: 'Elm PTA' });
      const campaign = await createCampaign(instance, group.id, { name: 'Elm Fair' });
      const seller = await sellerOf(instance, group, 'Dee Elm');
      await subscribeOk(instance, seller, campaign.id, { email: 'elm.parent@example.org' });
      const before = sink.received.length;
      const passes = await Promise.all([
        runMailWork(instance.app.ctx, transport),
        runMailWork(instance.app.ctx, transport),
      ]);
      expect(passes.map((pass) => pass.acquired).sort()).toEqual([false, true]);
      expect(sink.received.length - before).toBe(1);
    } finally {
      transport.close();
      await instance.close();
    }
  });
});

describe.skipIf(!serverUrl)(
  'exactly once across two app instances on one PostgreSQL database (needs TEST_DATABASE_URL: the embedded database belongs to one process)',
  () => {
    const clock = manualClock('2026-03-10T15:00:00Z');
    let sink: SmtpSink;
    let shared: Awaited<ReturnType<typeof sharedDatabase>>;
    let instances: TestApp[] = [];
    let transports: MailTransport[] = [];

    beforeAll(async () => {
      sink = await startSmtpSink({ dataDelayMs: 5 });
      shared = await sharedDatabase();
      instances = [
        await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: false }),
        await shared.start({ now: clock.now, smtpUrl: sink.url, mailWorker: false }),
      ];
      transports = instances.map(() => createMailTransport(sink.url));
    });
    afterAll(async () => {
      for (const transport of transports) transport.close();
      for (const instance of instances) await instance.close();
      await sink.close();
      await shared.drop();
    });

    it('both run the worker over and over at the same time: every message is written once and received once', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      expect(a.app.ctx.database).not.toBe(b.app.ctx.database);
      const group = await createGroup(a, { name: 'Lincoln PTA' });
      const campaign = await createCampaign(a, group.id, { name: 'Spring Fundraiser', goalCents: 50_000 });
      const seats: Seat[] = [];
      for (const name of ['Ava Sterling', 'Ben Ortiz', 'Cal Young', 'Dee Park']) {
        seats.push({ seller: await sellerOf(a, group, name), group, campaign });
      }
      const parents = seats.map((seat, index) => ({ seat, email: `parent${index}@example.org` }));
      for (const [index, { seat, email }] of parents.entries()) {
        // Half of the parents ask through one instance, half through the other.
        await subscribeConfirmed(index % 2 ? b : a, seat.seller, campaign.id, email);
      }

      const ordersOf = new Map<string, number>();
      const acquired: boolean[] = [];
      for (let round = 0; round < 12; round++) {
        for (const [index, seat] of seats.entries()) {
          if ((round + index) % 3 === 0) continue;
          await storeOrderFor(round % 2 ? b : a, seat, clock.now());
          ordersOf.set(seat.seller.user.id, (ordersOf.get(seat.seller.user.id) ?? 0) + 1);
        }
        const passes = await Promise.all([
          runMailWork(a.app.ctx, transports[0]!),
          runMailWork(b.app.ctx, transports[1]!),
          runMailWork(b.app.ctx, transports[1]!),
          runMailWork(a.app.ctx, transports[0]!),
        ]);
        acquired.push(...passes.map((pass) => pass.acquired));
        clock.advance(25 * MINUTE_MS);
      }
      clock.advance(2 * HOUR_MS);
      await work(a.app.ctx, transports[0]!);
      await work(b.app.ctx, transports[1]!);

      // The lock was contended and kept them apart.
      expect(acquired).toContain(false);
      const rows = await mailRows(a);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      expect(timesReceived(sink, rows)).toEqual(rows.map(() => 1));
      expect(sink.received).toHaveLength(rows.length);
      // Every order is told once, in the updates of its seller's parent: nothing lost, nothing twice.
      for (const { seat, email } of parents) {
        const told = rows
          .filter((row) => row.toAddress === email && row.kind === 'order-update')
          .map((row) => Number(/: (\d+) new orders?,/.exec(row.subject)?.[1]));
        expect(
          told.reduce((sum, count) => sum + count, 0),
          email,
        ).toBe(ordersOf.get(seat.seller.user.id));
        expect(rows.filter((row) => row.toAddress === email && row.kind === 'goal-half')).toHaveLength(1);
      }
    });
  },
);
