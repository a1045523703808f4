import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { mailLinkToken } from '../../src/server/mail/mail-link-token.js';
import { donationReceiptToken } from '../../src/server/orders/donation-receipt-token.js';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';
import { MAIL_API_PATHS } from '../../src/shared/api/mail-paths.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { MAIL_UPDATE_TEXTS as EN } from '../../src/shared/texts/mail-updates.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
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
import { textOf } from '../support/html-text.js';
import {
  articleText,
  confirmationUrl,
  pathOf,
  storeOrderFor,
  subscribeOk,
  type Seat,
} from '../support/mail-fixtures.js';
import { sellerOf } from '../support/money-fixtures.js';
import { deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The other spellings of an encoded signature that decode to the same bytes: its last character with other values
 * in the low bits the bytes do not use (the padding kept as it is).
 */
function otherLastCharacters(text: string, alphabet: string): string[] {
  const data = text.replace(/=+$/, '');
  const padding = text.slice(data.length);
  const signature = data.slice(data.lastIndexOf('.') + 1);
  const unusedBits = (signature.length * 6) % 8;
  const last = data.at(-1)!;
  const high = alphabet.indexOf(last) & ~((1 << unusedBits) - 1);
  return Array.from({ length: 1 << unusedBits }, (_, low) => alphabet[high | low]!)
    .filter((character) => character !== last)
    .map((character) => `${data.slice(0, -1)}${character}${padding}`);
}

describe('signed tokens open under their one spelling only', () => {
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let seat: Seat;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.org' } });
    group = await createGroup(t, { name: 'Maple Grove PTA' });
    campaign = await createCampaign(t, group.id, { name: 'Spring Fundraiser', donationsEnabled: true });
    seat = { seller: await sellerOf(t, group, 'Ava Stone'), group, campaign };
  });
  afterAll(async () => {
    await t.close();
  });

  it('a donation receipt: the other spellings of its last character are the 404 page', async () => {
    await storeOrderFor(t, seat, new Date(), { donationCents: 2500 });
    const [order] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`select id from orders where donation_cents > 0`,
    );
    const token = donationReceiptToken(t.config.jwtSecret, order!.id);
    const others = otherLastCharacters(token, BASE64URL);
    expect(others).toHaveLength(15);
    for (const other of others) {
      const res = await t.app.inject({ method: 'GET', url: `/r/${other}?lang=en` });
      expect(res.statusCode, other).toBe(404);
      expect(textOf(res.payload), other).toContain('We can’t find this receipt');
    }
    const genuine = await t.app.inject({ method: 'GET', url: `/r/${token}?lang=en` });
    expect(genuine.statusCode).toBe(200);
    expect(textOf(genuine.payload)).toContain('$25.00');
  });

  it('an e-mail link: another spelling confirms nothing and stops nothing', async () => {
    const email = 'stone.family@example.org';
    await subscribeOk(t, seat.seller, campaign.id, { email });
    const path = pathOf(await confirmationUrl(t, email));
    const token = path.slice('/e/confirm/'.length, path.indexOf('?'));
    const others = otherLastCharacters(token, BASE64URL);
    expect(others).toHaveLength(15);
    for (const other of others) {
      // From an address of its own: each miss counts toward the address's limit of misses.
      const res = await t.app.inject({
        method: 'POST',
        url: `/e/confirm/${other}?lang=en`,
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode, other).toBe(404);
      expect(articleText(res.payload)).toBe(`${EN.pages.confirm.title} ${EN.pages.confirm.invalid}`);
    }
    const [subscription] = await queryRows<{ id: string; status: string }>(
      t.app.ctx.db,
      sql`select id, status from mail_subscriptions where email = ${email}`,
    );
    expect(subscription!.status).toBe('pending');
    const stop = mailLinkToken(t.config.jwtSecret, 'unsubscribe', subscription!.id);
    for (const other of otherLastCharacters(stop, BASE64URL)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/e/unsubscribe/${other}`,
        remoteAddress: '198.51.100.2',
      });
      expect(res.statusCode, other).toBe(404);
      expect(articleText(res.payload)).toBe(`${EN.pages.unsubscribe.title} ${EN.pages.unsubscribe.invalid}`);
    }
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });

  it('a session token: another spelling of its signature, or padding, is 401 SESSION_EXPIRED', async () => {
    const { token } = await registerAdmin(t);
    const settings = (bearerToken: string) =>
      call(t, {
        method: 'GET',
        url: `/api${MAIL_API_PATHS.staffMailSettings()}`,
        headers: bearer(bearerToken),
      });
    const others = [...otherLastCharacters(token, BASE64URL), `${token}=`];
    expect(others).toHaveLength(4);
    for (const other of others) {
      expectFailure(
        await settings(other),
        401,
        API_ERROR_MESSAGES.sessionExpired,
        undefined,
        'SESSION_EXPIRED',
      );
    }
    expect((await settings(token)).statusCode).toBe(200);
    // Still refused once the genuine token is remembered as checked.
    expectFailure(
      await settings(others[0]!),
      401,
      API_ERROR_MESSAGES.sessionExpired,
      undefined,
      'SESSION_EXPIRED',
    );
  });

  it('a store webhook: the signature without its padding or with other unused bits is 401', async () => {
    const order = storeOrder();
    const signature = signWebhookBody(t.config.shopify.webhookSecret, JSON.stringify(order));
    const others = [...otherLastCharacters(signature, BASE64), signature.replace(/=+$/, '')];
    expect(others).toHaveLength(4);
    for (const other of others) {
      expectFailure(
        await deliverWebhook(t.app, order, { signature: other }),
        401,
        ORDER_API_MESSAGES.webhookSignatureInvalid,
        undefined,
        'WEBHOOK_SIGNATURE_INVALID',
      );
    }
    expect((await deliverWebhook(t.app, order, { signature })).statusCode).toBe(200);
  });
});
