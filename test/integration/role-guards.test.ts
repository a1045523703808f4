import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/server/lib/tokens.js';
import { groups } from '../../src/server/db/schema.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  sellerToken,
  expectFailure,
  registerAdmin,
  type AdminSession,
  type CoordinatorFixture,
  type GroupRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_URL = '/api/admin/change-password';
const COORDINATOR_URL = '/api/groups/coordinator/change-password';

type Caller = 'admin' | 'coordinator' | 'seller' | 'none';

/** Bodies of every kind: a guard must answer before it looks at any of them. */
const BODIES: Record<string, Pick<InjectOptions, 'payload' | 'headers'>> = {
  'a valid body': { payload: { currentPassword: 'current-password', newPassword: 'new-password-123' } },
  'an empty object': { payload: {} },
  'wrong types': { payload: { currentPassword: { $ne: null }, newPassword: ['x'] } },
  'a JSON array': { payload: [1, 2, 3] },
  'invalid JSON': { payload: '{"currentPassword":', headers: { 'content-type': 'application/json' } },
  'a form-encoded body': {
    payload: 'currentPassword=a&newPassword=b',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  'a body over 1 MB': {
    payload: JSON.stringify({ currentPassword: 'x'.repeat(1024 * 1024), newPassword: 'y' }),
    headers: { 'content-type': 'application/json' },
  },
};

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('role guards', () => {
  let t: TestApp;
  let admin: AdminSession;
  let group: GroupRow;
  let coordinator: CoordinatorFixture;
  const tokens: Record<Exclude<Caller, 'none'>, string> = { admin: '', coordinator: '', seller: '' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    group = await createGroup(t, { code: 'GUARD1' });
    await createCampaign(t, group.id);
    coordinator = await createCoordinator(t, group.id);
    tokens.admin = admin.token;
    tokens.coordinator = await coordinatorToken(t, coordinator);
    tokens.seller = await sellerToken(t, 'GUARD1');
  });
  afterAll(async () => {
    await t.close();
  });

  function put(url: string, caller: Caller, body: Pick<InjectOptions, 'payload' | 'headers'>) {
    return call(t, {
      method: 'PUT',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(caller === 'none' ? {} : bearer(tokens[caller])) },
    });
  }

  function putWithAuthorization(authorization: string | undefined) {
    return call(t, {
      method: 'PUT',
      url: ADMIN_URL,
      headers: authorization === undefined ? {} : { authorization },
      payload: BODIES['a valid body']!.payload,
    });
  }

  const matrix: { url: string; allowed: Caller; refused: [Caller, 401 | 403][] }[] = [
    {
      url: ADMIN_URL,
      allowed: 'admin',
      refused: [
        ['coordinator', 403],
        ['seller', 403],
        ['none', 401],
      ],
    },
    {
      url: COORDINATOR_URL,
      allowed: 'coordinator',
      refused: [
        ['admin', 403],
        ['seller', 403],
        ['none', 401],
      ],
    },
  ];

  for (const { url, allowed, refused } of matrix) {
    describe(`PUT ${url}`, () => {
      it(`lets the ${allowed} through to the handler`, async () => {
        // The current password in the valid body is wrong: passing the guard ends at the handler's 400.
        const res = await put(url, allowed, BODIES['a valid body']!);
        expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect, [
          { field: 'currentPassword', message: STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect },
        ]);
      });

      for (const [caller, status] of refused) {
        const message =
          status === 401 ? API_ERROR_MESSAGES.authenticationRequired : API_ERROR_MESSAGES.forbidden;
        for (const [label, body] of Object.entries(BODIES)) {
          it(`answers ${caller === 'none' ? 'no token' : `a ${caller} token`} with ${status} whatever the body (${label})`, async () => {
            expectFailure(await put(url, caller, body), status, message);
          });
        }
      }
    });
  }

  it('reads the body only after the guard: the allowed role with invalid JSON gets the JSON error', async () => {
    const res = await put(ADMIN_URL, 'admin', BODIES['invalid JSON']!);
    expectFailure(res, 400, API_ERROR_MESSAGES.invalidJson);
    const big = await put(COORDINATOR_URL, 'coordinator', BODIES['a body over 1 MB']!);
    expectFailure(big, 413, API_ERROR_MESSAGES.payloadTooLarge(1));
  });

  describe('tokens the guard must refuse with 401', () => {
    it('no Authorization header, an empty bearer, another scheme, or a bare token', async () => {
      for (const authorization of [
        undefined,
        'Bearer ',
        'Bearer    ',
        `Basic ${btoa('admin:pw')}`,
        admin.token,
      ]) {
        expectFailure(
          await putWithAuthorization(authorization),
          401,
          API_ERROR_MESSAGES.authenticationRequired,
        );
      }
    });

    it('garbage instead of a JWT', async () => {
      for (const garbage of ['not-a-jwt', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', `${admin.token}x`, 'null']) {
        expectFailure(
          await putWithAuthorization(`Bearer ${garbage}`),
          401,
          API_ERROR_MESSAGES.sessionExpired,
        );
      }
    });

    it('a token with the right claims signed with another secret', async () => {
      const forger = createTokenService(randomBytes(32).toString('hex'));
      const forged = await forger.sign({ sub: admin.user.id, role: 'admin', ver: 1 }, 3600);
      expectFailure(await putWithAuthorization(`Bearer ${forged}`), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('a genuine token whose payload was edited (coordinator promoted to admin)', async () => {
      const [header, , signature] = tokens.coordinator.split('.');
      const now = Math.floor(Date.now() / 1000);
      const payload = base64url({
        role: 'admin',
        ver: 1,
        sub: admin.user.id,
        iss: 'fundraising-portal',
        iat: now,
        exp: now + 3600,
      });
      const tampered = `${header}.${payload}.${signature}`;
      expectFailure(await putWithAuthorization(`Bearer ${tampered}`), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('an unsigned token (alg "none")', async () => {
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
        sub: admin.user.id,
        role: 'admin',
        ver: 1,
        iss: 'fundraising-portal',
        iat: now,
        exp: now + 3600,
      })}.`;
      expectFailure(await putWithAuthorization(`Bearer ${unsigned}`), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('an expired token, while the same claims with time left are accepted', async () => {
      const claims = { sub: admin.user.id, role: 'admin' as const, ver: 1 };
      const fresh = await t.app.ctx.tokens.sign(claims, 60);
      const expired = await t.app.ctx.tokens.sign(claims, -10);
      expectFailure(
        await putWithAuthorization(`Bearer ${fresh}`),
        400,
        STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect,
        [{ field: 'currentPassword', message: STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect }],
      );
      expectFailure(await putWithAuthorization(`Bearer ${expired}`), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('a token signed with the right key but another issuer, or an unknown role', async () => {
      const key = new TextEncoder().encode(t.config.jwtSecret);
      const sign = (claims: Record<string, unknown>, issuer: string) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(admin.user.id)
          .setIssuer(issuer)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key);
      const otherIssuer = await sign({ role: 'admin', ver: 1 }, 'someone-else');
      const unknownRole = await sign({ role: 'superuser', ver: 1 }, 'fundraising-portal');
      const noVersion = await sign({ role: 'admin' }, 'fundraising-portal');
      for (const token of [otherIssuer, unknownRole, noVersion]) {
        expectFailure(await putWithAuthorization(`Bearer ${token}`), 401, API_ERROR_MESSAGES.sessionExpired);
      }
    });

    it('a genuine-looking token for an account that does not exist or of another kind', async () => {
      const sign = (claims: Parameters<TestApp['app']['ctx']['tokens']['sign']>[0]) =>
        t.app.ctx.tokens.sign(claims, 3600);
      const candidates = [
        await sign({ sub: randomUUID(), role: 'admin', ver: 1 }),
        // A coordinator's id presented as an admin, and the admin's id presented as a coordinator.
        await sign({ sub: coordinator.row.id, role: 'admin', ver: 1 }),
        await sign({ sub: admin.user.id, role: 'coordinator', ver: 1, gid: group.id }),
        // A stale token version.
        await sign({ sub: admin.user.id, role: 'admin', ver: 0 }),
      ];
      for (const token of candidates) {
        expectFailure(await putWithAuthorization(`Bearer ${token}`), 401, API_ERROR_MESSAGES.sessionExpired);
      }
      const coordinatorAsSuch = await sign({
        sub: coordinator.row.id,
        role: 'coordinator',
        ver: 1,
        gid: group.id,
      });
      expectFailure(
        await putWithAuthorization(`Bearer ${coordinatorAsSuch}`),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
    });

    it('a correctly signed token whose subject is not an account id at all (401, never 500)', async () => {
      // Only a holder of the signing key can make one, but the guard must still answer 401 rather than let the
      // database reject the id's syntax.
      for (const role of ['admin', 'coordinator', 'user'] as const) {
        const token = await t.app.ctx.tokens.sign({ sub: 'not-a-uuid', role, ver: 1, gid: group.id }, 3600);
        expectFailure(await putWithAuthorization(`Bearer ${token}`), 401, API_ERROR_MESSAGES.sessionExpired);
      }
    });

    it("a seller token once the seller's group is deactivated (401, not 403)", async () => {
      expectFailure(
        await put(ADMIN_URL, 'seller', BODIES['a valid body']!),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
      await t.app.ctx.db.update(groups).set({ isActive: false }).where(eq(groups.id, group.id));
      try {
        expectFailure(
          await put(ADMIN_URL, 'seller', BODIES['a valid body']!),
          401,
          API_ERROR_MESSAGES.sessionExpired,
        );
      } finally {
        await t.app.ctx.db.update(groups).set({ isActive: true }).where(eq(groups.id, group.id));
      }
      expectFailure(
        await put(ADMIN_URL, 'seller', BODIES['a valid body']!),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
    });
  });

  describe('public routes ignore whatever token comes along', () => {
    it('GET /api/auth/admin/status with a garbage token', async () => {
      const res = await call(t, { method: 'GET', url: '/api/auth/admin/status', headers: bearer('garbage') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { adminExists: true, setupCodeRequired: false } });
    });

    it('POST /api/auth/user with a garbage or another role token', async () => {
      for (const headers of [bearer('garbage'), bearer(admin.token)]) {
        const res = await call(t, {
          method: 'POST',
          url: '/api/auth/user',
          headers,
          payload: { name: 'Sam', email: 'sam@example.org', groupCode: 'GUARD1' },
        });
        expect(res.statusCode, res.payload).toBe(200);
      }
    });

    it('GET /api/health with an expired token', async () => {
      const expired = await t.app.ctx.tokens.sign({ sub: admin.user.id, role: 'admin', ver: 1 }, -10);
      const res = await call(t, { method: 'GET', url: '/api/health', headers: bearer(expired) });
      expect(res.statusCode).toBe(200);
    });
  });

  it('sends security headers on guard refusals too', async () => {
    for (const res of [
      await put(ADMIN_URL, 'none', BODIES['a valid body']!),
      await put(ADMIN_URL, 'seller', {}),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });
});
