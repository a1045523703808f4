import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  bearer,
  call,
  claimsOf,
  coordinatorToken,
  createCoordinator,
  createGroup,
  expectFailure,
  loginStaff,
  registerAdmin,
  staffTokenStatus,
  type AdminSession,
  type CoordinatorFixture,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_URL = '/api/admin/change-password';
const COORDINATOR_URL = '/api/groups/coordinator/change-password';

interface ChangeReply {
  success: true;
  message: string;
  token: string;
}

function change(t: TestApp, url: string, token: string, payload: unknown) {
  return call(t, { method: 'PUT', url, headers: bearer(token), payload: payload as Record<string, unknown> });
}

describe('PUT /api/admin/change-password', () => {
  let t: TestApp;
  let admin: AdminSession;
  let otherSessionToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t, { email: 'admin@example.org', password: 'admin-password-1' });
    const second = await loginStaff(t, 'admin', admin.email, admin.password);
    otherSessionToken = second.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses missing fields with 400 and one error per field', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {});
    expectFailure(res, 400, 'Current password is required', [
      { field: 'currentPassword', message: 'Current password is required' },
      { field: 'newPassword', message: 'New password is required' },
    ]);
  });

  it('refuses a new password shorter than 6 characters with the schema message', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: 'five5',
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.newPasswordTooShort, [
      { field: 'newPassword', message: STAFF_ACCOUNT_MESSAGES.newPasswordTooShort },
    ]);
  });

  it('keeps the administrator minimum of 8 characters: 7 is refused with 400', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: 'seven77',
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.adminNewPasswordTooShort, [
      { field: 'newPassword', message: STAFF_ACCOUNT_MESSAGES.adminNewPasswordTooShort },
    ]);
  });

  it('refuses a new password longer than 256 characters', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: 'p'.repeat(257),
    });
    expectFailure(res, 400, 'New password must be at most 256 characters', [
      { field: 'newPassword', message: 'New password must be at most 256 characters' },
    ]);
  });

  it('answers a wrong current password with 400 "Current password is incorrect" (not 401)', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: 'admin-password-X',
      newPassword: 'brand-new-password',
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect, [
      { field: 'currentPassword', message: STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect },
    ]);
  });

  it('refuses a new password equal to the current one with 400', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: admin.password,
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.newPasswordSameAsCurrent, [
      { field: 'newPassword', message: STAFF_ACCOUNT_MESSAGES.newPasswordSameAsCurrent },
    ]);
  });

  it('leaves the password and every session untouched after the refused attempts', async () => {
    expect(await staffTokenStatus(t, 'admin', admin.token)).toBe(400);
    expect(await staffTokenStatus(t, 'admin', otherSessionToken)).toBe(400);
    expect((await loginStaff(t, 'admin', admin.email, admin.password)).statusCode).toBe(200);
  });

  it('changes the password: 200 with the success message and a new token; every older token is revoked', async () => {
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: 'brand-new-password',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<ChangeReply>();
    expect(body).toEqual({
      success: true,
      message: STAFF_ACCOUNT_MESSAGES.passwordChanged,
      token: expect.any(String),
    });
    expect(claimsOf(body.token)).toMatchObject({ sub: admin.user.id, role: 'admin', ver: 2 });

    // The old token of this session and of another session: 401 with the session-expired message.
    for (const old of [admin.token, otherSessionToken]) {
      const refused = await change(t, ADMIN_URL, old, { currentPassword: 'x', newPassword: 'whatever-long' });
      expectFailure(refused, 401, API_ERROR_MESSAGES.sessionExpired);
    }
    // The new token works.
    expect(await staffTokenStatus(t, 'admin', body.token)).toBe(400);

    // The old password no longer logs in; the new one does, and its token works.
    expectFailure(
      await loginStaff(t, 'admin', admin.email, admin.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    const login = await loginStaff(t, 'admin', admin.email, 'brand-new-password');
    expect(login.statusCode, login.payload).toBe(200);
    expect(await staffTokenStatus(t, 'admin', login.json<{ token: string }>().token)).toBe(400);

    admin = { ...admin, token: body.token, password: 'brand-new-password' };
  });

  it('chains: a second change with the new token revokes the token of the first change', async () => {
    const loginBefore = (await loginStaff(t, 'admin', admin.email, admin.password)).json<{ token: string }>()
      .token;
    const res = await change(t, ADMIN_URL, admin.token, {
      currentPassword: admin.password,
      newPassword: '  spaced admin pass  ',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const next = res.json<ChangeReply>().token;
    expect(claimsOf(next).ver).toBe(3);
    expect(await staffTokenStatus(t, 'admin', admin.token)).toBe(401);
    expect(await staffTokenStatus(t, 'admin', loginBefore)).toBe(401);
    expect(await staffTokenStatus(t, 'admin', next)).toBe(400);

    // Passwords are never trimmed: only the exact new password logs in.
    expectFailure(
      await loginStaff(t, 'admin', admin.email, 'spaced admin pass'),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    expect((await loginStaff(t, 'admin', admin.email, '  spaced admin pass  ')).statusCode).toBe(200);
  });
});

describe('PUT /api/groups/coordinator/change-password', () => {
  let t: TestApp;
  let casey: CoordinatorFixture;
  let robin: CoordinatorFixture;
  let caseyToken: string;
  let caseyOtherToken: string;
  let robinToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await createGroup(t, { code: 'BAND22' });
    casey = await createCoordinator(t, group.id, { email: 'casey@example.org', password: 'casey-secret' });
    robin = await createCoordinator(t, group.id, { email: 'robin@example.org', password: 'robin-secret' });
    caseyToken = await coordinatorToken(t, casey);
    caseyOtherToken = await coordinatorToken(t, casey);
    robinToken = await coordinatorToken(t, robin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses missing fields with 400 and one error per field', async () => {
    const res = await change(t, COORDINATOR_URL, caseyToken, { currentPassword: '', newPassword: '' });
    expectFailure(res, 400, 'Current password is required', [
      { field: 'currentPassword', message: 'Current password is required' },
      { field: 'newPassword', message: 'New password is required' },
    ]);
  });

  it('refuses a new password of 5 characters with 400 and the minimum-length message', async () => {
    const res = await change(t, COORDINATOR_URL, caseyToken, {
      currentPassword: casey.password,
      newPassword: 'five5',
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.newPasswordTooShort, [
      { field: 'newPassword', message: STAFF_ACCOUNT_MESSAGES.newPasswordTooShort },
    ]);
  });

  it('answers a wrong current password with 400 "Current password is incorrect"', async () => {
    const res = await change(t, COORDINATOR_URL, caseyToken, {
      currentPassword: 'robin-secret',
      newPassword: 'whatever-new',
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect, [
      { field: 'currentPassword', message: STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect },
    ]);
  });

  it('refuses a new password equal to the current one with 400', async () => {
    const res = await change(t, COORDINATOR_URL, caseyToken, {
      currentPassword: casey.password,
      newPassword: casey.password,
    });
    expectFailure(res, 400, STAFF_ACCOUNT_MESSAGES.newPasswordSameAsCurrent, [
      { field: 'newPassword', message: STAFF_ACCOUNT_MESSAGES.newPasswordSameAsCurrent },
    ]);
    expect(await staffTokenStatus(t, 'coordinator', caseyToken)).toBe(400);
  });

  it('accepts a 6-character password for a coordinator; old tokens are revoked, the new one works', async () => {
    const res = await change(t, COORDINATOR_URL, caseyToken, {
      currentPassword: casey.password,
      newPassword: 'six666',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<ChangeReply>();
    expect(body).toEqual({
      success: true,
      message: STAFF_ACCOUNT_MESSAGES.passwordChanged,
      token: expect.any(String),
    });
    expect(claimsOf(body.token)).toMatchObject({
      sub: casey.row.id,
      role: 'coordinator',
      ver: 2,
      gid: casey.row.groupId,
    });

    for (const old of [caseyToken, caseyOtherToken]) {
      const refused = await change(t, COORDINATOR_URL, old, {
        currentPassword: 'six666',
        newPassword: 'seven77',
      });
      expectFailure(refused, 401, API_ERROR_MESSAGES.sessionExpired);
    }
    expect(await staffTokenStatus(t, 'coordinator', body.token)).toBe(400);

    expectFailure(
      await loginStaff(t, 'coordinator', casey.email, casey.password),
      401,
      STAFF_ACCOUNT_MESSAGES.invalidCredentials,
    );
    const login = await loginStaff(t, 'coordinator', casey.email, 'six666');
    expect(login.statusCode, login.payload).toBe(200);
    expect(await staffTokenStatus(t, 'coordinator', login.json<{ token: string }>().token)).toBe(400);
  });

  it("does not touch another coordinator's password or sessions", async () => {
    expect(await staffTokenStatus(t, 'coordinator', robinToken)).toBe(400);
    expect((await loginStaff(t, 'coordinator', robin.email, robin.password)).statusCode).toBe(200);
  });
});
