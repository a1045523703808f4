import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  loginSeller,
  loginStaff,
  registerAdmin,
} from '../support/fixtures.js';
import { acceptedWebhook, sendWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface LogLine {
  level: number;
  msg: string;
  req?: { method?: string; url?: string; route?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string; code?: string; constraint?: string; table?: string };
}

const ADMIN = { name: 'Harriet Admin', email: 'harriet.admin@example.org', password: 'staff-password-Zq81' };
const SELLER = { name: 'Leopold Tarrant', email: 'leopold.family@example.org' };
const BUYER = { firstName: 'Avalina', lastName: 'Quenby', email: 'avalina.quenby@example.com' };
const ORDER_SEARCH = `${API_BASE}${ORDER_API_PATHS.adminOrders}?customerName=Avalina&studentName=Leopold`;
const COORDINATOR = {
  name: 'Quintessa Brightwater',
  email: 'quintessa.b@example.org',
  password: 'coordinator-password-Xy77',
};
const UNIQUE_INDEX = 'log_test_one_order_per_buyer';
const CHECK_CONSTRAINT = 'log_test_no_such_coordinator';

/** The app in production mode with LOG_REQUESTS=1, every line its logger writes captured and parsed. */
async function loggedApp() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const t = await createTestApp({
    env: { NODE_ENV: 'production', LOG_REQUESTS: '1' },
    logger: { level: 'debug', stream },
  });
  return { t, lines, raw };
}

describe('log lines keep personal data and secrets out', () => {
  let t: TestApp;
  let lines: LogLine[];
  let raw: string[];
  const secrets: string[] = [];

  beforeAll(async () => {
    ({ t, lines, raw } = await loggedApp());
    const group = await createGroup(t, { code: 'LOGLIONS' });
    const campaign = await createCampaign(t, group.id);

    const admin = await registerAdmin(t, ADMIN);
    const staffLogin = await loginStaff(t, 'admin', ADMIN.email, ADMIN.password);
    expect(staffLogin.statusCode, staffLogin.payload).toBe(200);
    const staffToken = staffLogin.json<{ token: string }>().token;

    const sellerLogin = await loginSeller(t, { ...SELLER, groupCode: group.code });
    expect(sellerLogin.statusCode, sellerLogin.payload).toBe(200);
    const sellerToken = sellerLogin.json<{ token: string }>().token;

    const attributes = {
      group_code: group.code,
      student_name: SELLER.name,
      student_email: SELLER.email,
      campaign_id: campaign.id,
      from_portal: 'true',
    };
    expect(await acceptedWebhook(t, storeOrder({ ...BUYER, attributes }))).toBe('created');

    const list = await call(t, { method: 'GET', url: ORDER_SEARCH, headers: bearer(staffToken) });
    expect(list.statusCode, list.payload).toBe(200);

    // A unique index the portal does not expect: the next order of the same buyer fails inside the database.
    await t.app.ctx.db.execute(sql.raw(`create unique index ${UNIQUE_INDEX} on orders (buyer_email)`));
    const failed = await sendWebhook(t, storeOrder({ ...BUYER, attributes }));
    expect(failed.statusCode, failed.payload).toBe(500);

    // A check the portal does not expect: drizzle's error message then lists every value of the insert.
    await t.app.ctx.db.execute(
      sql.raw(
        `alter table coordinators add constraint ${CHECK_CONSTRAINT} check (name <> '${COORDINATOR.name}')`,
      ),
    );
    const refused = await call(t, {
      method: 'POST',
      url: '/api/admin/coordinators',
      headers: bearer(staffToken),
      payload: { ...COORDINATOR, groupId: group.id },
    });
    expect(refused.statusCode, refused.payload).toBe(500);

    secrets.push(
      ADMIN.password,
      ADMIN.email,
      admin.token,
      staffToken,
      sellerToken,
      'Bearer',
      SELLER.name,
      'Leopold',
      'Tarrant',
      SELLER.email,
      BUYER.firstName,
      BUYER.lastName,
      BUYER.email,
      t.config.shopify.webhookSecret,
      COORDINATOR.name,
      COORDINATOR.email,
      COORDINATOR.password,
      '$argon2',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no name, e-mail, password, token or SQL parameter in any line', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of raw) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toMatch(/params:|insert into|Key \(|Failing row/i);
    }
  });

  it('logs the order search with its route and parameter names, without their values', () => {
    const search = lines.find((line) => line.req?.route === `${API_BASE}${ORDER_API_PATHS.adminOrders}`);
    expect(search?.msg).toBe('incoming request');
    expect(search?.req).toMatchObject({
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrders}?customerName=[redacted]&studentName=[redacted]`,
    });
    const completed = lines.filter((line) => line.msg === 'request completed').map((l) => l.res?.statusCode);
    expect(completed).toEqual(expect.arrayContaining([200, 201, 500]));
  });

  it('logs the database failure with its route, PostgreSQL code and constraint, without the values', () => {
    const failure = lines.find(
      (line) => line.msg === 'request failed' && line.req?.route === '/api/shopify/webhooks',
    );
    expect(failure?.req).toMatchObject({
      method: 'POST',
      url: '/api/shopify/webhooks',
      route: '/api/shopify/webhooks',
    });
    expect(failure?.err?.message).toContain(
      `duplicate key value violates unique constraint "${UNIQUE_INDEX}"`,
    );
    expect(failure?.err).toMatchObject({
      code: '23505',
      constraint: UNIQUE_INDEX,
      table: 'orders',
    });
  });

  it("logs drizzle's query failure as its PostgreSQL error, without the SQL or its parameters", () => {
    const failure = lines.find(
      (line) => line.msg === 'request failed' && line.req?.route === '/api/admin/coordinators',
    );
    expect(failure?.req).toMatchObject({ method: 'POST', url: '/api/admin/coordinators' });
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: new row for relation "coordinators" violates check constraint "${CHECK_CONSTRAINT}"`,
      code: '23514',
      constraint: CHECK_CONSTRAINT,
      table: 'coordinators',
    });
  });
});
