import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/server/db/schema.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import { LOGIN_REFUSALS } from '../../src/shared/texts/login-refusals.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every request here comes from its own client address, so that the login rate limits (per address and
 * account) never decide an answer in this file: rate-limit.test.ts covers them.
 */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

interface Endpoint {
  label: string;
  method: 'POST' | 'PUT';
  url: string;
  /** Fields in schema order with the label the messages use. */
  fields: [name: string, label: string][];
  valid: Record<string, string>;
  /** One field made 10,000 characters long, and the message that answers it. */
  tooLong: { field: string; message: string };
  needsAdminToken?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    label: 'admin login',
    method: 'POST',
    url: '/api/auth/admin',
    fields: [
      ['email', 'Email address'],
      ['password', 'Password'],
    ],
    valid: { email: 'someone@example.org', password: 'some-password' },
    tooLong: { field: 'email', message: 'Email address must be at most 254 characters' },
  },
  {
    label: 'coordinator login',
    method: 'POST',
    url: '/api/auth/coordinator',
    fields: [
      ['email', 'Email address'],
      ['password', 'Password'],
    ],
    valid: { email: 'someone@example.org', password: 'some-password' },
    tooLong: { field: 'password', message: 'Password must be at most 256 characters' },
  },
  {
    label: 'seller login',
    method: 'POST',
    url: '/api/auth/user',
    fields: [
      ['name', 'Seller name'],
      ['email', 'Email address'],
      ['groupCode', 'Group code'],
    ],
    valid: { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'HOSTILE1' },
    tooLong: { field: 'groupCode', message: 'Group code must be at most 32 characters' },
  },
  {
    label: 'admin register',
    method: 'POST',
    url: '/api/auth/admin/register',
    fields: [
      ['name', 'Name'],
      ['email', 'Email address'],
      ['password', 'Password'],
    ],
    valid: { name: 'Alex Admin', email: 'second@example.org', password: 'long-enough-1' },
    tooLong: { field: 'name', message: 'Name must be at most 100 characters' },
  },
  {
    label: 'admin change-password',
    method: 'PUT',
    url: '/api/admin/change-password',
    fields: [
      ['currentPassword', 'Current password'],
      ['newPassword', 'New password'],
    ],
    valid: { currentPassword: 'wrong-current', newPassword: 'long-enough-new' },
    tooLong: { field: 'currentPassword', message: 'Current password must be at most 256 characters' },
    needsAdminToken: true,
  },
];

const JSON_TYPE = { 'content-type': 'application/json' };

describe('hostile request bodies', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    const group = await createGroup(t, { code: 'HOSTILE1' });
    await createCampaign(t, group.id);
  });
  afterAll(async () => {
    await t.close();
  });

  function send(endpoint: Endpoint, options: Pick<InjectOptions, 'payload' | 'headers'>): Promise<Reply> {
    return call(t, {
      method: endpoint.method,
      url: endpoint.url,
      remoteAddress: nextAddress(),
      payload: options.payload,
      headers: { ...options.headers, ...(endpoint.needsAdminToken ? bearer(adminToken) : {}) },
    });
  }

  function expectWholeBodyRefused(res: Reply) {
    const body = failure(res, 400);
    expect(body).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: API_ERROR_MESSAGES.invalidRequest,
      errors: [{ field: 'body', code: expect.any(String), message: expect.any(String) }],
    });
  }

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.url} (${endpoint.label})`, () => {
      it('missing fields: 400 with one "is required" error per field, the first as message', async () => {
        const errors = endpoint.fields.map(([field, label]) => ({
          field,
          code: 'FIELD_REQUIRED' as const,
          message: `${label} is required`,
        }));
        expectFailure(await send(endpoint, { payload: {} }), 400, errors[0]!.message, errors);
      });

      it('NoSQL-style operator objects instead of strings: 400 "must be text" per field', async () => {
        const payload = Object.fromEntries(
          endpoint.fields.map(([field], i) => [field, i % 2 ? { $ne: null } : { $gt: '' }]),
        );
        const errors = endpoint.fields.map(([field, label]) => ({
          field,
          code: 'FIELD_NOT_TEXT' as const,
          message: `${label} must be text`,
        }));
        expectFailure(await send(endpoint, { payload }), 400, errors[0]!.message, errors);
      });

      it('numbers and booleans instead of strings: 400 "must be text" per field', async () => {
        const odd = [42, true, 0, false];
        const payload = Object.fromEntries(endpoint.fields.map(([field], i) => [field, odd[i % odd.length]]));
        const errors = endpoint.fields.map(([field, label]) => ({
          field,
          code: 'FIELD_NOT_TEXT' as const,
          message: `${label} must be text`,
        }));
        expectFailure(await send(endpoint, { payload }), 400, errors[0]!.message, errors);
      });

      it('arrays instead of strings: 400, and each field\'s first error says "must be text"', async () => {
        const payload = Object.fromEntries(endpoint.fields.map(([field]) => [field, ['a', 'b']]));
        const body = failure(await send(endpoint, { payload }), 400);
        const [firstField, firstLabel] = endpoint.fields[0]!;
        expect(body.message).toBe(`${firstLabel} must be text`);
        for (const [field, label] of endpoint.fields) {
          expect(body.errors?.find((e) => e.field === field)?.message, field).toBe(`${label} must be text`);
        }
        expect(body.errors?.[0]?.field).toBe(firstField);
      });

      it('a JSON array, null, a string or a number as the whole body: 400 on the body', async () => {
        for (const payload of ['[]', JSON.stringify([endpoint.valid]), 'null', '"hello"', '42', 'true']) {
          expectWholeBodyRefused(await send(endpoint, { payload, headers: JSON_TYPE }));
        }
      });

      it('no body at all: 400 on the body', async () => {
        expectWholeBodyRefused(await send(endpoint, {}));
      });

      it('invalid JSON text or an empty JSON body: 400 "The request body is not valid JSON"', async () => {
        for (const payload of [
          '{"email":',
          "{'email': 'a@b.co'}",
          '{"a":1}}',
          '',
          '   ',
          'undefined',
          'NaN',
        ]) {
          const res = await send(endpoint, { payload, headers: JSON_TYPE });
          expect(failure(res, 400).message, JSON.stringify(payload)).toBe(API_ERROR_MESSAGES.invalidJson);
        }
      });

      it('prototype-poisoning keys: 400, and nothing leaks into Object.prototype', async () => {
        const valid = JSON.stringify(endpoint.valid).slice(1, -1);
        for (const payload of [
          `{"__proto__":{"polluted":"yes","role":"admin"},${valid}}`,
          `{"constructor":{"prototype":{"polluted":"yes"}},${valid}}`,
        ]) {
          const res = await send(endpoint, { payload, headers: JSON_TYPE });
          expect(failure(res, 400).message).toBe(API_ERROR_MESSAGES.invalidJson);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });

      it(`a 10,000-character ${endpoint.tooLong.field}: 400 with the field's maximum`, async () => {
        const payload = { ...endpoint.valid, [endpoint.tooLong.field]: 'a'.repeat(10_000) };
        expectFailure(await send(endpoint, { payload }), 400, endpoint.tooLong.message, [
          { field: endpoint.tooLong.field, message: endpoint.tooLong.message },
        ]);
      });

      it('a form-encoded or multipart body: 415 asking for JSON', async () => {
        const form = new URLSearchParams(endpoint.valid).toString();
        expectFailure(
          await send(endpoint, {
            payload: form,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
          415,
          API_ERROR_MESSAGES.unsupportedMediaType,
        );
        const boundary = 'xxBOUNDARYxx';
        const multipart = Object.entries(endpoint.valid)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('')
          .concat(`--${boundary}--\r\n`);
        expectFailure(
          await send(endpoint, {
            payload: multipart,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          }),
          415,
          API_ERROR_MESSAGES.unsupportedMediaType,
        );
      });

      it('a text/plain body holding JSON is refused with 415', async () => {
        const res = await send(endpoint, {
          payload: JSON.stringify(endpoint.valid),
          headers: { 'content-type': 'text/plain' },
        });
        expectFailure(res, 415, API_ERROR_MESSAGES.unsupportedMediaType);
      });

      it('a body over 1 MB: 413 "The request body is too large (1 MB at most)"', async () => {
        const payload = JSON.stringify({ ...endpoint.valid, padding: 'x'.repeat(1024 * 1024) });
        expectFailure(
          await send(endpoint, { payload, headers: JSON_TYPE }),
          413,
          API_ERROR_MESSAGES.payloadTooLarge(1),
        );
      });

      it('a body just under 1 MB with an over-long field: 400 on the field, not 413', async () => {
        const field = endpoint.fields[0]![0];
        const payload = JSON.stringify({ ...endpoint.valid, [field]: 'b'.repeat(1000 * 1000) });
        const res = await send(endpoint, { payload, headers: JSON_TYPE });
        const body = failure(res, 400);
        expect(body.errors?.map((e) => e.field)).toEqual([field]);
      });

      it('deeply nested JSON: 400, the server keeps answering', async () => {
        const depth = 100_000;
        const nestedArray = '['.repeat(depth) + ']'.repeat(depth);
        expectWholeBodyRefused(await send(endpoint, { payload: nestedArray, headers: JSON_TYPE }));
        const field = endpoint.fields[0]![0];
        const nestedObject = `{"${field}":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
        expect(
          failure(await send(endpoint, { payload: nestedObject, headers: JSON_TYPE }), 400).errors,
        ).toBeDefined();
        const health = await call(t, { method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      });
    });
  }

  describe('strings a database might choke on', () => {
    const sellerLogin = ENDPOINTS.find((e) => e.label === 'seller login')!;
    const adminLogin = ENDPOINTS.find((e) => e.label === 'admin login')!;

    it('SQL-looking text in the group code finds no group (404), never a 500 or a match', async () => {
      for (const groupCode of ["' OR '1'='1", 'HOSTILE1; --', "HOSTILE1' --", '%', '_OSTILE1', '\\']) {
        const res = await send(sellerLogin, { payload: { ...sellerLogin.valid, groupCode } });
        expectFailure(res, 404, LOGIN_REFUSALS.invalidGroupCode);
      }
    });

    it('SQL-looking text in a password is just a wrong password (401)', async () => {
      for (const password of ["' OR '1'='1", "x' OR 1=1 --", '"; drop table admins; --']) {
        const res = await send(adminLogin, { payload: { email: 'admin@example.org', password } });
        expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
      }
      expect(await t.app.ctx.db.select().from(admins)).toHaveLength(1);
    });

    it('an e-mail that is only SQL or script is refused as invalid (400)', async () => {
      for (const email of ["admin@example.org' --", '<script>alert(1)</script>', "' OR 1=1 --"]) {
        const res = await send(adminLogin, { payload: { email, password: 'whatever' } });
        expectFailure(res, 400, LOGIN_MESSAGES.invalidEmail, [
          { field: 'email', message: LOGIN_MESSAGES.invalidEmail },
        ]);
      }
    });

    it('a NUL character in a login password is a wrong password (401), never a 500', async () => {
      const res = await send(adminLogin, {
        payload: { email: 'admin@example.org', password: 'pass\u0000word' },
      });
      expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
    });

    it('a NUL character in an e-mail is refused (400) on the e-mail field', async () => {
      const res = await send(sellerLogin, {
        payload: { ...sellerLogin.valid, email: 'sam\u0000@example.org' },
      });
      const message = 'Email address contains a character that is not allowed';
      expectFailure(res, 400, message, [{ field: 'email', message }]);
    });

    // PostgreSQL text cannot hold U+0000; input must be refused before it reaches the database.
    it('a NUL character in the seller name: 400 on the name, never a 500', async () => {
      const res = await send(sellerLogin, { payload: { ...sellerLogin.valid, name: 'Sam\u0000Seller' } });
      const body = failure(res, 400);
      expect(body.errors?.map((e) => e.field)).toEqual(['name']);
    });

    it('a NUL character in the group code: 400 on the group code (or 404), never a 500', async () => {
      const res = await send(sellerLogin, { payload: { ...sellerLogin.valid, groupCode: 'HOSTILE1\u0000' } });
      expect([400, 404], res.payload).toContain(res.statusCode);
      expect(res.json<{ success: boolean }>().success).toBe(false);
    });

    it('names in any script and emoji are kept exactly', async () => {
      for (const name of ['Zoë Ñúñez', 'محمد', '李小龙', '🍪 Cookie Kid 🍪', 'O\'Brien "Danny" <b>']) {
        const res = await send(sellerLogin, { payload: { ...sellerLogin.valid, name } });
        expect(res.statusCode, res.payload).toBe(200);
        expect(res.json<{ user: { name: string } }>().user.name).toBe(name);
      }
    });
  });
});

describe('hostile input on the first-admin registration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // PostgreSQL text cannot hold U+0000; the name must be refused before it reaches the database.
  it('a NUL character in the name: 400 on the name, never a 500, and no admin is created', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { name: 'Alex\u0000Admin', email: 'alex@example.org', password: 'long-enough-1' },
    });
    const body = failure(res, 400);
    expect(body.errors?.map((e) => e.field)).toEqual(['name']);
    expect(await t.app.ctx.db.select().from(admins)).toHaveLength(0);
  });

  it('extra fields such as a role are ignored: the registered account is an ordinary first admin', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: {
        name: 'Alex Admin',
        email: 'alex@example.org',
        password: 'long-enough-1',
        role: 'superuser',
        id: '00000000-0000-0000-0000-000000000000',
        passwordHash: 'x',
        selfRegistered: false,
        tokenVersion: 99,
      },
    });
    expect(res.statusCode, res.payload).toBe(201);
    const rows = await t.app.ctx.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'alex@example.org', selfRegistered: true, tokenVersion: 1 });
    expect(rows[0]!.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
