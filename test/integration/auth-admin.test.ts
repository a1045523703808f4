import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/server/db/schema.js';
import { STAFF_TOKEN_TTL_S } from '../../src/shared/constants.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  call,
  claimsOf,
  expectFailure,
  loginStaff,
  staffTokenStatus,
  type AdminSession,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const REGISTER = '/api/auth/admin/register';
const STATUS = '/api/auth/admin/status';

async function adminExists(t: TestApp): Promise<boolean> {
  const res = await call(t, { method: 'GET', url: STATUS });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ success: true; data: { adminExists: boolean } }>();
  expect(body).toEqual({
    success: true,
    data: { adminExists: expect.any(Boolean), setupCodeRequired: false },
  });
  return body.data.adminExists;
}

describe('first administrator, register and login', () => {
  let t: TestApp;
  let admin: AdminSession;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports that no administrator exists on a fresh database', async () => {
    expect(await adminExists(t)).toBe(false);
  });

  it('answers a login while no administrator exists with 404 and a message containing "Invalid credentials"', async () => {
    const res = await loginStaff(t, 'admin', 'nobody@example.org', 'whatever-password');
    expectFailure(res, 404, STAFF_ACCOUNT_MESSAGES.noAdminYet);
    expect(res.json<{ message: string }>().message).toContain('Invalid credentials');
  });

  it('refuses a registration whose password is shorter than 8 characters, and creates nothing', async () => {
    const res = await call(t, {
      method: 'POST',
      url: REGISTER,
      payload: { name: 'Alex Admin', email: 'admin@example.org', password: 'seven77' },
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort, [
      { field: 'password', message: STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort },
    ]);
    expect(await adminExists(t)).toBe(false);
  });

  it('refuses a registration with an invalid e-mail or a blank name', async () => {
    const badEmail = await call(t, {
      method: 'POST',
      url: REGISTER,
      payload: { name: 'Alex Admin', email: 'not-an-email', password: 'long-enough-1' },
    });
    expectFailure(badEmail, 400, LOGIN_MESSAGES.invalidEmail, [
      { field: 'email', message: LOGIN_MESSAGES.invalidEmail },
    ]);

    const blankName = await call(t, {
      method: 'POST',
      url: REGISTER,
      payload: { name: '   ', email: 'admin@example.org', password: 'long-enough-1' },
    });
    expectFailure(blankName, 400, 'Name is required', [{ field: 'name', message: 'Name is required' }]);
    expect(await adminExists(t)).toBe(false);
  });

  it('registers the first administrator: 201 with token and user, e-mail normalised, name trimmed', async () => {
    const res = await call(t, {
      method: 'POST',
      url: REGISTER,
      payload: { name: '  Alex Admin  ', email: '  First.Admin@Example.ORG ', password: 'exactly8' },
    });
    expect(res.statusCode, res.payload).toBe(201);
    const body = res.json<{ success: true; token: string; user: AdminSession['user'] }>();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        id: expect.any(String),
        _id: body.user.id,
        name: 'Alex Admin',
        email: 'first.admin@example.org',
      },
    });
    admin = { token: body.token, user: body.user, email: 'first.admin@example.org', password: 'exactly8' };

    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'admin', ver: 1 });
    expect(claims.exp! - claims.iat!).toBe(STAFF_TOKEN_TTL_S);
    expect(await staffTokenStatus(t, 'admin', body.token)).toBe(400);
  });

  it('reports that an administrator now exists', async () => {
    expect(await adminExists(t)).toBe(true);
  });

  it('refuses any further registration with 403 "Admin account already exists"', async () => {
    for (const email of ['second.admin@example.org', 'first.admin@example.org', 'FIRST.ADMIN@example.org']) {
      const res = await call(t, {
        method: 'POST',
        url: REGISTER,
        payload: { name: 'Someone Else', email, password: 'another-password' },
      });
      expectFailure(res, 403, STAFF_ACCOUNT_MESSAGES.adminAlreadyExists);
    }
    const rows = await t.app.ctx.db.select().from(admins);
    expect(rows.map((row) => row.email)).toEqual(['first.admin@example.org']);
  });

  it('logs the administrator in: 200 with a working token and the same user', async () => {
    const res = await loginStaff(t, 'admin', admin.email, admin.password);
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<{ success: true; token: string; user: AdminSession['user'] }>();
    expect(body).toEqual({ success: true, token: expect.any(String), user: admin.user });
    expect(claimsOf(body.token)).toMatchObject({ sub: admin.user.id, role: 'admin', ver: 1 });
    expect(await staffTokenStatus(t, 'admin', body.token)).toBe(400);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const res = await loginStaff(t, 'admin', '  FIRST.admin@EXAMPLE.org ', admin.password);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<{ user: AdminSession['user'] }>().user).toEqual(admin.user);
  });

  it('answers a wrong password with 401 "Invalid credentials"', async () => {
    expectFailure(
      await loginStaff(t, 'admin', admin.email, 'wrong-password'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('treats the password as case-sensitive and untrimmed', async () => {
    expectFailure(
      await loginStaff(t, 'admin', admin.email, 'EXACTLY8'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expectFailure(
      await loginStaff(t, 'admin', admin.email, ` ${admin.password} `),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('answers an unknown e-mail with the same 401 once an administrator exists (no 404, no account probing)', async () => {
    expectFailure(
      await loginStaff(t, 'admin', 'nobody@example.org', admin.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('does not accept administrator credentials on the coordinator login', async () => {
    expectFailure(
      await loginStaff(t, 'coordinator', admin.email, admin.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('sends security headers on success and failure replies alike', async () => {
    const ok = await loginStaff(t, 'admin', admin.email, admin.password);
    const refused = await loginStaff(t, 'admin', admin.email, 'wrong-password');
    for (const res of [ok, refused]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    }
  });
});

describe('concurrent first-admin registrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly one of 10 concurrent registrations win; the other nine get 403', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `racer${i}@example.org`);
    const replies = await Promise.all(
      emails.map((email, i) =>
        call(t, {
          method: 'POST',
          url: REGISTER,
          payload: { name: `Racer ${i}`, email, password: `racer-password-${i}` },
        }),
      ),
    );

    const winners = replies.filter((res) => res.statusCode === 201);
    const losers = replies.filter((res) => res.statusCode !== 201);
    expect(replies.map((res) => res.statusCode).sort(), replies.map((res) => res.payload).join('\n')).toEqual(
      [201, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    );
    for (const res of losers) expectFailure(res, 403, STAFF_ACCOUNT_MESSAGES.adminAlreadyExists);

    const winner = winners[0]!.json<{ token: string; user: AdminSession['user'] }>();
    const rows = await t.app.ctx.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(winner.user.id);
    expect(rows[0]!.email).toBe(winner.user.email);

    const index = emails.indexOf(winner.user.email);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(await staffTokenStatus(t, 'admin', winner.token)).toBe(400);
    const login = await loginStaff(t, 'admin', winner.user.email, `racer-password-${index}`);
    expect(login.statusCode, login.payload).toBe(200);
    expect(await adminExists(t)).toBe(true);
  });
});
