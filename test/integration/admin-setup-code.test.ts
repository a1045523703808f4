import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import { call, expectFailure, loginStaff, type Reply } from '../support/fixtures.js';
import { createTestApp, freshDatabase, scratchPostgresDatabase, type TestApp } from '../support/test-app.js';

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
    t = await createTestApp({ env: { NODE_ENV: 'production', ADMIN_SETUP_TOKEN: SETUP_CODE } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the status tells the web that a setup code is needed, and no code is generated', async () => {
    expect(existsSync(path.join(t.config.dataDir, 'admin-setup-code'))).toBe(false);
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
    expect(existsSync(path.join(t.config.dataDir, 'admin-setup-code'))).toBe(false);
    expect(await status(t)).toEqual({
      success: true,
      data: { adminExists: false, setupCodeRequired: false },
    });
    const res = await register(t, { ...ADMIN, setupCode: 'anything at all' });
    expect(res.statusCode, res.payload).toBe(201);
    expect((await status(t)).data).toEqual({ adminExists: true, setupCodeRequired: false });
  });
});

const CODE_FILE = 'admin-setup-code';
const CODE_PATTERN = /^[0-9a-f]{8}(-[0-9a-f]{8}){3}$/;
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const startWarning = (file: string) =>
  'No administrator exists yet and ADMIN_SETUP_TOKEN is not set: creating the first administrator asks for the ' +
  `one-time setup code in ${file} (readable by this user only; deleted once the first administrator exists).`;

/** A log stream whose lines are kept as written and as parsed. */
function capturedLog() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const lines = () => raw.map((line) => JSON.parse(line) as { level: number; msg: string });
  return { raw, lines, logger: { level: 'info', stream } };
}

/** The production environment with every secret set but ADMIN_SETUP_TOKEN. */
const productionEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
});

describe('first administrator in production without ADMIN_SETUP_TOKEN', () => {
  let t: TestApp;
  let log: ReturnType<typeof capturedLog>;
  let file: string;
  let code: string;

  beforeAll(async () => {
    log = capturedLog();
    t = await createTestApp({ env: { NODE_ENV: 'production' }, logger: log.logger });
    file = path.join(t.config.dataDir, CODE_FILE);
    code = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a one-time setup code into an owner-only file in DATA_DIR and logs the file, never the code', async () => {
    expect(existsSync(file)).toBe(true);
    expect(modeOf(file)).toBe('600');
    expect(code).toMatch(CODE_PATTERN);
    expect(log.lines().filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ level: 40, msg: startWarning(file) }),
    ]);
    expect(log.raw.join('\n')).not.toContain(code);
    expect(await status(t)).toEqual({ success: true, data: { adminExists: false, setupCodeRequired: true } });
  });

  it('refuses a registration without the code or with a wrong one: 403, saying where the code is', async () => {
    expect(STAFF_ACCOUNT_MESSAGES.generatedSetupCodeRejected).toBe(
      'The setup code is missing or wrong. Enter the one-time code this portal wrote at start into the file ' +
        'admin-setup-code in its data folder (DATA_DIR); its log names the file.',
    );
    for (const attempt of [
      ADMIN,
      { ...ADMIN, setupCode: '' },
      { ...ADMIN, setupCode: 'wrong-code' },
      { ...ADMIN, setupCode: code.slice(0, -1) },
      { ...ADMIN, setupCode: code.toUpperCase() },
    ]) {
      expectFailure(await register(t, attempt), 403, STAFF_ACCOUNT_MESSAGES.generatedSetupCodeRejected);
    }
    expect((await status(t)).data.adminExists).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('registers with the code (201), then deletes the file and accepts the code no more', async () => {
    expect(code).toMatch(CODE_PATTERN);
    const res = await register(t, { ...ADMIN, setupCode: code });
    expect(res.statusCode, res.payload).toBe(201);
    expect(existsSync(file)).toBe(false);
    expect(await status(t)).toEqual({ success: true, data: { adminExists: true, setupCodeRequired: false } });
    expect((await loginStaff(t, 'admin', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const second = { name: 'Sam Second', email: 'second@example.org', password: 'second-password' };
    expectFailure(
      await register(t, { ...second, setupCode: code }),
      403,
      STAFF_ACCOUNT_MESSAGES.adminAlreadyExists,
    );
    expect(log.raw.join('\n')).not.toContain(code);
  });
});

describe('the generated setup code across starts', () => {
  const made: string[] = [];
  const scratchDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-setup-code-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is kept by a restart until used, and replaced when other users could read it', async () => {
    const dataDir = path.join(scratchDir(), 'data');
    const file = path.join(dataDir, CODE_FILE);
    const first = await createTestApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir } });
    const code = readFileSync(file, 'utf8').trim();
    await first.close();

    const again = await createTestApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir } });
    try {
      expect(readFileSync(file, 'utf8').trim()).toBe(code);
      expect((await status(again)).data.setupCodeRequired).toBe(true);
    } finally {
      await again.close();
    }

    chmodSync(file, 0o644);
    const replaced = await createTestApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir } });
    try {
      const newCode = readFileSync(file, 'utf8').trim();
      expect(newCode).toMatch(CODE_PATTERN);
      expect(newCode).not.toBe(code);
      expect(modeOf(file)).toBe('600');
      expectFailure(
        await register(replaced, { ...ADMIN, setupCode: code }),
        403,
        STAFF_ACCOUNT_MESSAGES.generatedSetupCodeRejected,
      );
      expect((await register(replaced, { ...ADMIN, setupCode: newCode })).statusCode).toBe(201);
    } finally {
      await replaced.close();
    }
  }, 120_000);

  it('is not made, and a file left behind is deleted, once an administrator exists', async () => {
    const dataDir = path.join(scratchDir(), 'data');
    const file = path.join(dataDir, CODE_FILE);
    const postgres = process.env.TEST_DATABASE_URL
      ? await scratchPostgresDatabase('portal_setup_code')
      : undefined;
    const open = () => openDatabase({ target: postgres ? { url: postgres.url } : { dataDir } });
    const config = loadConfig(productionEnv(dataDir));
    try {
      const first = await buildApp({ config, database: await open() });
      const code = readFileSync(file, 'utf8').trim();
      const res = await first.inject({
        method: 'POST',
        url: REGISTER,
        payload: { ...ADMIN, setupCode: code },
      });
      expect(res.statusCode, res.payload).toBe(201);
      await first.close();

      writeFileSync(file, `${code}\n`, { mode: 0o600 });
      const log = capturedLog();
      const restarted = await buildApp({ config, database: await open(), logger: log.logger });
      try {
        expect(existsSync(file)).toBe(false);
        expect(log.lines().filter((line) => line.level >= 40)).toEqual([]);
        const statusReply = await restarted.inject({ method: 'GET', url: STATUS });
        expect(statusReply.json()).toEqual({
          success: true,
          data: { adminExists: true, setupCodeRequired: false },
        });
        const second = await restarted.inject({
          method: 'POST',
          url: REGISTER,
          payload: {
            name: 'Sam Second',
            email: 'second@example.org',
            password: 'second-password',
            setupCode: code,
          },
        });
        expectFailure(second, 403, STAFF_ACCOUNT_MESSAGES.adminAlreadyExists);
      } finally {
        await restarted.close();
      }
    } finally {
      await postgres?.drop();
    }
  }, 120_000);

  it('stops the start with a clear message when the code cannot be written', async () => {
    const blocker = path.join(scratchDir(), 'not-a-folder');
    writeFileSync(blocker, '');
    const dataDir = path.join(blocker, 'data');
    const config = loadConfig(productionEnv(dataDir));
    const { database, drop } = await freshDatabase();
    try {
      await expect(buildApp({ config, database })).rejects.toThrow(
        'The configuration is not valid:\n' +
          '  - No administrator exists yet and ADMIN_SETUP_TOKEN is not set, so the portal writes a one-time ' +
          `setup code to ${path.join(dataDir, CODE_FILE)} for the first administrator, but it could not ` +
          '(ENOTDIR). Set ADMIN_SETUP_TOKEN, or let the portal write to DATA_DIR.',
      );
    } finally {
      await drop();
    }
  });
});
