import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import { call, expectFailure, loginStaff, type Reply } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const REGISTER = '/api/auth/admin/register';
const STATUS = '/api/auth/admin/status';
const SETUP_CODE = 'k3Qx-setup-7Vp2-code';
const ADMIN = { name: 'Alex Admin', email: 'first-admin@example.org', password: 'admin-password-1' };

/** Each attempt from its own address, so that the registration rate limit never decides an answer here. */
let addressCounter = 0;
function register(t: TestApp, payload: Record<string, unknown>): Promise<Reply> {
  addressCounter += 1;
  return call(t, { method: 'POST', url: REGISTER, payload, remoteAddress: `10.66.0.${addressCounter}` });
}

async function status(t: TestApp) {
  const res = await call(t, { method: 'GET', url: STATUS });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ success: true; data: { adminExists: boolean; setupCodeRequired: boolean } }>();
}

describe('first administrator with ADMIN_SETUP_TOKEN set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_SETUP_TOKEN: SETUP_CODE } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the status tells the web that a setup code is needed', async () => {
    expect(await status(t)).toEqual({ success: true, data: { adminExists: false, setupCodeRequired: true } });
  });

  it('refuses a registration without the code, with a blank one or a wrong one: 403, and creates nothing', async () => {
    const attempts = [
      ADMIN,
      { ...ADMIN, setupCode: '' },
      { ...ADMIN, setupCode: '   ' },
      { ...ADMIN, setupCode: 'wrong-code' },
      { ...ADMIN, setupCode: SETUP_CODE.slice(0, -1) },
      { ...ADMIN, setupCode: `${SETUP_CODE}x` },
      { ...ADMIN, setupCode: SETUP_CODE.toUpperCase() },
    ];
    for (const attempt of attempts) {
      expectFailure(await register(t, attempt), 403, STAFF_ACCOUNT_MESSAGES.setupCodeRejected);
    }
    expect(STAFF_ACCOUNT_MESSAGES.setupCodeRejected).toBe(
      'The setup code is missing or wrong. Enter the code this portal was installed with (ADMIN_SETUP_TOKEN).',
    );
    expect((await status(t)).data.adminExists).toBe(false);
    expectFailure(
      await loginStaff(t, 'admin', ADMIN.email, ADMIN.password),
      404,
      STAFF_ACCOUNT_MESSAGES.noAdminYet,
    );
  });

  it('a setup code that is not text is a 400 on that field', async () => {
    const res = await register(t, { ...ADMIN, setupCode: 12345 });
    expectFailure(res, 400, 'Setup code must be text', [
      { field: 'setupCode', message: 'Setup code must be text' },
    ]);
  });

  it('registers with the right code (201); afterwards the code no longer opens a second registration', async () => {
    const res = await register(t, { ...ADMIN, setupCode: SETUP_CODE });
    expect(res.statusCode, res.payload).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      token: expect.any(String),
      user: { id: expect.any(String), _id: expect.any(String), name: ADMIN.name, email: ADMIN.email },
    });
    expect(await status(t)).toEqual({ success: true, data: { adminExists: true, setupCodeRequired: true } });
    expect((await loginStaff(t, 'admin', ADMIN.email, ADMIN.password)).statusCode).toBe(200);

    const second = { name: 'Sam Second', email: 'second@example.org', password: 'second-password' };
    expectFailure(
      await register(t, { ...second, setupCode: SETUP_CODE }),
      403,
      STAFF_ACCOUNT_MESSAGES.adminAlreadyExists,
    );
  });
});

describe('first administrator without ADMIN_SETUP_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for no code, ignores one sent, and registers as before (201)', async () => {
    expect(await status(t)).toEqual({
      success: true,
      data: { adminExists: false, setupCodeRequired: false },
    });
    const res = await register(t, { ...ADMIN, setupCode: 'anything at all' });
    expect(res.statusCode, res.payload).toBe(201);
    expect((await status(t)).data).toEqual({ adminExists: true, setupCodeRequired: false });
  });
});
