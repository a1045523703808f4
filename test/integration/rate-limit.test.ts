import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  call,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  loginCustomer,
  loginStaff,
  registerAdmin,
  type AdminSession,
  type CoordinatorFixture,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const STAFF_MAX = 10;
const CUSTOMER_MAX = 30;
const FIFTEEN_MINUTES_S = 15 * 60;

function expectTooMany(res: Reply, window: string, windowSeconds: number) {
  expectFailure(res, 429, API_ERROR_MESSAGES.tooManyRequests(window));
  expect(res.json<{ message: string }>().message.startsWith('Too many attempts. Please try again in')).toBe(
    true,
  );
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login rate limits (per client address and account)', () => {
  let t: TestApp;
  let admin: AdminSession;
  let coordinator: CoordinatorFixture;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t, { email: 'admin@example.org', password: 'admin-password-1' });
    const group = await createGroup(t, { code: 'LIMIT1' });
    await createCampaign(t, group.id);
    coordinator = await createCoordinator(t, group.id, {
      email: 'coord@example.org',
      password: 'coord-secret',
    });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('admin login: 10 attempts for one e-mail are answered, the 11th gets 429 saying when to retry', async () => {
    for (let i = 1; i <= STAFF_MAX; i++) {
      const res = await loginStaff(t, 'admin', 'target@example.org', `guess-${i}`, '198.51.100.10');
      expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
    }
    const eleventh = await loginStaff(t, 'admin', 'target@example.org', 'guess-11', '198.51.100.10');
    expectTooMany(eleventh, '15 minutes', FIFTEEN_MINUTES_S);
  });

  it('counts the e-mail case-insensitively and trimmed, so changing its spelling does not reset the count', async () => {
    const res = await loginStaff(t, 'admin', '  TARGET@Example.org ', 'guess-12', '198.51.100.10');
    expectTooMany(res, '15 minutes', FIFTEEN_MINUTES_S);
  });

  it('ignores X-Forwarded-For: a client cannot pick its own address', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/admin',
      remoteAddress: '198.51.100.10',
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { email: 'target@example.org', password: 'guess-13' },
    });
    expectTooMany(res, '15 minutes', FIFTEEN_MINUTES_S);
  });

  it('still answers a different e-mail from the same address', async () => {
    const res = await loginStaff(t, 'admin', 'someone-else@example.org', 'guess', '198.51.100.10');
    expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('still answers the same e-mail from another address', async () => {
    const res = await loginStaff(t, 'admin', 'target@example.org', 'guess', '198.51.100.11');
    expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('keeps a separate count per login route: the coordinator login is not blocked by admin attempts', async () => {
    const res = await loginStaff(t, 'coordinator', 'target@example.org', 'guess', '198.51.100.10');
    expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('blocks even the right password once the limit is reached, until the window ends', async () => {
    const address = '198.51.100.20';
    for (let i = 1; i <= STAFF_MAX; i++) {
      expectFailure(
        await loginStaff(t, 'admin', admin.email, `wrong-${i}`, address),
        401,
        STAFF_ACCOUNT_MESSAGES.invalidCredentials,
      );
    }
    expectTooMany(
      await loginStaff(t, 'admin', admin.email, admin.password, address),
      '15 minutes',
      FIFTEEN_MINUTES_S,
    );

    // The rightful owner on another network is not locked out.
    expect((await loginStaff(t, 'admin', admin.email, admin.password, '198.51.100.21')).statusCode).toBe(200);

    // 14 minutes later the window is still closed; just after 15 minutes it opens again.
    const realNow = Date.now();
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(realNow + 14 * 60_000);
    const stillBlocked = await loginStaff(t, 'admin', admin.email, admin.password, address);
    expect(stillBlocked.statusCode, stillBlocked.payload).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.mockReturnValue(realNow + FIFTEEN_MINUTES_S * 1000 + 1_000);
    const reopened = await loginStaff(t, 'admin', admin.email, admin.password, address);
    expect(reopened.statusCode, reopened.payload).toBe(200);
  });

  it('coordinator login: the 11th attempt for one e-mail gets 429', async () => {
    const address = '198.51.100.30';
    for (let i = 1; i <= STAFF_MAX; i++) {
      const res = await loginStaff(t, 'coordinator', coordinator.email, `wrong-${i}`, address);
      expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
    }
    expectTooMany(
      await loginStaff(t, 'coordinator', coordinator.email, coordinator.password, address),
      '15 minutes',
      FIFTEEN_MINUTES_S,
    );
    expect((await loginStaff(t, 'coordinator', 'other@example.org', 'x', address)).statusCode).toBe(401);
  });

  it('admin registration: the 11th attempt for one e-mail gets 429', async () => {
    const address = '198.51.100.40';
    const attempt = () =>
      call(t, {
        method: 'POST',
        url: '/api/auth/admin/register',
        remoteAddress: address,
        payload: { name: 'Late Comer', email: 'late@example.org', password: 'long-enough-1' },
      });
    for (let i = 1; i <= STAFF_MAX; i++)
      expectFailure(await attempt(), 403, STAFF_ACCOUNT_MESSAGES.adminAlreadyExists);
    expectTooMany(await attempt(), '15 minutes', FIFTEEN_MINUTES_S);
  });

  it('customer login: 30 logins for one e-mail in 5 minutes are answered, the 31st gets 429', async () => {
    const address = '198.51.100.50';
    const body = { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'LIMIT1' };
    for (let i = 1; i <= CUSTOMER_MAX; i++) {
      const res = await loginCustomer(t, body, address);
      expect(res.statusCode, `login ${i}: ${res.payload}`).toBe(200);
    }
    expectTooMany(await loginCustomer(t, body, address), '5 minutes', 5 * 60);
    // Another seller on the same school network is not affected.
    const classmate = await loginCustomer(t, { ...body, email: 'classmate@example.org' }, address);
    expect(classmate.statusCode, classmate.payload).toBe(200);
  });
});
