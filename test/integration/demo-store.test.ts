import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAttributes } from '../../src/server/orders/attribution-signature.js';
import { nextOrderNumber } from '../../src/server/demo-store/order-number.js';
import type { TOrder, TOrderListItem } from '../../src/shared/api/orders.js';
import { DEMO_STORE_BASE } from '../../src/shared/api/store.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { textOf } from '../support/html-text.js';
import { CHECKOUT_FORM } from '../support/demo-checkout.js';

const GROUP = {
  name: 'Lincoln Elementary PTA',
  code: 'BEARS7',
  organizationName: 'Lincoln Elementary School',
};
const UNCREDITED = "Purchases won't be credited to any group.";
const ORDER_FAILED = 'We could not place your order. Please try again.';

const setCookiesOf = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** A browser's cookie jar for the demo store: keeps what Set-Cookie says, sends it back. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.t.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    for (const line of setCookiesOf(res)) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
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
}

/** The portal's hand-off link, built as the hand-off builds it (every name and value URL-encoded). */
function handoffUrl(attributes: Record<string, string>, returnTo = `${DEMO_STORE_BASE}/`): string {
  const query = Object.entries(attributes)
    .map(([name, value]) => `${encodeURIComponent(`attributes[${name}]`)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${DEMO_STORE_BASE}/cart/update?${query}&return_to=${encodeURIComponent(returnTo)}`;
}

function portalAttributes(t: TestApp, overrides: Record<string, string> = {}): Record<string, string> {
  const base = {
    group_code: GROUP.code,
    student_name: 'Sam Seller',
    student_email: 'sam@example.org',
    group_name: GROUP.name,
    campaign_id: '3f0c1b9e-8d3a-4c55-9a51-1f6f2b0c7d10',
    campaign_name: 'Spring Cookie Drive',
    user_id: '8a6f5e2d-1c0b-4a99-8e77-665544332211',
    portal_ref: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
    ...overrides,
  };
  const portal_sig = signAttributes(t.config.jwtSecret, base);
  return { ...base, timestamp: '2026-11-03T10:15:22.000Z', from_portal: 'true', portal_sig };
}

describe('demo store', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { name: 'Alex Admin', email: 'admin@example.org', password: 'admin-password-1' },
    });
    expect(admin.statusCode, admin.payload).toBe(201);
    adminToken = admin.json<{ token: string }>().token;
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: GROUP,
    });
    expect(group.statusCode, group.payload).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  async function adminOrders(): Promise<TOrderListItem[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TOrderListItem[] }>().data;
  }

  it('cart/update stores the attributes on the cart and redirects to return_to', async () => {
    const browser = new Browser(t);
    const res = await browser.get(handoffUrl(portalAttributes(t)));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${DEMO_STORE_BASE}/`);
    const [cookie] = setCookiesOf(res);
    expect(cookie).toMatch(/^demo_store_cart=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Path=${DEMO_STORE_BASE}`);
    expect(cookie).toContain('Max-Age=3600');

    const shop = await browser.get(`${DEMO_STORE_BASE}/`);
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['content-type']).toMatch(/^text\/html/);
    const text = textOf(shop.payload);
    // A buyer from a share link sees this too: the seller's first name and initial, never the group's code.
    expect(text).toContain('Seller Sam S.');
    expect(text).toContain(`Group ${GROUP.name} Campaign`);
    expect(text).not.toContain(GROUP.code);
    expect(text).toContain('Campaign Spring Cookie Drive');
    expect(text).not.toContain(UNCREDITED);
    expect(text).toContain('Cookie Dough 3 lb Tub');
    expect(text).toContain('$18.00');
    expect(shop.payload.match(/action="\/demo-store\/cart\/add"/g)).toHaveLength(8);

    const inside = await browser.get(handoffUrl({ group_name: 'Other Class' }, `${DEMO_STORE_BASE}/cart`));
    expect(inside.headers.location).toBe(`${DEMO_STORE_BASE}/cart`);
    // Attributes merge like the store's cart update: the new group name replaces the old, the rest stay.
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).toContain(
      'Seller Sam S. Group Other Class Campaign Spring Cookie Drive',
    );
  });

  it('refuses a return_to outside the demo store', async () => {
    const browser = new Browser(t);
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/demo-store/',
      '/\\evil.example',
      '/api/admin/orders',
      '/',
      '/demo-store/../api/health',
      '/demo-store/%2e%2e/api/health',
      'javascript:alert(1)',
    ]) {
      const res = await browser.get(handoffUrl({ group_code: 'BEARS7' }, returnTo));
      expect(res.statusCode, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe(`${DEMO_STORE_BASE}/`);
    }
    const missing = await browser.get(`${DEMO_STORE_BASE}/cart/update?attributes%5Bgroup_code%5D=BEARS7`);
    expect(missing.headers.location).toBe(`${DEMO_STORE_BASE}/`);
    const checkout = await browser.get(handoffUrl({ group_code: 'BEARS7' }, `${DEMO_STORE_BASE}/checkout`));
    expect(checkout.headers.location).toBe(`${DEMO_STORE_BASE}/checkout`);
  });

  it('shows the credits banner with every value HTML-escaped', async () => {
    const browser = new Browser(t);
    await browser.get(
      handoffUrl(
        portalAttributes(t, {
          // No slash: a name with one reads as a link and is shown as its initial (publicSellerName).
          student_name: '<script>alert(1)<script> Stone',
          group_name: 'Tom & Jerry "Club"',
          campaign_name: "<img src=x onerror='x'>",
        }),
      ),
    );
    const res = await browser.get(`${DEMO_STORE_BASE}/`);
    expect(res.payload).toContain('&lt;script&gt;alert(1)&lt;script&gt; S.');
    expect(res.payload).toContain('Tom &amp; Jerry &quot;Club&quot;');
    expect(res.payload).toContain('&lt;img src=x onerror=&#39;x&#39;&gt;');
    expect(res.payload).not.toMatch(/<script|<img/i);
    expect(textOf(res.payload)).toContain('Seller <script>alert(1)<script> S.');
  });

  it('tells a buyer without portal attributes that nothing is credited', async () => {
    const res = await new Browser(t).get(`${DEMO_STORE_BASE}/`);
    expect(res.statusCode).toBe(200);
    expect(textOf(res.payload)).toContain(UNCREDITED);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('adds, updates and removes cart lines', async () => {
    const browser = new Browser(t);
    const added = await browser.post(`${DEMO_STORE_BASE}/cart/add`, {
      product: 'cookie-dough',
      quantity: '2',
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${DEMO_STORE_BASE}/cart?added=cookie-dough`);
    let cart = textOf((await browser.get(added.headers.location as string)).payload);
    expect(cart).toContain('Cookie Dough 3 lb Tub was added to your cart.');
    expect(cart).toContain('Subtotal $36.00');

    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'soy-candle', quantity: '1' });
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'cookie-dough', quantity: '1' });
    cart = textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload);
    expect(cart).toContain('Scented Soy Candle');
    expect(cart).toContain('Subtotal $69.00'); // 3 × 18 + 15

    const changed = await browser.post(`${DEMO_STORE_BASE}/cart/change`, {
      product: 'cookie-dough',
      quantity: '5',
    });
    expect(changed.headers.location).toBe(`${DEMO_STORE_BASE}/cart?updated=cookie-dough`);
    const page = await browser.get(`${DEMO_STORE_BASE}/cart`);
    expect(textOf(page.payload)).toContain('Subtotal $105.00');
    expect(page.payload).toMatch(/id="line-cookie-dough"[^>]*value="5"/);
    expect(textOf(page.payload)).toContain('6 items');

    const removed = await browser.post(`${DEMO_STORE_BASE}/cart/change`, {
      product: 'soy-candle',
      quantity: '0',
    });
    expect(removed.headers.location).toBe(`${DEMO_STORE_BASE}/cart?removed=soy-candle`);
    cart = textOf((await browser.get(removed.headers.location as string)).payload);
    expect(cart).toContain('Removed Scented Soy Candle from your cart.');
    expect(cart).toContain('Subtotal $90.00');
    expect(cart).not.toContain('$15.00 each');

    for (const quantity of ['abc', '-1', '100', '1.5', '']) {
      const bad = await browser.post(`${DEMO_STORE_BASE}/cart/change`, { product: 'cookie-dough', quantity });
      expect(bad.statusCode, quantity).toBe(400);
      expect(textOf(bad.payload)).toContain('Enter a quantity from 0 to 99.');
    }
    const badAdd = await browser.post(`${DEMO_STORE_BASE}/cart/add`, {
      product: 'cookie-dough',
      quantity: '0',
    });
    expect(badAdd.statusCode).toBe(400);
    expect(textOf(badAdd.payload)).toContain('Enter a quantity from 1 to 99.');
    const tooMany = await browser.post(`${DEMO_STORE_BASE}/cart/add`, {
      product: 'cookie-dough',
      quantity: '95',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(textOf(tooMany.payload)).toContain('you can buy at most 99');
    const unknown = await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'lobster', quantity: '1' });
    expect(unknown.statusCode).toBe(400);

    await browser.post(`${DEMO_STORE_BASE}/cart/change`, { product: 'cookie-dough', quantity: '0' });
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).toContain('Your cart is empty.');
    expect(browser.cookies.has('demo_store_cart')).toBe(false);
  });

  it('refuses and resets a tampered cart cookie', async () => {
    const browser = new Browser(t);
    await browser.get(handoffUrl(portalAttributes(t)));
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'evergreen-wreath', quantity: '1' });
    const sealed = browser.cookies.get('demo_store_cart') as string;
    const [payload, signature] = sealed.split('.') as [string, string];
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      attributes: [string, string][];
      lines: { handle: string; quantity: number }[];
    };
    data.attributes = data.attributes.map(([name, value]) =>
      name === 'student_name' ? [name, 'Mallory'] : [name, value],
    );
    const forged = `${Buffer.from(JSON.stringify(data)).toString('base64url')}.${signature}`;

    for (const value of [forged, `${payload}.AAAA`, 'garbage', `${payload}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${DEMO_STORE_BASE}/cart`,
        headers: { cookie: `demo_store_cart=${value}` },
      });
      expect(res.statusCode).toBe(200);
      const text = textOf(res.payload);
      expect(text).toContain('Your cart is empty.');
      expect(text).toContain(UNCREDITED);
      expect(text).not.toContain('Mallory');
      const [reset] = setCookiesOf(res);
      expect(reset).toMatch(/^demo_store_cart=;/);
      expect(reset).toContain('Max-Age=0');
    }

    // The genuine cookie still works.
    const genuine = await browser.get(`${DEMO_STORE_BASE}/cart`);
    expect(textOf(genuine.payload)).toContain('Evergreen Wreath');
    expect(textOf(genuine.payload)).toContain('Seller Sam S.');
  });

  it('sends an empty cart from checkout back to the catalogue', async () => {
    const browser = new Browser(t);
    for (const res of [
      await browser.get(`${DEMO_STORE_BASE}/checkout`),
      await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM),
    ]) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${DEMO_STORE_BASE}/`);
    }
  });

  it('validates the checkout form and keeps what was entered', async () => {
    const browser = new Browser(t);
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'coffee-beans', quantity: '1' });
    const form = await browser.get(`${DEMO_STORE_BASE}/checkout`);
    expect(form.statusCode).toBe(200);
    expect(form.payload).toMatch(/<label for="field-email">E-mail<\/label>/);
    expect(form.payload).toMatch(/value="standard"\s+checked/);

    const res = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
      ...CHECKOUT_FORM,
      email: 'not-an-email',
      first_name: `O'Brien <b>`,
      last_name: '',
      city: '   ',
      zip: 'ABC',
      address2: 'Apt "4"',
      shipping_method: 'teleport',
    });
    expect(res.statusCode).toBe(400);
    const text = textOf(res.payload);
    expect(text).toContain('Please correct 5 problems below.');
    expect(text).toContain('Enter an e-mail address like name@example.com');
    expect(text).toContain('Enter your last name');
    expect(text).toContain('Enter your city');
    expect(text).toContain('Enter a 5-digit ZIP code, like 78701');
    expect(text).toContain('Choose a shipping method');
    expect(res.payload).toContain('value="not-an-email"');
    expect(res.payload).toContain('value="O&#39;Brien &lt;b&gt;"');
    expect(res.payload).toContain('value="Apt &quot;4&quot;"');
    expect(res.payload).toContain('value="1 Main St"');
    expect(res.payload).toContain('value="Texas"');
    expect(res.payload).toMatch(/<option value="US"\s+selected>/);
    expect(res.payload).toMatch(
      /id="field-email"[^>]*aria-invalid="true" aria-describedby="field-email-error"/,
    );
    expect(res.payload).not.toMatch(/id="field-address1"[^>]*aria-invalid/);

    const canada = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
      ...CHECKOUT_FORM,
      country: 'CA',
      zip: '78701',
    });
    expect(canada.statusCode).toBe(400);
    expect(textOf(canada.payload)).toContain('Enter a postal code like K1A 0B1');
    expect(await adminOrders()).toHaveLength(0);
    // Nothing was lost: the cart still holds its line.
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).toContain('Coffee Beans 12 oz');
  });

  it('places an order through the signed webhook; the admin list shows it attributed and paid', async () => {
    const browser = new Browser(t);
    await browser.get(handoffUrl(portalAttributes(t)));
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'cookie-dough', quantity: '2' });
    const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
    expect(placed.statusCode, placed.payload).toBe(303);
    expect(placed.headers.location).toBe(`${DEMO_STORE_BASE}/orders/1001`);
    expect(browser.cookies.has('demo_store_cart')).toBe(false);

    const thanks = await browser.get(`${DEMO_STORE_BASE}/orders/1001`);
    expect(thanks.statusCode).toBe(200);
    const text = textOf(thanks.payload);
    expect(text).toContain('Order #1001');
    expect(text).toContain('Thank you, Pat!');
    expect(text).toContain('Seller Sam S.');
    expect(text).toContain(`Group ${GROUP.name} Campaign`);
    expect(text).toContain('Campaign Spring Cookie Drive');
    expect(text).toContain('2 × Cookie Dough 3 lb Tub $36.00');
    expect(text).toContain('Shipping (Express) $12.00');
    expect(text).toContain('Total paid $48.00');
    expect(thanks.payload).toMatch(/<a class="button button-large" href="\/">Back to the portal<\/a>/);
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).toContain('Your cart is empty.');

    const orders = await adminOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      shopifyOrderNumber: '#1001',
      groupCode: GROUP.code,
      studentName: 'Sam Seller',
      campaignName: 'Spring Cookie Drive',
      customerFirstName: 'Pat',
      customerLastName: 'Lee',
      customerEmail: 'pat.lee@example.com',
      totalProductAmount: 36,
      totalAmount: 48,
      status: 'open',
      isAttributed: true,
      attributionVerified: true,
    });
    expect(Number(orders[0]!.shopifyOrderId)).toBeGreaterThan(0);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orders[0]!._id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const order = detail.json<{ data: TOrder }>().data;
    expect(order.items).toEqual([{ productName: 'Cookie Dough 3 lb Tub', price: 18, quantity: 2 }]);
    expect(order.shipping).toMatchObject({
      method: 'Express',
      price: 12,
      address1: '1 Main St',
      city: 'Austin',
      province: 'Texas',
      zip: '78701',
      country: 'United States',
    });
    expect(order.financialStatus).toBe('paid');

    // Another browser cannot read this order's confirmation.
    const stranger = await new Browser(t).get(`${DEMO_STORE_BASE}/orders/1001`);
    expect(stranger.statusCode).toBe(404);
    expect(textOf(stranger.payload)).not.toContain('Pat');

    // The next order gets the next number.
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'soy-candle', quantity: '1' });
    const second = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
      ...CHECKOUT_FORM,
      shipping_method: 'pickup',
    });
    expect(second.headers.location).toBe(`${DEMO_STORE_BASE}/orders/1002`);
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/orders/1002`)).payload)).toContain('Order #1002');
    expect((await browser.get(`${DEMO_STORE_BASE}/orders/1001`)).statusCode).toBe(404);
    const after = await adminOrders();
    expect(after.map((row) => row.shopifyOrderNumber).sort()).toEqual(['#1001', '#1002']);
    const unattributed = after.find((row) => row.shopifyOrderNumber === '#1002');
    // Bought without a hand-off: kept, but credited to nobody.
    expect(unattributed).toMatchObject({ isAttributed: false, totalAmount: 15, groupCode: '' });
  });

  it('serves its pages with the content security policy and no scripts', async () => {
    const browser = new Browser(t);
    await browser.get(handoffUrl(portalAttributes(t)));
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'chocolate-bars', quantity: '1' });
    for (const url of ['/', '/cart', '/checkout', '/no-such-page']) {
      const res = await browser.get(`${DEMO_STORE_BASE}${url}`);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.payload, url).not.toMatch(/<script|\son[a-z]+=/i);
      expect(res.payload, url).toContain(`<link rel="stylesheet" href="${DEMO_STORE_BASE}/assets/store.css"`);
    }
    const css = await browser.get(`${DEMO_STORE_BASE}/assets/store.css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.payload).toContain(':focus-visible');
  });

  it('answers unknown demo store paths with an HTML 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DEMO_STORE_BASE}/products/unicorn` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(textOf(res.payload)).toContain('Page not found');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps form bodies to the demo store: other routes still answer 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40example.org&password=admin-password-1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ success: boolean }>().success).toBe(false);

    const json = await t.app.inject({
      method: 'POST',
      url: `${DEMO_STORE_BASE}/cart/add`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ product: 'cookie-dough', quantity: 1 }),
    });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('demo store: a delivery the portal refuses', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The portal refuses orders dated after 2999, so this store's deliveries fail.
    t = await createTestApp({ now: () => new Date('3000-01-02T00:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('re-renders checkout with 502 and keeps the cart', async () => {
    const browser = new Browser(t);
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'caramel-popcorn', quantity: '1' });
    const res = await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
    expect(res.statusCode).toBe(502);
    expect(textOf(res.payload)).toContain(ORDER_FAILED);
    expect(res.payload).toContain('value="pat.lee@example.com"');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).toContain('Caramel Popcorn Tin');
  });

  it('hands out distinct order numbers to concurrent checkouts', async () => {
    const numbers = await Promise.all(Array.from({ length: 6 }, () => nextOrderNumber(t.app.ctx.db)));
    expect(new Set(numbers).size).toBe(6);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1001);
  });
});
