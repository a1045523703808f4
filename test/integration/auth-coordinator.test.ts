import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN_TTL_S } from '../../src/shared/constants.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  bearer,
  call,
  claimsOf,
  createCoordinator,
  createGroup,
  expectFailure,
  loginStaff,
  registerAdmin,
  staffTokenStatus,
  type AdminSession,
  type CoordinatorFixture,
  type GroupRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface CoordinatorLoginReply {
  success: true;
  token: string;
  user: {
    id: string;
    _id: string;
    name: string;
    email: string;
    groupCode: string;
    group: { _id: string; code: string; name: string };
  };
}

describe('POST /api/auth/coordinator', () => {
  let t: TestApp;
  let north: GroupRow;
  let south: GroupRow;
  let casey: CoordinatorFixture;
  let robin: CoordinatorFixture;
  let admin: AdminSession;

  beforeAll(async () => {
    t = await createTestApp();
    north = await createGroup(t, {
      name: 'North High Band',
      code: 'North1',
      organizationName: 'North High School',
    });
    south = await createGroup(t, {
      name: 'South Choir',
      code: 'SOUTH2',
      organizationName: 'South Middle School',
    });
    casey = await createCoordinator(t, north.id, {
      name: 'Casey Coordinator',
      email: 'casey@example.org',
      password: 'casey-secret',
    });
    robin = await createCoordinator(t, south.id, {
      name: 'Robin Coordinator',
      email: 'robin@example.org',
      password: 'robin-secret',
    });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a coordinator in: 200 with token and user carrying the group', async () => {
    const res = await loginStaff(t, 'coordinator', casey.email, casey.password);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        id: casey.row.id,
        _id: casey.row.id,
        name: 'Casey Coordinator',
        email: 'casey@example.org',
        groupCode: 'North1',
        group: { _id: north.id, code: 'North1', name: 'North High Band' },
      },
    });
  });

  it('issues a 12-hour coordinator token that names the account and its group', async () => {
    const res = await loginStaff(t, 'coordinator', casey.email, casey.password);
    const { token } = res.json<CoordinatorLoginReply>();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: casey.row.id, role: 'coordinator', ver: 1, gid: north.id });
    expect(claims.exp! - claims.iat!).toBe(STAFF_TOKEN_TTL_S);
    expect(await staffTokenStatus(t, 'coordinator', token)).toBe(400);
  });

  it('gives each coordinator their own group', async () => {
    const res = await loginStaff(t, 'coordinator', robin.email, robin.password);
    expect(res.statusCode, res.payload).toBe(200);
    const { user, token } = res.json<CoordinatorLoginReply>();
    expect(user.id).toBe(robin.row.id);
    expect(user.groupCode).toBe('SOUTH2');
    expect(user.group).toEqual({ _id: south.id, code: 'SOUTH2', name: 'South Choir' });
    expect(claimsOf(token).gid).toBe(south.id);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const res = await loginStaff(t, 'coordinator', ' CASEY@Example.ORG  ', casey.password);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<CoordinatorLoginReply>().user.id).toBe(casey.row.id);
  });

  it('answers a wrong password with 401 "Invalid credentials"', async () => {
    expectFailure(
      await loginStaff(t, 'coordinator', casey.email, 'robin-secret'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expectFailure(
      await loginStaff(t, 'coordinator', casey.email, 'CASEY-SECRET'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await loginStaff(t, 'coordinator', 'nobody@example.org', casey.password);
    const wrong = await loginStaff(t, 'coordinator', casey.email, 'not-it-at-all');
    expectFailure(unknown, 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
    expect(unknown.payload).toBe(wrong.payload);
  });

  it('keeps coordinator and administrator accounts apart', async () => {
    expectFailure(
      await loginStaff(t, 'coordinator', admin.email, admin.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expectFailure(
      await loginStaff(t, 'admin', casey.email, casey.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
  });

  it('gives a token that the coordinator route accepts and the administrator route refuses with 403', async () => {
    const res = await loginStaff(t, 'coordinator', casey.email, casey.password);
    const { token } = res.json<CoordinatorLoginReply>();
    expect(await staffTokenStatus(t, 'coordinator', token)).toBe(400);
    const adminRoute = await call(t, {
      method: 'PUT',
      url: '/api/admin/change-password',
      headers: bearer(token),
      payload: { currentPassword: casey.password, newPassword: 'new-password-123' },
    });
    expectFailure(adminRoute, 403, API_ERROR_MESSAGES.forbidden);
  });

  it('refuses a missing password with 400 and a field error', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: casey.email },
    });
    expectFailure(res, 400, 'Password is required', [{ field: 'password', message: 'Password is required' }]);
  });
});
