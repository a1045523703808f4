import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/database.js';
import { orderAttributionChanges, orders, sellers, sellerErasures } from '../../src/server/db/schema.js';
import {
  erasePersonalDataPastRetention,
  startPersonalDataRetention,
} from '../../src/server/orders/personal-data-retention.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  insertOrder,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type OrderRow,
} from '../support/fixtures.js';
import { insertItems } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const api = (path: string) => `/api${path}`;

/** A calendar date `days` before NOW's (UTC, the tests' portal time zone). */
function daysAgo(days: number): string {
  return new Date(Date.UTC(2026, 5, 15 - days)).toISOString().slice(0, 10);
}

const BUYER = {
  buyerFirstName: 'Pat',
  buyerLastName: 'Parent',
  buyerEmail: 'pat.parent@example.org',
  sellerEmail: 'sam.family@example.org',
  shippingMethod: 'Standard',
  shippingAddress1: '12 Elm Street',
  shippingAddress2: 'Apt 3',
  shippingCity: 'Springfield',
  shippingProvince: 'IL',
  shippingZip: '62701',
  shippingCountry: 'US',
};

interface Fixture {
  group: GroupRow;
  campaigns: Record<'expired' | 'recent' | 'running', CampaignRow>;
  orders: Record<'expired' | 'recent' | 'running', OrderRow[]>;
  adminToken: string;
}

async function seed(t: TestApp): Promise<Fixture> {
  const group = await createGroup(t);
  const campaign = (name: string, startDate: string, endDate: string) =>
    createCampaign(t, group.id, { name, startDate, endDate });
  const campaigns = {
    expired: await campaign('Autumn', daysAgo(90), daysAgo(31)),
    recent: await campaign('Winter', daysAgo(60), daysAgo(29)),
    running: await campaign('Spring', daysAgo(10), daysAgo(-20)),
  };
  const ordersOf = async (key: keyof typeof campaigns, createdDaysAgo: number) => {
    const rows: OrderRow[] = [];
    for (const [index, status] of (['paid', 'shipped', 'cancelled'] as const).entries()) {
      const row = await insertOrder(t, {
        ...BUYER,
        group,
        campaign: campaigns[key],
        status,
        totalProductCents: 1000 * (index + 1),
        shippingCents: 250,
        storeCreatedAt: new Date(`${daysAgo(createdDaysAgo)}T15:00:00Z`),
      });
      await insertItems(t, row.id, [
        { productName: 'Cookie Dough', priceCents: 500, quantity: 2 * (index + 1) },
      ]);
      rows.push(row);
    }
    return rows;
  };
  const orderRows = {
    expired: await ordersOf('expired', 40),
    recent: await ordersOf('recent', 35),
    running: await ordersOf('running', 5),
  };
  const admin = await registerAdmin(t);
  return { group, campaigns, orders: orderRows, adminToken: admin.token };
}

async function orderRow(t: TestApp, id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Everything a coordinator or administrator reads as totals: group stats and each campaign's report. */
async function totals(t: TestApp, f: Fixture) {
  const get = async (path: string) => {
    const res = await call(t, { method: 'GET', url: api(path), headers: bearer(f.adminToken) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<unknown>();
  };
  return {
    stats: await get(API_PATHS.groupStats(f.group.id)),
    reports: await Promise.all(
      Object.values(f.campaigns).map((c) => get(REPORT_API_PATHS.campaignReport(f.group.id, c.id))),
    ),
  };
}

const runRetention = (t: TestApp) =>
  erasePersonalDataPastRetention(t.app.ctx.db, {
    retentionDays: 30,
    now: NOW,
    timeZone: 'UTC',
    batchSize: 2,
  });

describe('RETENTION_DAYS', () => {
  it('is off by default and accepts only a positive whole number of days', () => {
    const base = { DATA_DIR: '/tmp/portal-retention-config', JWT_SECRET: 'x'.repeat(40) };
    const env = { ...base, SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20) };
    expect(loadConfig(env).retentionDays).toBeUndefined();
    expect(loadConfig({ ...env, RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'thirty', '40000']) {
      const error = (() => {
        try {
          loadConfig({ ...env, RETENTION_DAYS: bad });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        `RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${bad}")`,
      ]);
    }
  });
});

describe('personal data retention', () => {
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    t = await createTestApp({ env: { RETENTION_DAYS: '30' }, now: () => NOW });
    f = await seed(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases buyer e-mails and addresses and seller e-mails of campaigns ended more than 30 days ago, totals unchanged', async () => {
    const before = await totals(t, f);
    const untouchedBefore = await Promise.all(
      [...f.orders.recent, ...f.orders.running].map((o) => orderRow(t, o.id)),
    );

    expect(await runRetention(t)).toEqual({
      orders: 3,
      sellers: 0,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });

    for (const order of f.orders.expired) {
      const row = await orderRow(t, order.id);
      expect(row).toMatchObject({
        buyerEmail: '',
        sellerEmail: '',
        shippingAddress1: '',
        shippingAddress2: '',
        shippingCity: '',
        shippingProvince: '',
        shippingZip: '',
        // What totals and lists need stays.
        buyerFirstName: 'Pat',
        buyerLastName: 'Parent',
        sellerName: 'Sam Seller',
        shippingCountry: 'US',
        shippingMethod: 'Standard',
        status: order.status,
        totalCents: order.totalCents,
      });
      const detail = await call(t, {
        method: 'GET',
        url: api(ORDER_API_PATHS.adminOrder(order.id)),
        headers: bearer(f.adminToken),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.payload).not.toContain('@example.org');
      expect(detail.payload).not.toContain('Elm Street');
    }
    const untouchedAfter = await Promise.all(
      [...f.orders.recent, ...f.orders.running].map((o) => orderRow(t, o.id)),
    );
    expect(untouchedAfter).toEqual(untouchedBefore);
    expect(untouchedAfter.every((row) => row.buyerEmail === BUYER.buyerEmail)).toBe(true);

    expect(await totals(t, f)).toEqual(before);
  });

  it('changes nothing more when it runs again', async () => {
    const snapshot = await t.app.ctx.db.select().from(orders).orderBy(orders.id);
    expect(await runRetention(t)).toEqual({
      orders: 0,
      sellers: 0,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });
    expect(await t.app.ctx.db.select().from(orders).orderBy(orders.id)).toEqual(snapshot);
  });

  it('erases an order that reaches an expired campaign later at the next run', async () => {
    const late = await insertOrder(t, {
      ...BUYER,
      group: f.group,
      campaign: f.campaigns.expired,
      status: 'paid',
      storeCreatedAt: new Date(`${daysAgo(45)}T10:00:00Z`),
    });
    expect(await runRetention(t)).toEqual({
      orders: 1,
      sellers: 0,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });
    expect(await orderRow(t, late.id)).toMatchObject({ buyerEmail: '', shippingAddress1: '' });
  });

  it('runs as a background job of the app while RETENTION_DAYS is set', async () => {
    const late = await insertOrder(t, {
      ...BUYER,
      group: f.group,
      campaign: f.campaigns.expired,
      status: 'paid',
      storeCreatedAt: new Date(`${daysAgo(45)}T10:00:00Z`),
    });
    const logged: Record<string, unknown>[] = [];
    const logger = { info: (obj: Record<string, unknown>) => logged.push(obj), warn: () => undefined };
    const stop = startPersonalDataRetention(t.app.ctx, logger, { firstRunDelayMs: 0 });
    await expect.poll(async () => (await orderRow(t, late.id)).buyerEmail, { timeout: 10_000 }).toBe('');
    await stop();
    expect(logged).toEqual([
      { event: 'retention-erased', orders: 1, sellers: 0, mailSubscriptions: 0, privacyRequests: 0 },
    ]);
  });
});

describe('personal data retention beyond campaigns: orders credited to no campaign, notes, seller e-mails', () => {
  let t: TestApp;
  let adminToken: string;
  const NOTE = 'For Sam Seller, please leave it with the neighbour at 14 Elm Street';
  const ERASED = {
    buyerEmail: '',
    sellerEmail: '',
    shippingAddress1: '',
    shippingAddress2: '',
    shippingCity: '',
    shippingProvince: '',
    shippingZip: '',
    note: '',
  };
  /** An order whose only personal data is its note (a pickup order without an e-mail). */
  const NOTE_ONLY = { ...ERASED, note: NOTE };
  const KEPT = {
    buyerEmail: BUYER.buyerEmail,
    sellerEmail: BUYER.sellerEmail,
    shippingAddress1: BUYER.shippingAddress1,
    note: NOTE,
  };
  let groups: Record<'ended' | 'recentlyEnded' | 'upcoming' | 'noCampaign', GroupRow>;
  let endedCampaign: CampaignRow;
  let recentCampaign: CampaignRow;
  let o: Record<string, OrderRow>;
  let sellerRows: Record<string, typeof sellers.$inferSelect>;

  const at = (date: string, time: string) => new Date(`${date}T${time}Z`);
  const order = (values: Parameters<typeof insertOrder>[1]) =>
    insertOrder(t, { ...BUYER, status: 'paid', totalProductCents: 2000, shippingCents: 300, ...values });
  const seller = async (group: GroupRow, name: string, email: string, lastLoginAt: Date) =>
    (
      await t.app.ctx.db.insert(sellers).values({ groupId: group.id, name, email, lastLoginAt }).returning()
    )[0]!;
  const get = async (path: string) => {
    const res = await call(t, { method: 'GET', url: api(path), headers: bearer(adminToken) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: unknown }>().data;
  };
  const everyTotal = async () => ({
    portal: await get(API_PATHS.adminStats),
    groups: await Promise.all(Object.values(groups).map((g) => get(API_PATHS.groupStats(g.id)))),
    reports: await Promise.all(
      [endedCampaign, recentCampaign].map((c) => get(REPORT_API_PATHS.campaignReport(c.groupId, c.id))),
    ),
  });

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    groups = {
      ended: await createGroup(t),
      recentlyEnded: await createGroup(t),
      upcoming: await createGroup(t),
      noCampaign: await createGroup(t),
    };
    endedCampaign = await createCampaign(t, groups.ended.id, {
      name: 'Autumn',
      startDate: daysAgo(80),
      endDate: daysAgo(31),
    });
    await createCampaign(t, groups.recentlyEnded.id, {
      name: 'Autumn',
      startDate: daysAgo(80),
      endDate: daysAgo(40),
    });
    recentCampaign = await createCampaign(t, groups.recentlyEnded.id, {
      name: 'Winter',
      startDate: daysAgo(39),
      endDate: daysAgo(30),
    });
    await createCampaign(t, groups.upcoming.id, {
      name: 'Autumn',
      startDate: daysAgo(200),
      endDate: daysAgo(100),
    });
    await createCampaign(t, groups.upcoming.id, {
      name: 'Summer',
      startDate: daysAgo(-10),
      endDate: daysAgo(-40),
    });

    o = {
      endedWithNote: await order({
        group: groups.ended,
        campaign: endedCampaign,
        note: NOTE,
        storeCreatedAt: at(daysAgo(50), '10:00:00'),
      }),
      endedNoteOnly: await order({
        group: groups.ended,
        campaign: endedCampaign,
        ...NOTE_ONLY,
        storeCreatedAt: at(daysAgo(50), '11:00:00'),
      }),
      recentWithNote: await order({
        group: groups.recentlyEnded,
        campaign: recentCampaign,
        note: NOTE,
        storeCreatedAt: at(daysAgo(35), '10:00:00'),
      }),
      noCampaignOld: await order({
        group: groups.noCampaign,
        note: NOTE,
        storeCreatedAt: at(daysAgo(31), '23:59:00'),
      }),
      noCampaignNew: await order({
        group: groups.noCampaign,
        note: NOTE,
        storeCreatedAt: at(daysAgo(30), '00:00:00'),
      }),
      noGroupOld: await order({ storeCreatedAt: at(daysAgo(200), '08:00:00') }),
      noGroupNoteOnly: await order({ ...NOTE_ONLY, storeCreatedAt: at(daysAgo(60), '08:00:00') }),
      noGroupNew: await order({ note: NOTE, storeCreatedAt: at(daysAgo(2), '08:00:00') }),
    };
    sellerRows = {
      ended: await seller(groups.ended, 'Ava Martin', 'ava.family@example.org', at(daysAgo(40), '16:00:00')),
      recentlyEnded: await seller(
        groups.recentlyEnded,
        'Ben Ortiz',
        'ben.family@example.org',
        at(daysAgo(35), '16:00:00'),
      ),
      upcoming: await seller(
        groups.upcoming,
        'Cleo Diaz',
        'cleo.family@example.org',
        at(daysAgo(120), '16:00:00'),
      ),
      noCampaignOld: await seller(
        groups.noCampaign,
        'Dan Wu',
        'dan.family@example.org',
        at(daysAgo(31), '23:59:00'),
      ),
      noCampaignNew: await seller(
        groups.noCampaign,
        'Eve Wu',
        'eve.family@example.org',
        at(daysAgo(30), '00:00:00'),
      ),
    };
    adminToken = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases campaign-less orders placed more than 30 days ago, notes, and the e-mails of sellers whose group has no later campaign; totals unchanged', async () => {
    const before = await everyTotal();

    expect(await runRetention(t)).toEqual({
      orders: 5,
      sellers: 2,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });

    for (const key of ['endedWithNote', 'endedNoteOnly', 'noCampaignOld', 'noGroupOld', 'noGroupNoteOnly']) {
      expect(await orderRow(t, o[key]!.id), key).toMatchObject({
        ...ERASED,
        buyerFirstName: 'Pat',
        buyerLastName: 'Parent',
        sellerName: 'Sam Seller',
        totalCents: 2300,
      });
      const detail = await call(t, {
        method: 'GET',
        url: api(ORDER_API_PATHS.adminOrder(o[key]!.id)),
        headers: bearer(adminToken),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ data: { note: string } }>().data.note).toBe('');
      expect(detail.payload).not.toContain('@example.org');
      expect(detail.payload).not.toContain('Elm Street');
    }
    for (const key of ['recentWithNote', 'noCampaignNew', 'noGroupNew']) {
      expect(await orderRow(t, o[key]!.id), key).toMatchObject(KEPT);
    }

    expect(await get(`/admin/groups/${groups.ended.id}/sellers`)).toEqual([
      { _id: sellerRows.ended!.id, name: 'Ava Martin', email: '' },
    ]);
    expect(await get(`/admin/groups/${groups.recentlyEnded.id}/sellers`)).toEqual([
      { _id: sellerRows.recentlyEnded!.id, name: 'Ben Ortiz', email: 'ben.family@example.org' },
    ]);
    expect(await get(`/admin/groups/${groups.upcoming.id}/sellers`)).toEqual([
      { _id: sellerRows.upcoming!.id, name: 'Cleo Diaz', email: 'cleo.family@example.org' },
    ]);
    expect(await get(`/admin/groups/${groups.noCampaign.id}/sellers`)).toEqual([
      { _id: sellerRows.noCampaignOld!.id, name: 'Dan Wu', email: '' },
      { _id: sellerRows.noCampaignNew!.id, name: 'Eve Wu', email: 'eve.family@example.org' },
    ]);

    expect(await everyTotal()).toEqual(before);
    expect(await runRetention(t)).toEqual({
      orders: 0,
      sellers: 0,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });
  });

  it('makes a new seller record when a seller whose e-mail was erased signs in for a new campaign', async () => {
    await createCampaign(t, groups.ended.id, {
      name: 'Spring',
      startDate: daysAgo(1),
      endDate: daysAgo(-20),
    });
    const res = await loginSeller(t, {
      name: 'Ava Martin',
      email: 'ava.family@example.org',
      groupCode: groups.ended.code,
    });
    expect(res.statusCode, res.payload).toBe(200);
    const { user } = res.json<{ user: { id: string; name: string; email: string } }>();
    expect(user).toMatchObject({ name: 'Ava Martin', email: 'ava.family@example.org' });
    expect(user.id).not.toBe(sellerRows.ended!.id);
    expect(await get(`/admin/groups/${groups.ended.id}/sellers`)).toEqual([
      { _id: sellerRows.ended!.id, name: 'Ava Martin', email: '' },
      { _id: user.id, name: 'Ava Martin', email: 'ava.family@example.org' },
    ]);
    // The group now has a campaign ending later: the new record keeps its e-mail.
    expect(await runRetention(t)).toEqual({
      orders: 0,
      sellers: 0,
      mailSubscriptions: 0,
      privacyRequests: 0,
    });
  });
});

describe('without RETENTION_DAYS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases nothing: the job does not run', async () => {
    const f = await seed(t);
    const stop = startPersonalDataRetention(
      t.app.ctx,
      { info: () => undefined, warn: () => undefined },
      {
        firstRunDelayMs: 0,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.groupId, f.group.id));
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.buyerEmail === BUYER.buyerEmail)).toBe(true);
    expect(rows.every((row) => row.sellerEmail === BUYER.sellerEmail)).toBe(true);
    expect(rows.every((row) => row.shippingAddress1 === BUYER.shippingAddress1)).toBe(true);
  });
});

describe('POST /api/admin/sellers/{id}/erase-personal-data', () => {
  let t: TestApp;
  let f: Fixture;
  let seller: typeof sellers.$inferSelect;
  let sibling: typeof sellers.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    f = await seed(t);
    seller = (
      await t.app.ctx.db
        .insert(sellers)
        .values({ groupId: f.group.id, name: 'Alice Marie Smith', email: 'alice.family@example.org' })
        .returning()
    )[0]!;
    const other = await createGroup(t);
    sibling = (
      await t.app.ctx.db
        .insert(sellers)
        .values({ groupId: other.id, name: 'Bob Smith', email: 'alice.family@example.org' })
        .returning()
    )[0]!;
    await t.app.ctx.db
      .update(orders)
      .set({
        sellerId: seller!.id,
        sellerName: 'Alice Marie Smith',
        sellerEmail: 'alice.family@example.org',
      })
      .where(eq(orders.campaignId, f.campaigns.running.id));
    await t.app.ctx.db.insert(orderAttributionChanges).values({
      orderId: f.orders.running[0]!.id,
      changedByKind: 'admin',
      changedByName: 'Alex Admin',
      fromGroupCode: f.group.code,
      fromCampaignName: 'Spring',
      fromSellerName: 'alice marie smith ',
      toGroupCode: f.group.code,
      toCampaignName: 'Spring',
      toSellerName: 'Alice Marie Smith',
      reason: 'Typo in the name',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const erase = (id: string, token?: string) =>
    call(t, {
      method: 'POST',
      url: api(PRIVACY_API_PATHS.sellerErasure(id)),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('refuses without a session, a coordinator, and an unknown seller', async () => {
    expectFailure(await erase(seller.id), 401, 'Please log in to continue');
    const coordinator = await coordinatorToken(t, await createCoordinator(t, f.group.id));
    expectFailure(await erase(seller.id, coordinator), 403, 'You do not have access to this resource');
    expectFailure(await erase('00000000-0000-4000-8000-000000000000', f.adminToken), 404, 'Seller not found');
    expectFailure(await erase('not-an-id', f.adminToken), 404, 'Seller not found');
    const [row] = await t.app.ctx.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({ name: 'Alice Marie Smith', email: 'alice.family@example.org' });
  });

  it('replaces the name by initials and removes the e-mail on the seller, its orders and history, with an audit entry', async () => {
    const report = () =>
      call(t, {
        method: 'GET',
        url: api(REPORT_API_PATHS.campaignReport(f.group.id, f.campaigns.running.id)),
        headers: bearer(f.adminToken),
      }).then((res) => res.json<{ data: unknown }>().data);
    const reportBefore = JSON.stringify(await report());
    const statsBefore = (
      await call(t, {
        method: 'GET',
        url: api(API_PATHS.groupStats(f.group.id)),
        headers: bearer(f.adminToken),
      })
    ).json<unknown>();

    const res = await erase(seller.id, f.adminToken);
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<{ success: true; message: string; data: Record<string, unknown> }>();
    expect(body).toEqual({
      success: true,
      message: "The seller's personal data was erased",
      data: {
        seller: { _id: seller.id, name: 'A. M. S.', email: '' },
        erasedAt: expect.any(String),
        erasedBy: 'Alex Admin',
        ordersUpdated: 3,
      },
    });

    const [row] = await t.app.ctx.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({ name: 'A. M. S.', email: '' });
    const [untouched] = await t.app.ctx.db.select().from(sellers).where(eq(sellers.id, sibling.id));
    expect(untouched).toMatchObject({ name: 'Bob Smith', email: 'alice.family@example.org' });

    const sellerList = await call(t, {
      method: 'GET',
      url: api(`/admin/groups/${f.group.id}/sellers`),
      headers: bearer(f.adminToken),
    });
    expect(sellerList.json<{ data: unknown[] }>().data).toEqual([
      { _id: seller.id, name: 'A. M. S.', email: '' },
    ]);

    for (const order of f.orders.running) {
      const detail = await call(t, {
        method: 'GET',
        url: api(ORDER_API_PATHS.adminOrder(order.id)),
        headers: bearer(f.adminToken),
      });
      const data = detail.json<{
        data: { studentName: string; studentEmail: string; attributionHistory: unknown[] };
      }>().data;
      expect(data.studentName).toBe('A. M. S.');
      expect(data.studentEmail).toBe('');
      expect(detail.payload).not.toContain('Alice');
      expect(detail.payload).not.toContain('alice.family');
    }
    const history = await t.app.ctx.db.select().from(orderAttributionChanges);
    expect(history.map((h) => [h.fromSellerName, h.toSellerName])).toEqual([['A. M. S.', 'A. M. S.']]);

    // Totals stay; the seller's report lines now carry the initials.
    const reportAfter = JSON.stringify(await report());
    expect(reportAfter).toBe(reportBefore.replaceAll('Alice Marie Smith', 'A. M. S.'));
    expect(reportAfter).not.toContain('Alice');
    expect(
      (
        await call(t, {
          method: 'GET',
          url: api(API_PATHS.groupStats(f.group.id)),
          headers: bearer(f.adminToken),
        })
      ).json<unknown>(),
    ).toEqual(statsBefore);

    const audit = await t.app.ctx.db.select().from(sellerErasures);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      sellerId: seller.id,
      groupId: f.group.id,
      sellerInitials: 'A. M. S.',
      erasedByName: 'Alex Admin',
      ordersUpdated: 3,
    });
    expect(new Date(audit[0]!.erasedAt).toISOString()).toBe(body.data.erasedAt);
    const [{ text }] = (await queryRows<{ text: string }>(
      t.app.ctx.db,
      sql`select string_agg(t::text, ' ') as text from seller_erasures t`,
    )) as [{ text: string }];
    expect(text).not.toContain('Alice');
    expect(text).not.toContain('alice.family');
  });

  it("ends the erased seller's session, and erases two sellers of one group whose initials are the same", async () => {
    const signIn = async (name: string) => {
      const res = await loginSeller(t, { name, email: 'lee.family@example.org', groupCode: f.group.code });
      expect(res.statusCode, res.payload).toBe(200);
      return res.json<{ token: string; user: { id: string } }>();
    };
    // The guard runs before the body is read: a live session gets 400 for the empty hand-off, an ended one 401.
    const handOff = (token: string) =>
      call(t, { method: 'POST', url: '/api/shopify/create-shop-url', headers: bearer(token), payload: {} });
    const kim = await signIn('Kim Lee');
    const kai = await signIn('Kai Lu');
    expect((await handOff(kim.token)).statusCode).toBe(400);

    expect((await erase(kim.user.id, f.adminToken)).statusCode).toBe(200);
    expectFailure(await handOff(kim.token), 401, API_ERROR_MESSAGES.sessionExpired);
    expect((await handOff(kai.token)).statusCode).toBe(400);

    const second = await erase(kai.user.id, f.adminToken);
    expect(second.statusCode, second.payload).toBe(200);
    const rows = await t.app.ctx.db
      .select({ name: sellers.name, email: sellers.email })
      .from(sellers)
      .where(eq(sellers.email, ''));
    expect(rows.filter((row) => row.name === 'K. L.')).toHaveLength(2);
  });
});
