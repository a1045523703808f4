import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { FAMILY_API_MESSAGES } from '../../src/shared/texts/families.js';
import { MAIL_UPDATE_TEXTS as EN } from '../../src/shared/texts/mail-updates.js';
import { MAIL_UPDATE_TEXTS_ES as ES } from '../../src/shared/texts/mail-updates.es.js';
import { queryRows } from '../../src/server/db/database.js';
import { createMailTransport } from '../../src/server/mail/mail-transport.js';
import { formatAmount } from '../../src/server/server-pages/people-formats.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  familyPageOf,
  familySignIn,
} from '../support/family-fixtures.js';
import {
  HOUR_MS,
  headerOf,
  mailRows,
  manualClock,
  orderEventCount,
  pathOf,
  work,
  type MailRow,
} from '../support/mail-fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';
const MAIL_FROM = 'Lincoln PTA <news@lincoln.example.org>';
/** What no message to a family may hold: the children's surnames and the group code. */
const SURNAMES = /Stonebridge|Marie|Quintanilla|LINC45/i;

interface ParentSubscription {
  sellerId: string;
  campaignId: string;
  email: string;
  status: string;
  locale: string;
  confirmedVia: string | null;
  consentText: string;
}

describe('families: a parent’s e-mail updates, per child, on by default', () => {
  const clock = manualClock('2026-03-10T15:00:00Z');
  const outbox = createMailTransport(undefined);
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let parent: string;
  let ava: string;
  const run = () => work(t.app.ctx, outbox);
  const rowsTo = async (email: string) => (await mailRows(t)).filter((row) => row.toAddress === email);
  const updatesTo = async (email: string) =>
    (await rowsTo(email)).filter((row) => row.kind !== 'family-sign-in');

  const subscriptionsOf = (sellerId: string) =>
    queryRows<ParentSubscription>(
      t.app.ctx.db,
      sql`select s.seller_id as "sellerId", s.campaign_id as "campaignId", s.email, s.status, s.locale,
                 s.confirmed_via as "confirmedVia", s.consent_text as "consentText"
          from mail_subscriptions s
          where s.seller_id = ${sellerId} and s.parent_id is not null
          order by s.created_at, s.id`,
    );

  const switchUpdates = (token: string, childId: string, enabled: unknown) =>
    call(t, {
      method: 'PUT',
      url: `/api${FAMILY_API_PATHS.childEmailUpdates(childId)}`,
      headers: bearer(token),
      payload: { enabled },
    });

  const emailUpdatesOf = async (token: string, childId: string) =>
    (await familyPageOf(t, token)).children.find((child) => child._id === childId)?.emailUpdates;

  /** "Shop for …" on the family page: the cart's attributes. */
  const cartFor = async (token: string, childId: string) => {
    const res = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShopUrl(childId, campaign.id)}`,
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode, res.payload).toBe(200);
    return cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
  };
  /** The store's delivery of the order a cart became. */
  const deliverOrder = async (attributes: Awaited<ReturnType<typeof cartFor>>) => {
    const delivered = await deliverWebhook(
      t.app,
      storeOrder({ attributes, createdAt: clock.now().toISOString() }),
    );
    expect(delivered.statusCode).toBe(200);
  };
  const orderFor = async (token: string, childId: string) => deliverOrder(await cartFor(token, childId));

  const expectNoSurname = (rows: MailRow[]) => {
    for (const row of rows) {
      expect(row.subject).not.toMatch(SURNAMES);
      expect(row.textBody).not.toMatch(SURNAMES);
      expect(row.htmlBody).not.toMatch(SURNAMES);
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL, MAIL_FROM } });
    group = await createGroup(t, { code: 'LINC45', name: 'Lincoln PTA', sellerSignIn: 'families' });
    campaign = await createCampaign(t, group.id, { name: 'Fall Cookie Dough' });
    parent = await familySignIn(t, group, 'lucia@example.org');
    await agreeToFamilyNotice(t, parent);
    ava = await addFamilyChild(t, parent, { firstName: 'Ava', lastName: 'Marie Stonebridge' });
  });
  afterAll(async () => {
    outbox.close();
    await t.close();
  });

  it('follows a child as soon as it is added, confirmed by the sign-in: no confirmation message', async () => {
    expect(await emailUpdatesOf(parent, ava)).toBe(true);
    expect(await subscriptionsOf(ava)).toEqual([
      {
        sellerId: ava,
        campaignId: campaign.id,
        email: 'lucia@example.org',
        status: 'confirmed',
        locale: 'en',
        confirmedVia: 'family_sign_in',
        consentText: EN.familyConsent('Ava'),
      },
    ]);
    await run();
    expect((await rowsTo('lucia@example.org')).map((row) => row.kind)).toEqual(['family-sign-in']);
  });

  it('sends the seller updates to the parent, naming the child by first name only', async () => {
    await orderFor(parent, ava);
    await run();
    const [update, ...more] = await updatesTo('lucia@example.org');
    expect(more).toEqual([]);
    const news = EN.orderUpdate.newOrders(1, '$30.00');
    expect(update).toMatchObject({ kind: 'order-update', subject: EN.orderUpdate.subject('Ava', news) });
    expect(update!.textBody).toContain(EN.orderUpdate.lead('Ava', news));
    expect(update!.textBody).toContain(EN.footer.whyFamily('Ava', 'Fall Cookie Dough'));
    const stopUrl = /^<(.+)>$/.exec(headerOf(update!, 'List-Unsubscribe') ?? '')?.[1];
    expect(stopUrl).toMatch(/^https:\/\/portal\.example\.org\/e\/unsubscribe\//);
    expect(update!.textBody).toContain(stopUrl);
    expect(headerOf(update!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expectNoSurname([update!]);
  });

  it('turns a child’s updates off and on with the switch, without a confirmation', async () => {
    const off = await switchUpdates(parent, ava, false);
    expect(off.statusCode, off.payload).toBe(200);
    expect(off.json()).toEqual({ success: true, data: { enabled: false } });
    expect(await emailUpdatesOf(parent, ava)).toBe(false);
    expect((await subscriptionsOf(ava)).map((row) => row.status)).toEqual(['unsubscribed']);

    clock.advance(2 * HOUR_MS);
    await orderFor(parent, ava);
    expect(await orderEventCount(t)).toBe(0);
    await run();
    expect(await updatesTo('lucia@example.org')).toHaveLength(1);

    const on = await switchUpdates(parent, ava, true);
    expect(on.json()).toEqual({ success: true, data: { enabled: true } });
    expect(await emailUpdatesOf(parent, ava)).toBe(true);
    expect(await subscriptionsOf(ava)).toMatchObject([
      { status: 'confirmed', confirmedVia: 'family_sign_in' },
    ]);
    clock.advance(2 * HOUR_MS);
    await orderFor(parent, ava);
    await run();
    const updates = await updatesTo('lucia@example.org');
    expect(updates.map((row) => row.kind)).toEqual(['order-update', 'order-update']);
    // The order placed while the updates were off is in no message; the totals count it.
    expect(updates[1]!.subject).toBe(EN.orderUpdate.subject('Ava', EN.orderUpdate.newOrders(1, '$30.00')));
    expect(updates[1]!.textBody).toContain(EN.sellerTotal('Ava', 3, '$90.00'));
    expectNoSurname(updates);
  });

  it('a stop link turns the child’s switch off, in a campaign begun later too', async () => {
    const [, latest] = await updatesTo('lucia@example.org');
    const stopUrl = /^<(.+)>$/.exec(headerOf(latest!, 'List-Unsubscribe') ?? '')![1]!;
    const stop = await t.app.inject({
      method: 'POST',
      url: pathOf(stopUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    expect(await emailUpdatesOf(parent, ava)).toBe(false);

    const spring = await createCampaign(t, group.id, { name: 'Spring Plants' });
    expect(await emailUpdatesOf(parent, ava)).toBe(false);
    const rows = await subscriptionsOf(ava);
    expect(rows.map((row) => [row.campaignId, row.status])).toEqual([
      [campaign.id, 'unsubscribed'],
      [spring.id, 'unsubscribed'],
    ]);

    expect((await switchUpdates(parent, ava, true)).statusCode).toBe(200);
    expect((await subscriptionsOf(ava)).map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    await run();
    expect(await updatesTo('lucia@example.org')).toHaveLength(2);
  });

  it('writes to a Spanish-speaking parent in Spanish', async () => {
    const marta = await familySignIn(t, group, 'marta@example.org', 'es');
    await agreeToFamilyNotice(t, marta);
    const leo = await addFamilyChild(t, marta, { firstName: 'Leo', lastName: 'Quintanilla' });
    expect(await emailUpdatesOf(marta, leo)).toBe(true);
    expect(await subscriptionsOf(leo)).toMatchObject([
      { locale: 'es', confirmedVia: 'family_sign_in', consentText: ES.familyConsent('Leo') },
      { locale: 'es', confirmedVia: 'family_sign_in', consentText: ES.familyConsent('Leo') },
    ]);
    await orderFor(marta, leo);
    await run();
    const updates = await updatesTo('marta@example.org');
    expect(updates.map((row) => row.kind)).toEqual(['order-update']);
    const news = ES.orderUpdate.newOrders(1, formatAmount(3000, 'es'));
    expect(updates[0]!.subject).toBe(ES.orderUpdate.subject('Leo', news));
    expect(updates[0]!.textBody).toContain(ES.footer.whyFamily('Leo', 'Fall Cookie Dough'));
    expect(headerOf(updates[0]!, 'Content-Language')).toBe('es');
    expectNoSurname(updates);
  });

  it('answers 404 for another family’s child, 409 before consent, 400 for a body without a switch', async () => {
    const stranger = await familySignIn(t, group, 'stranger@example.org');
    expectFailure(await switchUpdates(stranger, ava, false), 409, FAMILY_API_MESSAGES.consentRequired);
    await agreeToFamilyNotice(t, stranger);
    expectFailure(await switchUpdates(stranger, ava, false), 404, FAMILY_API_MESSAGES.childNotFound);
    expectFailure(await switchUpdates(stranger, 'not-an-id', false), 404, FAMILY_API_MESSAGES.childNotFound);
    expect((await switchUpdates(parent, ava, 'yes')).statusCode).toBe(400);
    expect(await emailUpdatesOf(parent, ava)).toBe(true);
  });

  it('sends nothing more about a child whose data an administrator erased, who leaves the family page', async () => {
    // A cart made before the erasure, paid after it.
    const cart = await cartFor(parent, ava);
    const admin = await registerAdmin(t);
    const erased = await call(t, {
      method: 'POST',
      url: `/api${PRIVACY_API_PATHS.sellerErasure(ava)}`,
      headers: bearer(admin.token),
    });
    expect(erased.statusCode, erased.payload).toBe(200);
    expect(await subscriptionsOf(ava)).toEqual([]);
    // The erased child leaves the family page, which could only show them by initials.
    expect((await familyPageOf(t, parent)).children.some((child) => child._id === ava)).toBe(false);
    expect(await subscriptionsOf(ava)).toEqual([]);
    const sent = (await updatesTo('lucia@example.org')).length;
    clock.advance(2 * HOUR_MS);
    await deliverOrder(cart);
    await run();
    expect(await updatesTo('lucia@example.org')).toHaveLength(sent);
  });
});
