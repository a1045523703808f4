import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API_PATHS } from '../../src/shared/api/mail-paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { MAIL_API_MESSAGES, MAIL_UPDATE_TEXTS } from '../../src/shared/texts/mail-updates.js';
import { MAIL_API_MESSAGES_ES, MAIL_UPDATE_TEXTS_ES } from '../../src/shared/texts/mail-updates.es.js';
import { queryRows } from '../../src/server/db/database.js';
import { composeOrderUpdates } from '../../src/server/mail/family-updates.js';
import { mailLinkToken } from '../../src/server/mail/mail-link-token.js';
import { createMailTransport } from '../../src/server/mail/mail-transport.js';
import { SUBSCRIBE_RATE_LIMITS } from '../../src/server/mail/subscriptions.js';
import { erasePersonalDataPastRetention } from '../../src/server/orders/personal-data-retention.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
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
  orderEventCount,
  pathOf,
  storeOrderFor,
  subscribe,
  subscribeConfirmed,
  subscribeOk,
  subscriptionRows,
  work,
  type MailRow,
  type Seat,
} from '../support/mail-fixtures.js';
import { ok, sender, sellerOf, UNKNOWN_ID } from '../support/money-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';
const MAIL_FROM = 'Lincoln PTA <news@lincoln.example.org>';
const EN = MAIL_UPDATE_TEXTS;
const ES = MAIL_UPDATE_TEXTS_ES;
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };

/** The plain text of a confirmation message, paragraph by paragraph. */
function confirmationText(TEXT: typeof EN | typeof ES, names: [string, string, string], url: string) {
  const [seller, campaign, group] = names;
  return [
    TEXT.greeting,
    TEXT.confirmation.request(seller, campaign, group),
    `${TEXT.confirmation.action}\n${url}`,
    `${TEXT.confirmation.ignore}\n`,
  ].join('\n\n');
}

/** The plain text of an order update of a campaign without a goal, with the footer's unsubscribe link. */
function orderUpdateText(facts: {
  seller: string;
  campaign: string;
  group: string;
  news: string;
  total: [number, string];
  raised: string;
  unsubscribeUrl: string;
}) {
  return [
    EN.greeting,
    EN.orderUpdate.lead(facts.seller, facts.news),
    EN.sellerTotal(facts.seller, ...facts.total),
    EN.groupRaised(facts.raised),
    EN.signature(facts.group),
    `-- \n${EN.footer.why(facts.seller, facts.campaign)}\n${EN.footer.stop}\n${facts.unsubscribeUrl}\n`,
  ].join('\n\n');
}

const page = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

/** The RFC 8058 one-click POST a mail client sends to the List-Unsubscribe address. */
const oneClick = (t: TestApp, url: string) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const unsubscribeUrlOf = (row: MailRow) => /^<(.+)>$/.exec(headerOf(row, 'List-Unsubscribe') ?? '')?.[1];

describe('e-mail update subscriptions', () => {
  const clock = manualClock('2026-03-10T15:00:00Z');
  const outbox = createMailTransport(undefined);
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let otherGroup: GroupRow;
  let otherCampaign: CampaignRow;
  let endedCampaign: CampaignRow;
  let adminToken: string;
  let coordinator: string;
  let otherCoordinator: string;
  const send = () => sender(t);

  /** A new seller of the group (each has their own per-seller request limit). */
  const seatOf = async (name: string, target = group, targetCampaign = campaign): Promise<Seat> => ({
    seller: await sellerOf(t, target, name),
    group: target,
    campaign: targetCampaign,
  });
  const rowsTo = async (email: string) => (await mailRows(t)).filter((row) => row.toAddress === email);
  const subscriptionOf = async (email: string) =>
    (await subscriptionRows(t)).find((row) => row.email === email);
  const run = () => work(t.app.ctx, outbox);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL, MAIL_FROM } });
    group = await createGroup(t, { name: 'Lincoln PTA' });
    campaign = await createCampaign(t, group.id, { name: 'Spring Fundraiser' });
    endedCampaign = await createCampaign(t, group.id, {
      name: 'Winter Wreaths',
      startDate: '2025-11-01',
      endDate: '2026-03-09',
    });
    otherGroup = await createGroup(t, { name: 'Maple Band Boosters' });
    otherCampaign = await createCampaign(t, otherGroup.id, { name: 'Band Trip' });
    adminToken = (await registerAdmin(t)).token;
    coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    otherCoordinator = await coordinatorToken(t, await createCoordinator(t, otherGroup.id));
    // The staff's own digests would be written at every pass of the worker: these tests are about families.
    for (const token of [adminToken, coordinator, otherCoordinator]) {
      ok(await send()(token, 'PUT', MAIL_API_PATHS.staffMailSettings(), { dailyDigest: false }));
    }
  });
  afterAll(async () => {
    outbox.close();
    await t.close();
  });

  it('sends nothing but the confirmation before its link is followed, and never tells orders from before it', async () => {
    const ava = await seatOf('Ava Sterling');
    const email = 'pat.parent@example.org';
    const reply = await subscribe(t, ava.seller, campaign.id, { email: 'Pat.Parent@Example.org' });
    expect(ok(reply)).toEqual({ status: 'confirmation-sent' });

    const [confirmation, ...others] = await mailRows(t);
    expect(others).toEqual([]);
    const url = await confirmationUrl(t, email);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/e/confirm/c[0-9a-f]{32}\\.[\\w-]{22}\\?lang=en$`));
    expect(confirmation).toMatchObject({
      kind: 'confirmation',
      toAddress: email,
      fromAddress: MAIL_FROM,
      status: 'queued',
      subject: EN.confirmation.subject('Ava'),
      textBody: confirmationText(EN, ['Ava', 'Spring Fundraiser', 'Lincoln PTA'], url),
      headers: [
        ['Message-ID', `<${confirmation!.id}@portal.example.org>`],
        ['Content-Language', 'en'],
      ],
    });
    // Never the buyer or the group code in a message.
    expect(confirmation!.textBody).not.toContain(group.code);

    // Orders while the subscription waits: nothing is noted, nothing is written, whatever the worker does.
    await storeOrderFor(t, ava, clock.now());
    await storeOrderFor(t, ava, clock.now());
    expect(await orderEventCount(t)).toBe(0);
    expect(await run()).toEqual({ queued: 0, sent: 1, retrying: 0, failed: 0 });
    clock.advance(2 * HOUR_MS);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect((await mailRows(t)).map((row) => [row.kind, row.status, row.delivery])).toEqual([
      ['confirmation', 'sent', 'outbox'],
    ]);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending' });

    await confirm(t, email);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed' });
    clock.advance(2 * HOUR_MS);
    expect(await run()).toEqual({ queued: 0, sent: 0, retrying: 0, failed: 0 });
    expect(await mailRows(t)).toHaveLength(1);

    // The first order after confirming is told, alone; the seller's totals count every order.
    await storeOrderFor(t, ava, clock.now());
    expect(await run()).toEqual({ queued: 1, sent: 1, retrying: 0, failed: 0 });
    const update = (await rowsTo(email)).find((row) => row.kind === 'order-update')!;
    // What counts toward the goal: product sales and donations, not shipping.
    const news = EN.orderUpdate.newOrders(1, '$30.00');
    const unsubscribeUrl = unsubscribeUrlOf(update)!;
    expect(unsubscribeUrl).toMatch(new RegExp(`^${PUBLIC_URL}/e/unsubscribe/u[0-9a-f]{32}\\.[\\w-]{22}$`));
    expect(update).toMatchObject({
      subject: EN.orderUpdate.subject('Ava', news),
      textBody: orderUpdateText({
        seller: 'Ava',
        campaign: 'Spring Fundraiser',
        group: 'Lincoln PTA',
        news,
        total: [3, '$90.00'],
        raised: '$90.00',
        unsubscribeUrl,
      }),
      status: 'sent',
      delivery: 'outbox',
    });
    expect(update.headers).toEqual([
      ['Message-ID', `<${update.id}@portal.example.org>`],
      ['List-Unsubscribe', `<${unsubscribeUrl}>`],
      ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
      ['Content-Language', 'en'],
    ]);
    expect(update.htmlBody).toContain(`<a href="${unsubscribeUrl}"`);
  });

  it('keeps the consent exactly as the checkbox said it, in the language of the page', async () => {
    const ava = await seatOf('Ava Marie Lopez');
    await subscribeOk(t, ava.seller, campaign.id, { email: 'consent.en@example.org', locale: 'en' });
    await subscribeOk(t, ava.seller, campaign.id, { email: 'consent.es@example.org', locale: 'es' });
    expect(await subscriptionOf('consent.en@example.org')).toMatchObject({
      locale: 'en',
      consentText: EN.consent('Ava'),
    });
    expect(await subscriptionOf('consent.es@example.org')).toMatchObject({
      locale: 'es',
      consentText: ES.consent('Ava'),
    });
    expect(EN.consent('Ava')).toBe(
      'I am Ava’s parent or guardian, and I want e-mail updates about Ava’s sales in this fundraiser. I can stop them at any time with one click.',
    );
    const spanish = (await rowsTo('consent.es@example.org'))[0]!;
    const url = await confirmationUrl(t, 'consent.es@example.org');
    expect(url.endsWith('?lang=es')).toBe(true);
    expect(spanish).toMatchObject({
      subject: ES.confirmation.subject('Ava'),
      textBody: confirmationText(ES, ['Ava', 'Spring Fundraiser', 'Lincoln PTA'], url),
      headers: [
        ['Message-ID', `<${spanish.id}@portal.example.org>`],
        ['Content-Language', 'es'],
      ],
    });
    const listed = ok<{ subscriptions: { email: string; consentText: string; locale: string }[] }>(
      await send()(coordinator, 'GET', MAIL_API_PATHS.groupMailSubscriptions(group.id)),
    ).subscriptions;
    expect(listed.find((row) => row.email === 'consent.es@example.org')).toMatchObject({
      locale: 'es',
      consentText: ES.consent('Ava'),
    });
  });

  it('asks on the confirm page and confirms only when its button posts, in the language of the link', async () => {
    const ava = await seatOf('Ava Chen');
    const email = 'familia.chen@example.org';
    await subscribeOk(t, ava.seller, campaign.id, { email, locale: 'es' });
    const path = pathOf(await confirmationUrl(t, email));

    // A mail scanner that opens the link confirms nothing.
    for (let i = 0; i < 2; i++) {
      const opened = await page(t, 'GET', path);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(articleText(opened.payload)).toBe(
        `${ES.pages.confirm.title} ${ES.pages.confirm.question('Ava', email)} ${ES.pages.confirm.button}`,
      );
      expect(opened.payload).toContain('<form method="post">');
      expect(opened.payload).toContain('<html lang="es">');
    }
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending' });

    const confirmed = await page(t, 'POST', path);
    expect(confirmed.statusCode).toBe(200);
    expect(articleText(confirmed.payload)).toBe(
      `${ES.pages.confirm.doneTitle} ${ES.pages.confirm.done('Ava')}`,
    );
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed' });

    // Following the link again shows it done, changes nothing, sends nothing.
    for (const method of ['GET', 'POST'] as const) {
      const again = await page(t, method, path);
      expect(again.statusCode).toBe(200);
      expect(articleText(again.payload)).toBe(
        `${ES.pages.confirm.doneTitle} ${ES.pages.confirm.done('Ava')}`,
      );
    }
    expect((await rowsTo(email)).map((row) => row.kind)).toEqual(['confirmation']);

    // In English, and in the language the address chooses.
    const english = 'chen.dad@example.org';
    await subscribeOk(t, ava.seller, campaign.id, { email: english, locale: 'en' });
    const englishPath = pathOf(await confirmationUrl(t, english));
    const opened = await page(t, 'GET', englishPath);
    expect(articleText(opened.payload)).toBe(
      `${EN.pages.confirm.title} ${EN.pages.confirm.question('Ava', english)} ${EN.pages.confirm.button}`,
    );
    const inSpanish = await page(t, 'GET', englishPath.replace('?lang=en', '?lang=es'));
    expect(articleText(inSpanish.payload)).toBe(
      `${ES.pages.confirm.title} ${ES.pages.confirm.question('Ava', english)} ${ES.pages.confirm.button}`,
    );
    const done = await page(t, 'POST', englishPath);
    expect(articleText(done.payload)).toBe(`${EN.pages.confirm.doneTitle} ${EN.pages.confirm.done('Ava')}`);
    expect(await subscriptionOf(english)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a confirmation link a week old, and forged or misused tokens, with 404 and the invalid text', async () => {
    const ava = await seatOf('Ava Brooks');
    const email = 'brooks.home@example.org';
    await subscribeOk(t, ava.seller, campaign.id, { email });
    const path = pathOf(await confirmationUrl(t, email));

    clock.advance(7 * DAY_MS - MINUTE_MS);
    expect((await page(t, 'GET', path)).statusCode).toBe(200);

    clock.advance(DAY_MS + MINUTE_MS);
    for (const method of ['GET', 'POST'] as const) {
      const expired = await page(t, method, path);
      expect(expired.statusCode).toBe(404);
      expect(articleText(expired.payload)).toBe(`${EN.pages.confirm.title} ${EN.pages.confirm.invalid}`);
    }
    const expiredEs = await page(t, 'POST', path.replace('?lang=en', '?lang=es'));
    expect(expiredEs.statusCode).toBe(404);
    expect(articleText(expiredEs.payload)).toBe(`${ES.pages.confirm.title} ${ES.pages.confirm.invalid}`);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending' });

    const subscriptionId = (await subscriptionOf(email))!.id;
    const token = path.slice('/e/confirm/'.length, path.indexOf('?'));
    const forged = [
      // Another signature.
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      // The right id under another server secret.
      mailLinkToken('another-secret', 'confirm', subscriptionId),
      // A valid unsubscribe token is no confirmation.
      mailLinkToken(t.config.jwtSecret, 'unsubscribe', subscriptionId),
      // A valid token of nothing.
      mailLinkToken(t.config.jwtSecret, 'confirm', UNKNOWN_ID),
      'not-a-token',
    ];
    for (const fake of forged) {
      const res = await page(t, 'POST', `/e/confirm/${encodeURIComponent(fake)}`, SPANISH);
      expect(res.statusCode, fake).toBe(404);
      expect(articleText(res.payload)).toBe(`${ES.pages.confirm.title} ${ES.pages.confirm.invalid}`);
    }
    const forgedStop = await page(t, 'POST', `/e/unsubscribe/${encodeURIComponent(forged[0]!)}`);
    expect(forgedStop.statusCode).toBe(404);
    expect(articleText(forgedStop.payload)).toBe(
      `${EN.pages.unsubscribe.title} ${EN.pages.unsubscribe.invalid}`,
    );
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending' });

    // Asking again sends a new link, which works for another week.
    expect(await subscribeOk(t, ava.seller, campaign.id, { email })).toBe('confirmation-sent');
    expect((await rowsTo(email)).map((row) => row.kind)).toEqual(['confirmation', 'confirmation']);
    const renewed = await page(t, 'POST', pathOf(await confirmationUrl(t, email)));
    expect(renewed.statusCode).toBe(200);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a request without consent, with a bad address, for another group’s campaign or an ended one', async () => {
    const ava = await seatOf('Ava Novak');
    const before = (await mailRows(t)).length;
    const ask = (campaignId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(t, {
        method: 'POST',
        url: `/api${MAIL_API_PATHS.sellerMailSubscription(campaignId)}`,
        headers: { ...bearer(ava.seller.token), ...headers },
        payload: { email: 'novak.family@example.org', consent: true, locale: 'en', ...body },
      });

    expectFailure(
      await ask(campaign.id, { consent: false }),
      400,
      MAIL_API_MESSAGES.consentRequired,
      undefined,
      'MAIL_CONSENT_REQUIRED',
    );
    expectFailure(
      await ask(campaign.id, { consent: false }, SPANISH),
      400,
      MAIL_API_MESSAGES_ES.consentRequired,
      undefined,
      'MAIL_CONSENT_REQUIRED',
    );
    for (const email of ['not-an-address', '', 'a@b@c.org']) {
      const bad = failure(await ask(campaign.id, { email }), 400);
      expect(bad.errors?.map((error) => error.field)).toEqual(['email']);
    }
    expect(failure(await ask(campaign.id, { locale: 'fr' }), 400).errors?.map((e) => e.field)).toEqual([
      'locale',
    ]);
    expect(failure(await ask(campaign.id, { consent: 'yes' }), 400).errors?.map((e) => e.field)).toEqual([
      'consent',
    ]);

    for (const campaignId of [otherCampaign.id, UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await ask(campaignId, {}),
        404,
        MAIL_API_MESSAGES.campaignNotFound,
        undefined,
        'MAIL_CAMPAIGN_NOT_FOUND',
      );
    }
    expectFailure(
      await ask(otherCampaign.id, {}, SPANISH),
      404,
      MAIL_API_MESSAGES_ES.campaignNotFound,
      undefined,
      'MAIL_CAMPAIGN_NOT_FOUND',
    );
    expectFailure(
      await ask(endedCampaign.id, {}),
      409,
      MAIL_API_MESSAGES.campaignEnded,
      undefined,
      'MAIL_CAMPAIGN_ENDED',
    );
    expectFailure(
      await ask(endedCampaign.id, {}, SPANISH),
      409,
      MAIL_API_MESSAGES_ES.campaignEnded,
      undefined,
      'MAIL_CAMPAIGN_ENDED',
    );

    // Only a signed-in seller asks.
    const url = `/api${MAIL_API_PATHS.sellerMailSubscription(campaign.id)}`;
    const payload = { email: 'novak.family@example.org', consent: true, locale: 'en' };
    expect((await call(t, { method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url, payload, headers: bearer(coordinator) })).statusCode).toBe(
      403,
    );
    expect((await call(t, { method: 'POST', url, payload, headers: bearer(adminToken) })).statusCode).toBe(
      403,
    );

    expect(await mailRows(t)).toHaveLength(before);
    expect(await subscriptionOf('novak.family@example.org')).toBeUndefined();
  });

  it('answers already-subscribed to an address that confirmed, and sends a pending one a new link', async () => {
    const ava = await seatOf('Ava Jensen');
    await subscribeConfirmed(t, ava.seller, campaign.id, 'jensen.mom@example.org');
    expect(ok(await subscribe(t, ava.seller, campaign.id, { email: 'JENSEN.mom@example.org' }))).toEqual({
      status: 'already-subscribed',
    });
    expect((await rowsTo('jensen.mom@example.org')).map((row) => row.kind)).toEqual(['confirmation']);
    expect(await subscriptionOf('jensen.mom@example.org')).toMatchObject({ status: 'confirmed' });

    await subscribeOk(t, ava.seller, campaign.id, { email: 'jensen.dad@example.org' });
    clock.advance(MINUTE_MS);
    expect(
      await subscribeOk(t, ava.seller, campaign.id, { email: 'jensen.dad@example.org', locale: 'es' }),
    ).toBe('confirmation-sent');
    const dad = await rowsTo('jensen.dad@example.org');
    expect(dad.map((row) => row.subject)).toEqual([
      EN.confirmation.subject('Ava'),
      ES.confirmation.subject('Ava'),
    ]);
    expect(await subscriptionOf('jensen.dad@example.org')).toMatchObject({
      status: 'pending',
      locale: 'es',
      consentText: ES.consent('Ava'),
    });
    // The same address for another seller is another subscription.
    const ben = await seatOf('Ben Jensen');
    expect(await subscribeOk(t, ben.seller, campaign.id, { email: 'jensen.mom@example.org' })).toBe(
      'confirmation-sent',
    );
    expect((await subscriptionRows(t)).filter((row) => row.email === 'jensen.mom@example.org')).toHaveLength(
      2,
    );
  });

  it('limits requests per address and per seller, with 429 and retry-after', async () => {
    const { perAddress, perSeller } = SUBSCRIBE_RATE_LIMITS;
    expect(perAddress).toEqual({ max: 3, windowMs: HOUR_MS });
    expect(perSeller).toEqual({ max: 10, windowMs: HOUR_MS });

    // One address, asked for from several sellers' pages.
    const email = 'target.inbox@example.org';
    const sellers = [await seatOf('Cal One'), await seatOf('Dee Two'), await seatOf('Eve Three')];
    for (const seat of sellers) await subscribeOk(t, seat.seller, campaign.id, { email });
    const fourth = await seatOf('Fay Four');
    clock.advance(10 * MINUTE_MS);
    const refused = await subscribe(t, fourth.seller, campaign.id, { email });
    expect(failure(refused, 429).code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    const refusedEs = await subscribe(t, fourth.seller, campaign.id, { email }, SPANISH);
    expect(failure(refusedEs, 429).code).toBe('RATE_LIMITED');
    // Another address from the same page is fine.
    expect(await subscribeOk(t, fourth.seller, campaign.id, { email: 'other.inbox@example.org' })).toBe(
      'confirmation-sent',
    );
    expect(await rowsTo(email)).toHaveLength(3);
    clock.advance(50 * MINUTE_MS);
    expect(await subscribeOk(t, fourth.seller, campaign.id, { email })).toBe('confirmation-sent');
    expect(await rowsTo(email)).toHaveLength(4);

    // One seller's page, many addresses.
    const busy = await seatOf('Gus Many');
    for (let i = 0; i < perSeller.max; i++) {
      await subscribeOk(t, busy.seller, campaign.id, { email: `many${i}@example.org` });
    }
    const overSeller = await subscribe(t, busy.seller, campaign.id, { email: 'many-more@example.org' });
    expect(failure(overSeller, 429).code).toBe('RATE_LIMITED');
    expect(overSeller.headers['retry-after']).toBe('3600');
    expect(await rowsTo('many-more@example.org')).toEqual([]);
    expect(await subscriptionOf('many-more@example.org')).toBeUndefined();
    clock.advance(HOUR_MS);
    expect(await subscribeOk(t, busy.seller, campaign.id, { email: 'many-more@example.org' })).toBe(
      'confirmation-sent',
    );
  });

  it('limits requests per client address and per group, and counts the +tag variants of an inbox as one', async () => {
    const { perClient, perGroup } = SUBSCRIBE_RATE_LIMITS;
    const prizeGroup = await createGroup(t, { name: 'Prize Club' });
    const prizeCampaign = await createCampaign(t, prizeGroup.id, { name: 'Prize Drive' });
    const seat = (name: string) => seatOf(name, prizeGroup, prizeCampaign);
    const ask = (who: Seat, email: string, remoteAddress: string) =>
      subscribe(t, who.seller, prizeCampaign.id, { email }, {}, remoteAddress);
    const attacker = '203.0.113.7';
    const inHour = 'Too many attempts. Please try again in 1 hour.';

    // Three throwaway logins of one group, from one client, ask for 30 variants of one inbox: three are queued.
    const logins = [await seat('Tom One'), await seat('Tim Two'), await seat('Tam Three')];
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++) {
      const res = await ask(logins[n % 3]!, `victim+${n}@inbox.example`, attacker);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectFailure(res, 429, inHour, undefined, 'RATE_LIMITED');
        expect(res.headers['retry-after']).toBe('3600');
      }
    }
    expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(27).fill(429)]);
    const victimRows = (await mailRows(t)).filter((row) => row.toAddress.endsWith('@inbox.example'));
    expect(victimRows.map((row) => row.toAddress)).toEqual([
      'victim+1@inbox.example',
      'victim+2@inbox.example',
      'victim+3@inbox.example',
    ]);
    expect(await rowsTo('victim@inbox.example')).toEqual([]);
    expect(perClient).toEqual({ max: 10, windowMs: HOUR_MS });
    expect(perGroup).toEqual({ max: 30, windowMs: HOUR_MS });
    const refusedPlain = await ask(logins[0]!, 'Victim@Inbox.Example', '198.51.100.40');
    expectFailure(refusedPlain, 429, inHour, undefined, 'RATE_LIMITED');

    // The same client, other inboxes: the refused requests cost nothing, so seven more make ten from it.
    clock.advance(10 * MINUTE_MS);
    for (let n = 1; n <= 7; n++) {
      expect(await ask(logins[n % 3]!, `other${n}@example.net`, attacker)).toMatchObject({ statusCode: 200 });
    }
    const fresh = await seat('Tod Four');
    const overClient = await ask(fresh, 'other8@example.net', attacker);
    expectFailure(
      overClient,
      429,
      'Too many attempts. Please try again in 50 minutes.',
      undefined,
      'RATE_LIMITED',
    );
    expect(overClient.headers['retry-after']).toBe(String(50 * 60));
    expect(await rowsTo('other8@example.net')).toEqual([]);
    // The same login from another address is fine.
    expect((await ask(fresh, 'other8@example.net', '198.51.100.41')).statusCode).toBe(200);

    // Many clients and logins of the group: thirty requests an hour, then the group waits.
    for (let n = 12; n <= perGroup.max; n++) {
      const seller = await seat(`Ned Number${n}`);
      expect(
        (await ask(seller, `fan${n}@example.net`, `198.51.100.${n + 50}`)).statusCode,
        `request ${n}`,
      ).toBe(200);
    }
    const overGroup = await ask(await seat('Ned Late'), 'fan-late@example.net', '198.51.100.99');
    expectFailure(
      overGroup,
      429,
      'Too many attempts. Please try again in 50 minutes.',
      undefined,
      'RATE_LIMITED',
    );
    expect(overGroup.headers['retry-after']).toBe(String(50 * 60));
    expect(await rowsTo('fan-late@example.net')).toEqual([]);
    // Another group is not held up by it.
    expect(
      await subscribeOk(t, (await seatOf('Ona Elsewhere')).seller, campaign.id, {
        email: 'fan-late@example.net',
      }),
    ).toBe('confirmation-sent');
    clock.advance(50 * MINUTE_MS);
    expect((await ask(await seat('Ned Later'), 'fan-later@example.net', attacker)).statusCode).toBe(200);
  });

  it('names a seller whose name looks like a link by the initials in every message and page', async () => {
    const prize = await seatOf('www.evil-prize.example/claim');
    const email = 'prize.parent@example.org';
    await subscribeOk(t, prize.seller, campaign.id, { email });
    const [confirmation] = await rowsTo(email);
    expect(confirmation!.subject).toBe('Confirm updates about W.’s sales');
    expect(confirmation!.textBody).toContain(
      'Someone asked for e-mail updates about W.’s sales in Spring Fundraiser (Lincoln PTA) to be sent to this address.',
    );
    for (const body of [confirmation!.textBody, confirmation!.htmlBody])
      expect(body).not.toMatch(/evil|claim/);
    expect((await subscriptionOf(email))!.consentText).toBe(EN.consent('W.'));
    const confirmPage = await page(t, 'GET', pathOf(await confirmationUrl(t, email)));
    expect(articleText(confirmPage.payload)).toBe(
      `${EN.pages.confirm.title} ${EN.pages.confirm.question('W.', email)} ${EN.pages.confirm.button}`,
    );
    await confirm(t, email);
    await storeOrderFor(t, prize, clock.now());
    await run();
    const update = (await rowsTo(email)).find((row) => row.kind === 'order-update')!;
    expect(update.subject).toBe(EN.orderUpdate.subject('W.', EN.orderUpdate.newOrders(1, '$30.00')));
    expect(update.textBody).not.toMatch(/evil|claim/);

    // A domain as the first name: its initial, as the public form of the name shows it everywhere. A plain first
    // name stays as it is.
    const domain = await seatOf('evil-prize.example Stone');
    await subscribeOk(t, domain.seller, campaign.id, { email: 'domain.parent@example.org' });
    expect((await rowsTo('domain.parent@example.org'))[0]!.subject).toBe('Confirm updates about E.’s sales');
    const plain = await seatOf('Ava evil-prize.example');
    await subscribeOk(t, plain.seller, campaign.id, { email: 'plain.parent@example.org' });
    expect((await rowsTo('plain.parent@example.org'))[0]!.subject).toBe('Confirm updates about Ava’s sales');
  });

  it('stops at once from the unsubscribe page: queued updates dropped, later orders never told', async () => {
    const ava = await seatOf('Ava Okafor');
    const email = 'okafor.family@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, email, 'es');
    await storeOrderFor(t, ava, clock.now());
    expect(await orderEventCount(t)).toBe(1);
    expect(await run()).toMatchObject({ queued: 1 });
    // An hour later, more orders and an update written but not sent yet.
    clock.advance(HOUR_MS);
    await storeOrderFor(t, ava, clock.now());
    expect(await composeOrderUpdates(t.app.ctx, clock.now())).toBe(1);
    await storeOrderFor(t, ava, clock.now());
    const rows = await rowsTo(email);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'sent'],
      ['order-update', 'sent'],
      ['order-update', 'queued'],
    ]);
    const url = unsubscribeUrlOf(rows[1]!)!;
    expect(unsubscribeUrlOf(rows[2]!)).toBe(url);

    // Opening the page asks, in the subscription's language; it changes nothing.
    const opened = await page(t, 'GET', pathOf(url));
    expect(opened.statusCode).toBe(200);
    expect(articleText(opened.payload)).toBe(
      `${ES.pages.unsubscribe.title} ${ES.pages.unsubscribe.question(email)} ${ES.pages.unsubscribe.button}`,
    );
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed' });
    expect(await rowsTo(email)).toHaveLength(3);

    // The page's button posts a form.
    const stopped = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(articleText(stopped.payload)).toBe(
      `${ES.pages.unsubscribe.doneTitle} ${ES.pages.unsubscribe.done}`,
    );
    expect(await subscriptionOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await rowsTo(email)).map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'sent'],
      ['order-update', 'sent'],
    ]);
    expect(await orderEventCount(t)).toBe(0);

    await storeOrderFor(t, ava, clock.now());
    for (let i = 0; i < 2; i++) {
      clock.advance(HOUR_MS);
      await run();
    }
    expect(await orderEventCount(t)).toBe(0);
    expect(await rowsTo(email)).toHaveLength(2);

    // Opening the link again says it is done; the English page when asked.
    const again = await page(t, 'GET', `${pathOf(url)}?lang=en`);
    expect(articleText(again.payload)).toBe(`${EN.pages.unsubscribe.doneTitle} ${EN.pages.unsubscribe.done}`);
  });

  it('stops at once with the one-click POST of RFC 8058', async () => {
    const ava = await seatOf('Ava Quinn');
    const email = 'quinn.parent@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, email);
    await storeOrderFor(t, ava, clock.now());
    expect(await composeOrderUpdates(t.app.ctx, clock.now())).toBe(1);
    const queued = (await rowsTo(email)).find((row) => row.kind === 'order-update')!;
    expect(queued.status).toBe('queued');
    const url = unsubscribeUrlOf(queued)!;

    const res = await oneClick(t, url);
    expect(res.statusCode).toBe(200);
    expect(articleText(res.payload)).toBe(`${EN.pages.unsubscribe.doneTitle} ${EN.pages.unsubscribe.done}`);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await rowsTo(email)).map((row) => row.kind)).toEqual(['confirmation']);
    // A second click changes nothing.
    expect((await oneClick(t, url)).statusCode).toBe(200);

    await storeOrderFor(t, ava, clock.now());
    clock.advance(HOUR_MS);
    await run();
    expect((await rowsTo(email)).map((row) => row.kind)).toEqual(['confirmation']);
  });

  it('lets a parent ask again after unsubscribing: a new confirmation, and only orders after it are told', async () => {
    const ava = await seatOf('Ava Ruiz');
    const email = 'ruiz.casa@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, email);
    await storeOrderFor(t, ava, clock.now());
    await run();
    const first = (await rowsTo(email)).find((row) => row.kind === 'order-update')!;
    expect((await oneClick(t, unsubscribeUrlOf(first)!)).statusCode).toBe(200);

    clock.advance(2 * HOUR_MS);
    await storeOrderFor(t, ava, clock.now());
    expect(await subscribeOk(t, ava.seller, campaign.id, { email })).toBe('confirmation-sent');
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending', consentText: EN.consent('Ava') });
    await storeOrderFor(t, ava, clock.now());
    await run();
    expect((await rowsTo(email)).map((row) => row.kind)).toEqual([
      'confirmation',
      'order-update',
      'confirmation',
    ]);

    await confirm(t, email);
    await run();
    expect(await rowsTo(email)).toHaveLength(3);
    await storeOrderFor(t, ava, clock.now());
    await run();
    const rows = await rowsTo(email);
    expect(rows.map((row) => row.kind)).toEqual([
      'confirmation',
      'order-update',
      'confirmation',
      'order-update',
    ]);
    expect(rows[3]!.subject).toBe(EN.orderUpdate.subject('Ava', EN.orderUpdate.newOrders(1, '$30.00')));
    expect(rows[3]!.textBody).toContain(EN.sellerTotal('Ava', 4, '$120.00'));
  });

  it('lets the group’s coordinator and administrators list and remove subscriptions, and nobody else', async () => {
    const ava = await seatOf('Ava Patel');
    const email = 'patel.home@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, email, 'es');
    const maya = await seatOf('Maya Ito', otherGroup, otherCampaign);
    await subscribeOk(t, maya.seller, otherCampaign.id, { email: 'ito.family@example.org' });

    type Listed = { subscriptions: Record<string, unknown>[] };
    const listOf = async (token: string, groupId = group.id) =>
      ok<Listed>(await send()(token, 'GET', MAIL_API_PATHS.groupMailSubscriptions(groupId))).subscriptions;
    const mine = (await listOf(coordinator)).find((row) => row.email === email);
    const { id } = (await subscriptionOf(email))!;
    expect(mine).toEqual({
      _id: id,
      seller: { _id: ava.seller.user.id, name: 'Ava Patel' },
      campaign: { _id: campaign.id, name: 'Spring Fundraiser' },
      email,
      status: 'confirmed',
      locale: 'es',
      consentText: ES.consent('Ava'),
      consentedAt: clock.now().toISOString(),
      confirmedAt: clock.now().toISOString(),
      unsubscribedAt: null,
    });
    expect(await listOf(adminToken)).toEqual(await listOf(coordinator));
    expect((await listOf(coordinator)).map((row) => row.email)).not.toContain('ito.family@example.org');
    expect((await listOf(otherCoordinator, otherGroup.id)).map((row) => row.email)).toEqual([
      'ito.family@example.org',
    ]);

    const forbidden = API_ERROR_MESSAGES.forbidden;
    const path = MAIL_API_PATHS.groupMailSubscription(group.id, id);
    expectFailure(
      await send()(otherCoordinator, 'GET', MAIL_API_PATHS.groupMailSubscriptions(group.id)),
      403,
      forbidden,
    );
    expectFailure(await send()(otherCoordinator, 'DELETE', path), 403, forbidden);
    expectFailure(
      await send()(ava.seller.token, 'GET', MAIL_API_PATHS.groupMailSubscriptions(group.id)),
      403,
      forbidden,
    );
    expectFailure(await send()(ava.seller.token, 'DELETE', path), 403, forbidden);
    expect((await send()(undefined, 'GET', MAIL_API_PATHS.groupMailSubscriptions(group.id))).statusCode).toBe(
      401,
    );
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed' });

    // A subscription of another group is not found through this one.
    const ito = (await subscriptionOf('ito.family@example.org'))!;
    for (const other of [ito.id, UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await send()(coordinator, 'DELETE', MAIL_API_PATHS.groupMailSubscription(group.id, other)),
        404,
        MAIL_API_MESSAGES.subscriptionNotFound,
        undefined,
        'MAIL_SUBSCRIPTION_NOT_FOUND',
      );
    }
    expect(await subscriptionOf('ito.family@example.org')).toBeDefined();

    // Removing it deletes its messages, queued or sent, and what it waited to tell.
    await storeOrderFor(t, ava, clock.now());
    expect(await composeOrderUpdates(t.app.ctx, clock.now())).toBe(1);
    await storeOrderFor(t, ava, clock.now());
    expect(await rowsTo(email)).toHaveLength(2);
    expect(ok(await send()(coordinator, 'DELETE', path))).toEqual({ _id: id });
    expect(await subscriptionOf(email)).toBeUndefined();
    expect(await rowsTo(email)).toEqual([]);
    expect(await orderEventCount(t)).toBe(0);
    expectFailure(
      await send()(adminToken, 'DELETE', path),
      404,
      MAIL_API_MESSAGES.subscriptionNotFound,
      undefined,
      'MAIL_SUBSCRIPTION_NOT_FOUND',
    );
    await storeOrderFor(t, ava, clock.now());
    clock.advance(HOUR_MS);
    await run();
    expect(await rowsTo(email)).toEqual([]);
    // Its links lead nowhere now.
    const gone = await page(
      t,
      'GET',
      `/e/unsubscribe/${mailLinkToken(t.config.jwtSecret, 'unsubscribe', id)}`,
    );
    expect(gone.statusCode).toBe(404);
    // An administrator removes the other group's.
    expect(
      ok(await send()(adminToken, 'DELETE', MAIL_API_PATHS.groupMailSubscription(otherGroup.id, ito.id))),
    ).toEqual({ _id: ito.id });
  });

  it('writes nothing to the seller’s own e-mail unless a parent asked for that address and confirmed', async () => {
    const login = await loginSeller(t, {
      name: 'Zoe Walker',
      email: 'zoe.walker@example.org',
      groupCode: group.code,
    });
    const zoe: Seat = { seller: login.json<SellerSession>(), group, campaign };
    const own = 'zoe.walker@example.org';
    await storeOrderFor(t, zoe, clock.now());
    clock.advance(HOUR_MS);
    await run();
    expect(await rowsTo(own)).toEqual([]);

    // A parent types the same address, in capitals: only the confirmation until it is confirmed.
    await subscribeOk(t, zoe.seller, campaign.id, { email: 'Zoe.Walker@example.org' });
    await storeOrderFor(t, zoe, clock.now());
    clock.advance(HOUR_MS);
    await run();
    expect((await rowsTo(own)).map((row) => row.kind)).toEqual(['confirmation']);

    await confirm(t, own);
    await storeOrderFor(t, zoe, clock.now());
    await run();
    const rows = await rowsTo(own);
    expect(rows.map((row) => row.kind)).toEqual(['confirmation', 'order-update']);
    expect(rows[1]!.subject).toBe(EN.orderUpdate.subject('Zoe', EN.orderUpdate.newOrders(1, '$30.00')));
  });

  it('deletes a seller’s subscriptions and their messages when the seller’s personal data is erased', async () => {
    const ava = await seatOf('Ava Lindqvist');
    const ben = await seatOf('Ben Lindqvist');
    await subscribeConfirmed(t, ava.seller, campaign.id, 'lindqvist.a@example.org');
    await subscribeOk(t, ava.seller, campaign.id, { email: 'lindqvist.pending@example.org' });
    await subscribeConfirmed(t, ben.seller, campaign.id, 'lindqvist.b@example.org');
    await storeOrderFor(t, ava, clock.now());
    await storeOrderFor(t, ben, clock.now());
    await run();
    await storeOrderFor(t, ava, clock.now());
    expect(await rowsTo('lindqvist.a@example.org')).toHaveLength(2);

    const erased = await call(t, {
      method: 'POST',
      url: `/api${PRIVACY_API_PATHS.sellerErasure(ava.seller.user.id)}`,
      headers: bearer(adminToken),
    });
    expect(erased.statusCode, erased.payload).toBe(200);

    const left = await subscriptionRows(t);
    expect(left.filter((row) => row.sellerId === ava.seller.user.id)).toEqual([]);
    expect(await rowsTo('lindqvist.a@example.org')).toEqual([]);
    expect(await rowsTo('lindqvist.pending@example.org')).toEqual([]);
    const [{ count }] = (await queryRows<{ count: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as count from mail_messages where text_body like '%Lindqvist%'
            or text_body like '%lindqvist.a%'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
    // The other seller's parent keeps hearing.
    expect((await rowsTo('lindqvist.b@example.org')).map((row) => row.kind)).toEqual([
      'confirmation',
      'order-update',
    ]);
    expect(await subscriptionOf('lindqvist.b@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('shows administrators the outbox, each message’s headers and its .eml file; not coordinators', async () => {
    const ava = await seatOf('Ava Moreau');
    const email = 'moreau.parent@example.org';
    await subscribeConfirmed(t, ava.seller, campaign.id, email);
    clock.advance(MINUTE_MS);
    await storeOrderFor(t, ava, clock.now());
    await run();
    const row = (await rowsTo(email)).find((message) => message.kind === 'order-update')!;

    const box = ok<{ delivery: string; messages: Record<string, unknown>[] }>(
      await send()(adminToken, 'GET', MAIL_API_PATHS.outbox()),
    );
    expect(box.delivery).toBe('outbox');
    expect(box.messages[0]).toEqual({
      _id: row.id,
      kind: 'order-update',
      to: email,
      subject: row.subject,
      status: 'sent',
      delivery: 'outbox',
      attempts: 1,
      lastError: '',
      createdAt: clock.now().toISOString(),
      sentAt: clock.now().toISOString(),
      nextAttemptAt: null,
    });

    const detail = ok<{
      from: string;
      headers: { name: string; value: string }[];
      text: string;
      html: string;
    }>(await send()(adminToken, 'GET', MAIL_API_PATHS.outboxMessage(row.id)));
    expect(detail).toMatchObject({ from: MAIL_FROM, text: row.textBody, html: row.htmlBody });
    expect(detail.headers).toEqual(row.headers.map(([name, value]) => ({ name, value })));
    expect(detail.headers.map((header) => header.name)).toEqual([
      'Message-ID',
      'List-Unsubscribe',
      'List-Unsubscribe-Post',
      'Content-Language',
    ]);

    const raw = await t.app.inject({
      method: 'GET',
      url: `/api${MAIL_API_PATHS.outboxMessageRaw(row.id)}`,
      headers: bearer(adminToken),
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(raw.payload).toContain(`Message-ID: <${row.id}@portal.example.org>`);
    expect(raw.payload).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw.payload.replace(/\r\n\s+/g, ' ')).toContain(
      `List-Unsubscribe: ${headerOf(row, 'List-Unsubscribe')}`,
    );
    expect(raw.payload).toContain(`From: ${MAIL_FROM}`);
    expect(raw.payload).toContain(`To: ${email}`);

    for (const path of [MAIL_API_PATHS.outbox(), MAIL_API_PATHS.outboxMessage(row.id)]) {
      expectFailure(await send()(coordinator, 'GET', path), 403, API_ERROR_MESSAGES.forbidden);
    }
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await send()(adminToken, 'GET', MAIL_API_PATHS.outboxMessage(id)),
        404,
        MAIL_API_MESSAGES.messageNotFound,
        undefined,
        'MAIL_MESSAGE_NOT_FOUND',
      );
    }
  });
});

describe('e-mail update subscriptions past RETENTION_DAYS', () => {
  const clock = manualClock('2026-01-10T15:00:00Z');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL, RETENTION_DAYS: '30' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes the subscriptions, consents and messages of campaigns that ended longer ago, and no others', async () => {
    const group = await createGroup(t, { name: 'Oak Street Scouts' });
    const winter = await createCampaign(t, group.id, {
      name: 'Winter Popcorn',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    const spring = await createCampaign(t, group.id, {
      name: 'Spring Plants',
      startDate: '2026-01-01',
      endDate: '2026-04-30',
    });
    const ava = await sellerOf(t, group, 'Ava Grant');
    await subscribeConfirmed(t, ava, winter.id, 'grant.winter@example.org');
    await subscribeOk(t, ava, winter.id, { email: 'grant.pending@example.org' });
    await subscribeConfirmed(t, ava, spring.id, 'grant.spring@example.org');
    await storeOrderFor(t, { seller: ava, group, campaign: winter }, clock.now());
    const outbox = createMailTransport(undefined);
    await work(t.app.ctx, outbox);
    outbox.close();
    expect((await mailRows(t)).filter((row) => row.subscriptionId !== null)).toHaveLength(4);

    const retention = (on: string) =>
      erasePersonalDataPastRetention(t.app.ctx.db, {
        retentionDays: t.config.retentionDays!,
        now: new Date(on),
        timeZone: t.config.portalTimezone,
      });
    // 30 days after the end: still kept.
    expect(await retention('2026-03-02T12:00:00Z')).toMatchObject({ mailSubscriptions: 0 });
    expect(await subscriptionRows(t)).toHaveLength(3);

    expect(await retention('2026-03-03T12:00:00Z')).toMatchObject({ mailSubscriptions: 2 });
    const left = await subscriptionRows(t);
    expect(left.map((row) => row.email)).toEqual(['grant.spring@example.org']);
    const addresses = (await mailRows(t)).map((row) => row.toAddress);
    expect(addresses).not.toContain('grant.winter@example.org');
    expect(addresses).not.toContain('grant.pending@example.org');
    expect(addresses).toContain('grant.spring@example.org');
    expect(await retention('2026-03-04T12:00:00Z')).toMatchObject({ mailSubscriptions: 0 });
  });
});
