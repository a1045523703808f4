import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAttributes } from '../../src/server/orders/attribution-signature.js';
import { DEMO_ORDER_HEADER, signWebhookBody } from '../../src/server/store/webhook-signature.js';
import type { TOrder, TOrderListItem } from '../../src/shared/api/orders.js';
import { DEMO_STORE_BASE } from '../../src/shared/api/store.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  handOffBody,
  loginSeller,
  registerAdmin,
  type SellerSession,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { acceptedWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CHECKOUT_FORM } from '../support/demo-checkout.js';

const PRODUCTION = { NODE_ENV: 'production' };
const STORE = { SHOPIFY_STORE_DOMAIN: 'lincoln-pta.myshopify.com' };

const textOf = (page: string) => page.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

/** A browser's cookie jar for the demo store, from one client address. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.t.app.inject({
      ...options,
      remoteAddress: this.remoteAddress,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    const header = res.headers['set-cookie'];
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, form: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  /** Arrives from a seller's hand-off, puts a tub of cookie dough in the cart and opens the checkout form. */
  async fillCart(t: TestApp, group: GroupRow, campaign: CampaignRow): Promise<{ checkout_token: string }> {
    const signed = {
      group_code: group.code,
      student_name: 'Sam Seller',
      student_email: 'sam@example.org',
      group_name: group.name,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      user_id: '8a6f5e2d-1c0b-4a99-8e77-665544332211',
      portal_ref: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
    };
    const attributes = { ...signed, portal_sig: signAttributes(t.config.jwtSecret, signed) };
    const query = Object.entries(attributes)
      .map(([name, value]) => `${encodeURIComponent(`attributes[${name}]`)}=${encodeURIComponent(value)}`)
      .join('&');
    expect((await this.get(`${DEMO_STORE_BASE}/cart/update?${query}`)).statusCode).toBe(303);
    await this.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'cookie-dough', quantity: '1' });
    const form = await this.get(`${DEMO_STORE_BASE}/checkout`);
    expect(form.statusCode).toBe(200);
    const token = /name="checkout_token" value="([\w-]+)"/.exec(form.payload)?.[1];
    expect(token).toBeDefined();
    return { checkout_token: token! };
  }
}

interface Portal {
  t: TestApp;
  adminToken: string;
  coordinatorToken: string;
  group: GroupRow;
  campaign: CampaignRow;
}

async function portal(env: Record<string, string>): Promise<Portal> {
  const t = await createTestApp({ env });
  const admin = await registerAdmin(t);
  const group = await createGroup(t);
  const campaign = await createCampaign(t, group.id, { name: 'Spring Cookie Drive' });
  const coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  return { t, adminToken: admin.token, coordinatorToken: coordinator, group, campaign };
}

async function placeDemoOrder(p: Portal): Promise<string> {
  const browser = new Browser(p.t);
  const token = await browser.fillCart(p.t, p.group, p.campaign);
  const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, { ...CHECKOUT_FORM, ...token });
  expect(placed.statusCode, placed.payload).toBe(303);
  return placed.headers.location as string;
}

async function getJson<T>(p: Portal, url: string, token: string): Promise<T> {
  const res = await call(p.t, { method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ data: T }>().data;
}

/** What administrators, the group's coordinator, its stats and its campaign report see of the orders. */
async function views(p: Portal) {
  const adminList = await getJson<TOrderListItem[]>(p, '/api/admin/orders', p.adminToken);
  const coordinatorList = await getJson<TOrderListItem[]>(
    p,
    `/api/groups/${p.group.id}/orders`,
    p.coordinatorToken,
  );
  const groupStats = await getJson<{ orderCount: number; totalSales: number }>(
    p,
    `/api/groups/${p.group.id}/stats`,
    p.coordinatorToken,
  );
  const report = await getJson<{ totals: { orderCount: number; sales: number }; sellers: unknown[] }>(
    p,
    `/api/groups/${p.group.id}/campaigns/${p.campaign.id}/report`,
    p.coordinatorToken,
  );
  const adminStats = await getJson<{ orderCount: number; totalSales: number; recentOrders: unknown[] }>(
    p,
    '/api/admin/stats',
    p.adminToken,
  );
  return { adminList, coordinatorList, groupStats, report, adminStats };
}

function expectNotServed(res: LightMyRequestResponse, method: string, url: string) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({
    success: false,
    code: 'ROUTE_NOT_FOUND',
    message: API_ERROR_MESSAGES.routeNotFound(method, url),
    params: { method, path: url },
  });
}

async function expectNoDemoStore(t: TestApp) {
  for (const url of [`${DEMO_STORE_BASE}/`, `${DEMO_STORE_BASE}/assets/store.css`, `${DEMO_STORE_BASE}`]) {
    expectNotServed(await t.app.inject({ method: 'GET', url }), 'GET', url);
  }
  const checkout = await t.app.inject({
    method: 'POST',
    url: `${DEMO_STORE_BASE}/checkout`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(CHECKOUT_FORM).toString(),
  });
  expect(checkout.statusCode).toBe(404);
  expect(checkout.headers['content-type']).toMatch(/^application\/json/);
}

describe('demo store in production without a store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not served: its paths answer 404 JSON like any unknown path', async () => {
    await expectNoDemoStore(t);
  });

  it('refuses a seller’s hand-off with 503 instead of a link that leads nowhere', async () => {
    const group = await createGroup(t);
    const campaign = await createCampaign(t, group.id);
    const login = await loginSeller(t, {
      name: 'Sam Seller',
      email: 'sam@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    const seller = login.json<SellerSession>();
    const res = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    expect(res.statusCode, res.payload).toBe(503);
    expect(res.json()).toEqual({ success: false, code: 'NO_STORE', message: STORE_API_MESSAGES.noStore });
  });
});

describe('demo store with a store configured and DEMO_STORE=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Outside production, where the demo store would otherwise be served.
    t = await createTestApp({ env: { ...STORE, DEMO_STORE: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is never served: the configured store wins', async () => {
    await expectNoDemoStore(t);
  });
});

describe('demo store with DEMO_STORE=1 in production', () => {
  let p: Portal;
  beforeAll(async () => {
    p = await portal({ ...PRODUCTION, DEMO_STORE: '1' });
  });
  afterAll(async () => {
    await p.t.close();
  });

  it('is served, and its orders are demo orders: badged for administrators, counted nowhere', async () => {
    const catalogue = await new Browser(p.t).get(`${DEMO_STORE_BASE}/`);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['content-type']).toMatch(/^text\/html/);

    expect(await placeDemoOrder(p)).toBe(`${DEMO_STORE_BASE}/orders/1001`);

    const seen = await views(p);
    expect(seen.adminList).toHaveLength(1);
    expect(seen.adminList[0]).toMatchObject({
      shopifyOrderNumber: '#1001',
      groupCode: p.group.code,
      studentName: 'Sam Seller',
      isAttributed: true,
      attributionVerified: true,
      isTest: true,
      isDemo: true,
    });
    const detail = await getJson<TOrder>(p, `/api/admin/orders/${seen.adminList[0]!._id}`, p.adminToken);
    expect(detail).toMatchObject({ isDemo: true, isTest: true, totalAmount: 30 });

    expect(seen.coordinatorList).toEqual([]);
    expect(seen.groupStats).toMatchObject({ orderCount: 0, totalSales: 0 });
    expect(seen.report.totals).toMatchObject({ orderCount: 0, sales: 0 });
    expect(seen.report.sellers).toEqual([]);
    expect(seen.adminStats).toMatchObject({ orderCount: 0, totalSales: 0, recentOrders: [] });
    const hidden = await call(p.t, {
      method: 'GET',
      url: `/api/groups/${p.group.id}/orders/${seen.adminList[0]!._id}`,
      headers: bearer(p.coordinatorToken),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('never lets a store delivery claim to be a demo order', async () => {
    const attributes = { group_code: p.group.code, student_name: 'Riley Real', campaign_id: p.campaign.id };
    const marked = storeOrder({ orderNumber: 5001, attributes });
    // The webhook secret is the store's: a mark made with it is not the demo store's.
    const forged = signWebhookBody(p.t.config.shopify.webhookSecret, JSON.stringify(marked));
    expect(await acceptedWebhook(p.t, marked, { headers: { [DEMO_ORDER_HEADER]: forged } })).toBe('created');
    const bare = storeOrder({ orderNumber: 5002, attributes });
    expect(await acceptedWebhook(p.t, bare, { headers: { [DEMO_ORDER_HEADER]: 'x' } })).toBe('created');

    const seen = await views(p);
    const real = seen.adminList.filter((order) => order.studentName === 'Riley Real');
    expect(real.map((order) => [order.shopifyOrderNumber, order.isDemo, order.isTest]).sort()).toEqual([
      ['#5001', false, false],
      ['#5002', false, false],
    ]);
    expect(seen.coordinatorList.map((order) => order.shopifyOrderNumber).sort()).toEqual(['#5001', '#5002']);
    expect(seen.groupStats.orderCount).toBe(2);
    expect(seen.report.totals.orderCount).toBe(2);
  });

  it('places one order for a checkout submitted twice, and shows the same confirmation', async () => {
    const before = (await views(p)).adminList.length;
    const browser = new Browser(p.t);
    const form = { ...CHECKOUT_FORM, ...(await browser.fillCart(p.t, p.group, p.campaign)) };
    // A double click: both submissions leave with the same cart before either reply arrives.
    const [first, second] = await Promise.all([
      browser.post(`${DEMO_STORE_BASE}/checkout`, form),
      browser.post(`${DEMO_STORE_BASE}/checkout`, form),
    ]);
    expect(first.statusCode, first.payload).toBe(303);
    expect(second.statusCode, second.payload).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    // A click after the first reply emptied the cart.
    const third = await browser.post(`${DEMO_STORE_BASE}/checkout`, form);
    expect(third.statusCode).toBe(303);
    expect(third.headers.location).toBe(first.headers.location);
    const confirmation = await browser.get(first.headers.location as string);
    expect(confirmation.statusCode).toBe(200);
    expect(textOf(confirmation.payload)).toContain('Thank you, Pat!');

    const after = (await views(p)).adminList;
    expect(after).toHaveLength(before + 1);
    const number = `#${(first.headers.location as string).split('/').pop()}`;
    expect(after.filter((order) => order.shopifyOrderNumber === number)).toHaveLength(1);

    // A new checkout of the same browser is a new order.
    const again = await browser.fillCart(p.t, p.group, p.campaign);
    expect(again.checkout_token).not.toBe(form.checkout_token);
    const next = await browser.post(`${DEMO_STORE_BASE}/checkout`, { ...CHECKOUT_FORM, ...again });
    expect(next.headers.location).not.toBe(first.headers.location);
    expect((await views(p)).adminList).toHaveLength(before + 2);
  });

  it('limits checkouts per client address with 429', async () => {
    const flooding = new Browser(p.t, '203.0.113.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await flooding.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    const refused = await flooding.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(textOf(refused.payload)).toContain(
      'This shop takes only a few orders at a time from one connection. Please try again in a few minutes.',
    );
    expect(statuses[20]).toBe(429);
    // Another address still checks out.
    expect(await placeDemoOrder(p)).toMatch(/^\/demo-store\/orders\/\d+$/);
  });
});

describe('demo store in development without a store', () => {
  let p: Portal;
  beforeAll(async () => {
    p = await portal({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await p.t.close();
  });

  it('is served and its orders count like any other, as before', async () => {
    expect(await placeDemoOrder(p)).toBe(`${DEMO_STORE_BASE}/orders/1001`);
    const seen = await views(p);
    expect(seen.adminList).toHaveLength(1);
    expect(seen.adminList[0]).toMatchObject({ isTest: false, isDemo: false, attributionVerified: true });
    expect(seen.coordinatorList.map((order) => order.shopifyOrderNumber)).toEqual(['#1001']);
    expect(seen.groupStats).toMatchObject({ orderCount: 1, totalSales: 30 });
    expect(seen.report.totals).toMatchObject({ orderCount: 1, sales: 30 });
    expect(seen.adminStats).toMatchObject({ orderCount: 1, totalSales: 30 });
  });
});
