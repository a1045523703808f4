import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { STORE_API_ROUTES } from '../../src/shared/api/store.js';
import { GROUP_CODE_MAX_LENGTH } from '../../src/shared/constants.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { API_ERROR_MESSAGES_ES } from '../../src/shared/texts/api-errors.es.js';
import { SELLER_LOGIN_FIELD_LABELS, FIELD_MESSAGES } from '../../src/shared/texts/fields.js';
import { SELLER_LOGIN_FIELD_LABELS_ES, FIELD_MESSAGES_ES } from '../../src/shared/texts/fields.es.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import { LOGIN_REFUSALS } from '../../src/shared/texts/login-refusals.js';
import { LOGIN_REFUSALS_ES } from '../../src/shared/texts/login-refusals.es.js';
import { LOGIN_MESSAGES_ES } from '../../src/shared/texts/login.es.js';
import { SHARE_LINK_PUBLIC_MESSAGES } from '../../src/shared/texts/share-page.js';
import { SHARE_LINK_PUBLIC_MESSAGES_ES } from '../../src/shared/texts/share-page.es.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import { STORE_API_MESSAGES_ES } from '../../src/shared/texts/store.es.js';
import { ADDRESS_LIMITS } from '../../src/server/auth/login-rate-limit.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  handOffBody,
  loginSeller,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The three ways a request can state its languages: none (English), Spanish from Mexico, French then English. */
const LANGUAGES = [
  { name: 'no Accept-Language', headers: {}, spanish: false },
  {
    name: 'Accept-Language: es-MX',
    headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    spanish: true,
  },
  { name: 'Accept-Language: fr, en', headers: { 'accept-language': 'fr, en;q=0.8' }, spanish: false },
] as const;

const SHOP_URL = `${API_BASE}${STORE_API_ROUTES.createShopUrl}`;
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('server messages of the family screens, in English and in Spanish', () => {
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let seller: SellerSession;
  let pastGroup: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://portal.example.org' },
      now: () => new Date('2026-03-10T12:00:00Z'),
    });
    group = await createGroup(t);
    campaign = await createCampaign(t, group.id);
    const login = await loginSeller(t, {
      name: 'Ava Sterling',
      email: 'ava@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    seller = login.json<SellerSession>();
    pastGroup = await createGroup(t);
    await createCampaign(t, pastGroup.id, { startDate: '2025-01-01', endDate: '2025-02-01' });
  });
  afterAll(async () => {
    await t.close();
  });

  const sellerLogin = (
    headers: Record<string, string>,
    payload: Record<string, string>,
    remoteAddress = randomAddress(),
  ) => call(t, { method: 'POST', url: '/api/auth/user', headers, payload, remoteAddress });

  describe.each(LANGUAGES)('with $name', ({ headers, spanish }) => {
    it('says a wrong group code', async () => {
      const res = await sellerLogin(headers, { name: 'Ava', email: 'ava@example.org', groupCode: 'NOPE42' });
      expectFailure(res, 404, spanish ? LOGIN_REFUSALS_ES.invalidGroupCode : LOGIN_REFUSALS.invalidGroupCode);
    });

    it('says the group has no current campaign', async () => {
      const res = await sellerLogin(headers, {
        name: 'Ava',
        email: 'ava@example.org',
        groupCode: pastGroup.code,
      });
      expectFailure(
        res,
        400,
        spanish ? LOGIN_MESSAGES_ES.noCurrentCampaign : LOGIN_MESSAGES.noCurrentCampaign,
      );
    });

    it('says what is wrong with the login form, field by field', async () => {
      const res = await sellerLogin(headers, {
        name: '',
        email: 'not-an-address',
        groupCode: 'X'.repeat(GROUP_CODE_MAX_LENGTH + 1),
      });
      const [FIELDS, LABELS, LOGIN] = spanish
        ? [FIELD_MESSAGES_ES, SELLER_LOGIN_FIELD_LABELS_ES, LOGIN_MESSAGES_ES]
        : [FIELD_MESSAGES, SELLER_LOGIN_FIELD_LABELS, LOGIN_MESSAGES];
      const required = FIELDS.required(LABELS.sellerName);
      expectFailure(res, 400, required, [
        { field: 'name', message: required },
        { field: 'email', message: LOGIN.invalidEmail },
        { field: 'groupCode', message: FIELDS.tooLong(LABELS.groupCode, GROUP_CODE_MAX_LENGTH) },
      ]);
    });

    it('says when to try again after too many failed logins', async () => {
      const address = randomAddress();
      const wrong = { name: 'Ava', email: 'ava@example.org', groupCode: 'NOPE42' };
      for (let i = 0; i < ADDRESS_LIMITS.seller.maxFailures; i += 1) {
        expect((await sellerLogin({}, wrong, address)).statusCode).toBe(404);
      }
      const res = await sellerLogin(headers, wrong, address);
      expect(res.headers['retry-after']).toBe('900');
      expectFailure(
        res,
        429,
        spanish
          ? 'Demasiados intentos. Inténtalo de nuevo en 15 minutos.'
          : 'Too many attempts. Please try again in 15 minutes.',
      );
    });

    it('says why a hand-off is refused', async () => {
      const res = await call(t, {
        method: 'POST',
        url: SHOP_URL,
        headers: { ...headers, ...bearer(seller.token) },
        payload: handOffBody(seller, group, campaign, { group_code: 'OTHER22' }),
      });
      expectFailure(res, 403, spanish ? STORE_API_MESSAGES_ES.wrongGroup : STORE_API_MESSAGES.wrongGroup);
    });

    it('says a share link is not valid', async () => {
      const res = await call(t, {
        method: 'GET',
        url: '/api/share/bcdfghjkmnpqrstv',
        headers,
        remoteAddress: randomAddress(),
      });
      expectFailure(
        res,
        404,
        spanish ? SHARE_LINK_PUBLIC_MESSAGES_ES.notFound : SHARE_LINK_PUBLIC_MESSAGES.notFound,
      );
    });

    it('says a session is missing and a body is not JSON', async () => {
      const missing = await call(t, {
        method: 'POST',
        url: SHOP_URL,
        headers,
        payload: handOffBody(seller, group, campaign),
      });
      const messages = spanish ? API_ERROR_MESSAGES_ES : API_ERROR_MESSAGES;
      expectFailure(missing, 401, messages.authenticationRequired);
      const broken = await call(t, {
        method: 'POST',
        url: '/api/auth/user',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name": ',
        remoteAddress: randomAddress(),
      });
      expectFailure(broken, 400, messages.invalidJson);
    });
  });

  it('keeps the staff screens in English whatever the browser prefers', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/admin/stats',
      headers: { 'accept-language': 'es-MX' },
    });
    expectFailure(res, 401, API_ERROR_MESSAGES.authenticationRequired);
  });

  it('says in general terms, not half in English, a check no family screen makes', async () => {
    const res = await call(t, {
      method: 'POST',
      url: SHOP_URL,
      headers: { 'accept-language': 'es', ...bearer(seller.token) },
      payload: { ...handOffBody(seller, group, campaign), noteAttributes: {} },
    });
    const body = res.json<{ message: string; errors: { message: string }[] }>();
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(API_ERROR_MESSAGES_ES.invalidRequest);
    expect(new Set(body.errors.map((error) => error.message))).toEqual(
      new Set([API_ERROR_MESSAGES_ES.invalidRequest]),
    );
  });
});
