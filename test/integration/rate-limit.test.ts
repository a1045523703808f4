import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_LIMITS,
  MAX_LOGINS_IN_PROGRESS,
} from '../../src/server/auth/login-rate-limit.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { LOGIN_REFUSALS } from '../../src/shared/texts/login-refusals.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  call,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  loginSeller,
  loginStaff,
  registerAdmin,
  type AdminSession,
  type CoordinatorFixture,
  type Reply,
} from '../support/fixtures.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SELLER_MAX = ADDRESS_LIMITS.seller.maxFailures;
const STAFF_MAX = ADDRESS_LIMITS.staff.maxFailures;
const WINDOW_S = 15 * 60;

function expectTooMany(res: Reply, retryAfterAtMost = WINDOW_S) {
  expect(res.statusCode, res.payload).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(retryAfterAtMost);
  const body = res.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
}

/** An address of its own for each test, so counters kept in Redis by an earlier run never interfere. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Another instance of the portal over the same test database, with its own settings and counters: what a
 * second server process would be (a fresh database per instance would make these tests far slower).
 */
async function instanceOf(t: TestApp, env: Record<string, string> = {}, now?: () => Date): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    SHOPIFY_WEBHOOK_SECRET: t.config.shopify.webhookSecret,
    ...env,
  });
  const database = Object.assign(Object.create(t.app.ctx.database) as typeof t.app.ctx.database, {
    close: async () => {},
  });
  const app = await buildApp({ config, database, now });
  await app.ready();
  return { app, config, close: () => app.close() };
}

const guess = (i: number) => ({ name: 'Guesser', email: `guess-${i}@example.org`, groupCode: `WRONG${i}` });

/** Seller-login guesses with fresh e-mails and wrong codes until the first 429; returns the answers. */
async function guessGroupCodes(t: TestApp, address: string, attempts = 200): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await loginSeller(t, guess(i), address);
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expectTooMany(res);
      break;
    }
    expectFailure(res, 404, LOGIN_REFUSALS.invalidGroupCode);
  }
  return statuses;
}

let base: TestApp;
let admin: AdminSession;
let coordinator: CoordinatorFixture;
let groupCode: string;

beforeAll(async () => {
  base = await createTestApp();
  admin = await registerAdmin(base, { email: 'admin@example.org', password: 'admin-password-1' });
  const group = await createGroup(base, { code: 'LIMIT1' });
  groupCode = group.code;
  await createCampaign(base, group.id);
  coordinator = await createCoordinator(base, group.id, {
    email: 'coord@example.org',
    password: 'coord-secret',
  });
});
afterAll(async () => {
  await base?.close();
});

describe('login limits per client address', () => {
  let t: TestApp;
  beforeAll(() => {
    t = base;
  });

  it('200 seller-login guesses from one address (fresh e-mails, wrong codes) hit 429; another address is answered', async () => {
    const statuses = await guessGroupCodes(t, '198.51.100.10');
    expect(statuses).toHaveLength(SELLER_MAX + 1);
    expect(statuses.at(-1)).toBe(429);
    // Every further guess from that address is refused too, with a right code as well.
    expectTooMany(await loginSeller(t, guess(500), '198.51.100.10'));
    expectTooMany(
      await loginSeller(t, { name: 'Sam', email: 'sam@example.org', groupCode }, '198.51.100.10'),
    );

    expectFailure(await loginSeller(t, guess(501), '198.51.100.11'), 404, LOGIN_REFUSALS.invalidGroupCode);
    const seller = await loginSeller(
      t,
      { name: 'Sam', email: 'sam@example.org', groupCode },
      '198.51.100.11',
    );
    expect(seller.statusCode, seller.payload).toBe(200);
  });

  it('successful seller logins do not count: a whole school behind one address signs in', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < SELLER_MAX * 3; i++) {
      const res = await loginSeller(
        t,
        { name: `Pupil ${i}`, email: `pupil-${i}@example.org`, groupCode },
        address,
      );
      expect(res.statusCode, res.payload).toBe(200);
    }
    expectFailure(await loginSeller(t, guess(1), address), 404, LOGIN_REFUSALS.invalidGroupCode);
  });

  it('a burst of right logins from one address, more than the failure limit at once, all get in', async () => {
    const address = '198.51.100.21';
    const burst = await Promise.all(
      Array.from({ length: SELLER_MAX + 20 }, (_, i) =>
        loginSeller(t, { name: `Burst ${i}`, email: `burst-${i}@example.org`, groupCode }, address),
      ),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(burst.map(() => 200));
    expectFailure(await loginSeller(t, guess(2), address), 404, LOGIN_REFUSALS.invalidGroupCode);
  });

  it('refuses a login while the address has too many logins in progress, and only for a second', async () => {
    const address = '198.51.100.22';
    const inProgress = `login:seller:address:${address}:in-progress`;
    for (let i = 0; i < MAX_LOGINS_IN_PROGRESS; i++) await t.app.ctx.rateLimits.increment(inProgress, 60_000);
    const refused = await loginSeller(t, guess(3), address);
    expectTooMany(refused, 1);
    await t.app.ctx.rateLimits.decrement(inProgress);
    expectFailure(await loginSeller(t, guess(4), address), 404, LOGIN_REFUSALS.invalidGroupCode);
  });

  it('200 staff-login guesses across admin, coordinator and registration hit 429; another address is answered', async () => {
    const address = '198.51.100.30';
    let answered = 0;
    for (let i = 0; i < 200; i++) {
      const kind = i % 3;
      const res =
        kind === 2
          ? await call(t, {
              method: 'POST',
              url: '/api/auth/admin/register',
              remoteAddress: address,
              payload: { name: 'Late Comer', email: `late-${i}@example.org`, password: 'long-enough-1' },
            })
          : await loginStaff(
              t,
              kind === 0 ? 'admin' : 'coordinator',
              `staff-${i}@example.org`,
              'guess',
              address,
            );
      if (res.statusCode === 429) {
        expectTooMany(res);
        break;
      }
      expect([401, 403]).toContain(res.statusCode);
      answered += 1;
    }
    expect(answered).toBe(STAFF_MAX);
    expectTooMany(await loginStaff(t, 'admin', admin.email, admin.password, address));

    const other = '198.51.100.31';
    expectFailure(
      await loginStaff(t, 'admin', 'staff-1@example.org', 'guess', other),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expect((await loginStaff(t, 'admin', admin.email, admin.password, other)).statusCode).toBe(200);
    expect(
      (await loginStaff(t, 'coordinator', coordinator.email, coordinator.password, other)).statusCode,
    ).toBe(200);
  });

  it('counts IPv6 clients per /64 and IPv4-mapped clients as their IPv4 address', async () => {
    for (let i = 0; i < STAFF_MAX; i++) {
      const res = await loginStaff(t, 'admin', `v6-${i}@example.org`, 'guess', `2001:db8:7:7::${i + 1}`);
      expectFailure(res, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
    }
    expectTooMany(await loginStaff(t, 'admin', 'v6-x@example.org', 'guess', '2001:db8:7:7:ffff::1'));
    expect((await loginStaff(t, 'admin', 'v6-y@example.org', 'guess', '2001:db8:7:8::1')).statusCode).toBe(
      401,
    );

    for (let i = 0; i < STAFF_MAX; i++) {
      expect((await loginStaff(t, 'admin', `v4-${i}@example.org`, 'guess', '198.51.100.40')).statusCode).toBe(
        401,
      );
    }
    expectTooMany(await loginStaff(t, 'admin', 'v4-x@example.org', 'guess', '::ffff:198.51.100.40'));
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its own address', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/admin',
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { email: 'someone@example.org', password: 'guess' },
    });
    expectTooMany(res);
  });
});

describe('behind a trusted proxy', () => {
  const PROXY = '192.0.2.1';
  const viaProxy = (t: TestApp, client: string, email: string) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/coordinator',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: { email, password: 'guess' },
    });

  async function exhaust(t: TestApp, client: string) {
    for (let i = 0; i < STAFF_MAX; i++) {
      expectFailure(
        await viaProxy(t, client, `x-${i}@example.org`),
        401,
        STAFF_ACCOUNT_MESSAGES.invalidCredentials,
      );
    }
    expectTooMany(await viaProxy(t, client, 'x-last@example.org'));
  }

  for (const trustProxy of ['1', '192.0.2.0/24, 10.0.0.0/8']) {
    it(`TRUST_PROXY=${trustProxy}: two clients with different X-Forwarded-For do not lock each other out`, async () => {
      const t = await instanceOf(base, { TRUST_PROXY: trustProxy });
      try {
        await exhaust(t, '203.0.113.1');
        expectFailure(
          await viaProxy(t, '203.0.113.2', 'x-0@example.org'),
          401,
          STAFF_ACCOUNT_MESSAGES.invalidCredentials,
        );
      } finally {
        await t.close();
      }
    });
  }

  it('without TRUST_PROXY every client of the proxy is the proxy: the header is ignored', async () => {
    const t = await instanceOf(base);
    try {
      await exhaust(t, '203.0.113.1');
      expectTooMany(await viaProxy(t, '203.0.113.2', 'x-0@example.org'));
    } finally {
      await t.close();
    }
  });
});

describe('failures per staff account: growing delays, never a lock on the owner', () => {
  let t: TestApp;
  let clockMs = Date.parse('2030-03-01T12:00:00Z');
  const advance = (ms: number) => (clockMs += ms);

  beforeAll(async () => {
    t = await instanceOf(base, {}, () => new Date(clockMs));
  });
  afterAll(async () => {
    await t.close();
  });

  it('delays an address after its failures on the account, while the owner signs in from another address', async () => {
    const attacker = '203.0.113.50';
    for (let i = 1; i <= ACCOUNT_FREE_FAILURES; i++) {
      expectFailure(
        await loginStaff(t, 'admin', admin.email, `wrong-${i}`, attacker),
        401,
        STAFF_ACCOUNT_MESSAGES.invalidCredentials,
      );
    }
    // 1 s after the 5th failure, then 2 s, 4 s: each wait doubles.
    for (const waitS of [1, 2, 4]) {
      const early = await loginStaff(t, 'admin', admin.email, 'wrong-again', attacker);
      expectTooMany(early, waitS);
      expect(early.headers['retry-after']).toBe(String(waitS));
      expect(early.json<{ message: string }>().message).toBe(
        API_ERROR_MESSAGES.tooManyRequests(`${waitS} second${waitS === 1 ? '' : 's'}`),
      );
      // Even the right password waits: the delay does not tell whether a guess was right.
      expectTooMany(await loginStaff(t, 'admin', admin.email, admin.password, attacker), waitS);
      advance(waitS * 1000 - 1);
      expectTooMany(await loginStaff(t, 'admin', admin.email, admin.password, attacker), 1);
      advance(1);
      expectFailure(
        await loginStaff(t, 'admin', admin.email, 'wrong-again', attacker),
        401,
        STAFF_ACCOUNT_MESSAGES.invalidCredentials,
      );
    }
    expectTooMany(await loginStaff(t, 'admin', admin.email, 'wrong-again', attacker), 8);

    // The owner, from an address that has not failed, is let in at once.
    const owner = await loginStaff(t, 'admin', admin.email, admin.password, '198.51.100.60');
    expect(owner.statusCode, owner.payload).toBe(200);

    // Other accounts are not delayed for the attacker's address.
    expect(
      (await loginStaff(t, 'coordinator', coordinator.email, coordinator.password, attacker)).statusCode,
    ).toBe(200);
  });

  it('a new address gets its attempt, and once it has failed it shares the account-wide delay', async () => {
    const second = '203.0.113.51';
    expectFailure(
      await loginStaff(t, 'admin', admin.email, 'wrong', second),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expectTooMany(await loginStaff(t, 'admin', admin.email, 'wrong', second), 16);
  });

  it('the owner from a delayed address gets in once the delay is over, and that address starts afresh', async () => {
    advance(16_000);
    const back = await loginStaff(t, 'admin', admin.email, admin.password, '203.0.113.51');
    expect(back.statusCode, back.payload).toBe(200);
    // The account keeps its failures, but this address has not failed since: one attempt before the delay.
    expectFailure(
      await loginStaff(t, 'admin', admin.email, 'typo', '203.0.113.51'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expectTooMany(await loginStaff(t, 'admin', admin.email, admin.password, '203.0.113.51'), 32);
  });

  it('forgets the failures 15 minutes after the last one', async () => {
    advance(WINDOW_S * 1000);
    const res = await loginStaff(t, 'admin', admin.email, admin.password, '203.0.113.50');
    expect(res.statusCode, res.payload).toBe(200);
  });
});

describe('with REDIS_URL set', () => {
  it('Redis not reachable: logins are still limited per instance and health says so, with 200', async () => {
    const t = await instanceOf(base, { REDIS_URL: 'redis://127.0.0.1:6390' });
    try {
      const address = randomAddress();
      const statuses = await guessGroupCodes(t, address);
      expect(statuses).toHaveLength(SELLER_MAX + 1);
      expectFailure(await loginSeller(t, guess(1), randomAddress()), 404, LOGIN_REFUSALS.invalidGroupCode);

      const health = await t.app.inject({ method: 'GET', url: '/api/health?t=1' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ success: true, data: { status: 'ok', rateLimits: 'memory-fallback' } });
    } finally {
      await t.close();
    }
  });

  it('Redis reachable: two instances share the limits', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await instanceOf(base, env);
    const second = await instanceOf(base, env);
    try {
      for (const t of [first, second]) {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.json()).toEqual({ success: true, data: { status: 'ok', rateLimits: 'redis' } });
      }
      const address = randomAddress();
      for (let i = 0; i < SELLER_MAX; i++) {
        const t = i % 2 === 0 ? first : second;
        expectFailure(await loginSeller(t, guess(i), address), 404, LOGIN_REFUSALS.invalidGroupCode);
      }
      expectTooMany(await loginSeller(first, guess(998), address));
      expectTooMany(await loginSeller(second, guess(999), address));
      expectFailure(
        await loginSeller(second, guess(1), randomAddress()),
        404,
        LOGIN_REFUSALS.invalidGroupCode,
      );
    } finally {
      await first.close();
      await second.close();
    }
  });
});
