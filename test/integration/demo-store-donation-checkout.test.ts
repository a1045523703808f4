import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_ROUTES } from '../../src/shared/api/order-paths.js';
import { DEMO_STORE_BASE } from '../../src/shared/api/store.js';
import { orders } from '../../src/server/db/schema.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  handOffBody,
  loginSeller,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { textOf } from '../support/html-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CHECKOUT_FORM } from '../support/demo-checkout.js';

/** Every order body that reached the portal's webhook route from the demo store, as sent. */
const delivered: string[] = [];
const WEBHOOK_URL = `${API_BASE}${ORDER_API_ROUTES.storeWebhooks}`;
function recordDeliveries(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === WEBHOOK_URL && Buffer.isBuffer(request.body)) {
      delivered.push(request.body.toString('utf8'));
    }
  });
}

const NOTHING_TO_SHIP = 'Nothing to ship: a donation needs only your name and e-mail.';
const NOTHING_TO_SHIP_ES = 'Nada que enviar: para un donativo solo necesitamos tu nombre y tu correo.';
/** What a gift needs: the e-mail address and the names, nothing else. */
const GIVER = { email: 'Pat.Lee@example.com', first_name: 'Pat', last_name: 'Lee' };
/** The inputs of the shipping address and the shipping method. */
const SHIPPING_INPUTS = ['address1', 'address2', 'city', 'province', 'zip', 'country', 'shipping_method'];

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const setCookiesOf = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** A buyer's browser: keeps the demo store's cookies between requests, from an address of its own. */
class Browser {
  readonly cookies = new Map<string, string>();
  private readonly address = randomAddress();
  constructor(private readonly t: TestApp) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.t.app.inject({
      ...options,
      remoteAddress: this.address,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    for (const line of setCookiesOf(res)) {
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

  post(url: string, form: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }
}

/** Whether a page has an input (or select) of that name. */
const hasInput = (page: string, name: string) =>
  new RegExp(`<(input|select)[^>]*\\sname="${name}"`).test(page);

/** The error summary's links, in their order. */
const summaryLinks = (page: string) =>
  [
    ...(/<ul>([\s\S]*?)<\/ul>/.exec(page.slice(page.indexOf('error-summary')))?.[1] ?? '').matchAll(
      /href="#([\w-]+)"/g,
    ),
  ].map((match) => match[1]);

describe('demo store: a checkout for a donation alone', () => {
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let seller: SellerSession;

  beforeAll(async () => {
    t = await createTestApp({ beforeReady: recordDeliveries });
    group = await createGroup(t, { code: 'GIFT42', name: 'Maple Room 4' });
    campaign = await createCampaign(t, group.id, {
      name: 'Spring Cookie Dough',
      donationsEnabled: true,
      donationAmountsCents: [1000, 2500, 5000],
      donationMinimumCents: 500,
    });
    const login = await loginSeller(t, {
      name: 'Ava Sterling',
      email: 'ava@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    seller = login.json<SellerSession>();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A browser that arrived from the seller's hand-off with a donation in its cart (and the products given). */
  async function cartWith(donation: string | undefined, products: string[] = []): Promise<Browser> {
    const res = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    expect(res.statusCode, res.payload).toBe(200);
    const browser = new Browser(t);
    expect((await browser.get(res.json<{ data: { url: string } }>().data.url)).statusCode).toBe(303);
    for (const product of products) {
      const added = await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product, quantity: '1' });
      expect(added.statusCode, added.payload).toBe(303);
    }
    if (donation) {
      const given = await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: donation });
      expect(given.statusCode, given.payload).toBe(303);
    }
    return browser;
  }

  async function storedOrder(orderNumber: string) {
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.shopifyOrderNumber, orderNumber));
    expect(row, orderNumber).toBeDefined();
    return row!;
  }

  const lastDelivered = () => JSON.parse(delivered.at(-1)!) as Record<string, unknown>;

  it('asks a donation-only cart for the e-mail and the names only; a cart with products for the address too', async () => {
    const browser = await cartWith('25.00');
    const form = await browser.get(`${DEMO_STORE_BASE}/checkout?lang=en`);
    expect(form.statusCode, form.payload).toBe(200);
    expect(form.payload).not.toMatch(/<script|\son[a-z]+=/i);
    for (const name of ['email', 'first_name', 'last_name'])
      expect(hasInput(form.payload, name), name).toBe(true);
    for (const name of SHIPPING_INPUTS) expect(hasInput(form.payload, name), name).toBe(false);
    // Each input has its label, and the form asks in the order of the error summary: e-mail, first, last name.
    expect(form.payload).toContain('<label for="field-email">E-mail</label>');
    expect(form.payload).toContain('<label for="field-first-name">First name</label>');
    expect(form.payload).toContain('<label for="field-last-name">Last name</label>');
    const at = (id: string) => form.payload.indexOf(`id="${id}"`);
    expect(at('field-email')).toBeLessThan(at('field-first-name'));
    expect(at('field-first-name')).toBeLessThan(at('field-last-name'));
    expect(form.payload).toMatch(/id="field-first-name"[^>]*autocomplete="given-name"/);
    expect(form.payload).toMatch(/id="field-last-name"[^>]*autocomplete="family-name"/);
    // The line that says why, tied to the fieldset it explains.
    expect(form.payload).toMatch(
      /<fieldset class="form-section" aria-describedby="nothing-to-ship">\s*<legend>Contact<\/legend>\s*<p class="muted form-note" id="nothing-to-ship">/,
    );
    const text = textOf(form.payload);
    expect(text).toContain(NOTHING_TO_SHIP);
    expect(text).toContain('1 × Donation $25.00');
    expect(text).toContain('Subtotal $25.00 Total $25.00');
    for (const shipping of ['Shipping address', 'Shipping method', 'Shipping', 'Express']) {
      expect(text, shipping).not.toContain(shipping);
    }
    const spanish = textOf((await browser.get(`${DEMO_STORE_BASE}/checkout?lang=es`)).payload);
    expect(spanish).toContain(NOTHING_TO_SHIP_ES);
    expect(spanish).not.toContain('Dirección de envío');
    expect(spanish).not.toContain('Método de envío');

    // With a product the cart ships something: the form asks for the address and the method again.
    await browser.post(`${DEMO_STORE_BASE}/cart/add?lang=en`, { product: 'soy-candle', quantity: '1' });
    const mixed = await browser.get(`${DEMO_STORE_BASE}/checkout`);
    for (const name of SHIPPING_INPUTS) expect(hasInput(mixed.payload, name), name).toBe(true);
    expect(textOf(mixed.payload)).toContain('Shipping address');
    expect(textOf(mixed.payload)).not.toContain(NOTHING_TO_SHIP);

    const productsOnly = await cartWith(undefined, ['coffee-beans']);
    const shop = await productsOnly.get(`${DEMO_STORE_BASE}/checkout?lang=en`);
    for (const name of SHIPPING_INPUTS) expect(hasInput(shop.payload, name), name).toBe(true);
    expect(textOf(shop.payload)).not.toContain(NOTHING_TO_SHIP);
  });

  it('refuses a donation-only checkout without the names or the e-mail, in English and in Spanish', async () => {
    const browser = await cartWith('10.00');
    const before = delivered.length;

    const none = await browser.post(`${DEMO_STORE_BASE}/checkout?lang=en`, {});
    expect(none.statusCode).toBe(400);
    const text = textOf(none.payload);
    expect(text).toContain('Please correct 3 problems below.');
    expect(text).toContain('Enter your e-mail address');
    expect(text).toContain('Enter your first name');
    expect(text).toContain('Enter your last name');
    for (const asked of [
      'street address',
      'city',
      'state or province',
      'ZIP',
      'country',
      'shipping method',
    ]) {
      expect(text, asked).not.toContain(asked);
    }
    expect(summaryLinks(none.payload)).toEqual(['field-email', 'field-first-name', 'field-last-name']);
    expect(none.payload).toMatch(
      /id="field-email"[^>]*aria-invalid="true" aria-describedby="field-email-error"/,
    );
    for (const name of SHIPPING_INPUTS) expect(hasInput(none.payload, name), name).toBe(false);
    expect(text).toContain(NOTHING_TO_SHIP);

    // What was typed is kept; a malformed e-mail address is refused with its own message.
    const badEmail = await browser.post(`${DEMO_STORE_BASE}/checkout`, { ...GIVER, email: 'pat@' });
    expect(badEmail.statusCode).toBe(400);
    expect(textOf(badEmail.payload)).toContain('Please correct 1 problem below.');
    expect(textOf(badEmail.payload)).toContain('Enter an e-mail address like name@example.com');
    expect(badEmail.payload).toMatch(/id="field-first-name"[^>]*value="Pat"/);
    expect(badEmail.payload).toMatch(/id="field-last-name"[^>]*value="Lee"/);

    const spanish = await browser.post(`${DEMO_STORE_BASE}/checkout?lang=es`, { first_name: 'Pat' });
    expect(spanish.statusCode).toBe(400);
    const es = textOf(spanish.payload);
    expect(es).toContain('Corrige 2 problemas abajo.');
    expect(es).toContain('Escribe tu correo electrónico');
    expect(es).toContain('Escribe tu apellido');
    expect(es).not.toContain('Escribe tu nombre');
    expect(es).not.toContain('Escribe tu dirección');
    expect(es).not.toContain('Elige un método de envío');
    expect(es).toContain(NOTHING_TO_SHIP_ES);
    expect(summaryLinks(spanish.payload)).toEqual(['field-email', 'field-last-name']);

    // Nothing reached the portal, and the cart still holds the gift.
    expect(delivered.length).toBe(before);
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart?lang=en`)).payload)).toContain(
      'Subtotal $10.00',
    );
  });

  it('places a donation-only order from the e-mail and the names alone: no shipping line, no address', async () => {
    const browser = await cartWith('25.00');
    const placed = await browser.post(`${DEMO_STORE_BASE}/checkout?lang=en`, GIVER);
    expect(placed.statusCode, placed.payload).toBe(303);
    const location = String(placed.headers.location);
    expect(location).toMatch(new RegExp(`^${DEMO_STORE_BASE}/orders/\\d+$`));

    const order = lastDelivered();
    expect(order).toMatchObject({
      shipping_lines: [],
      shipping_address: null,
      email: 'pat.lee@example.com',
      customer: { first_name: 'Pat', last_name: 'Lee', email: 'pat.lee@example.com' },
      total_line_items_price: '25.00',
      subtotal_price: '25.00',
      total_price: '25.00',
      financial_status: 'paid',
    });
    expect(order.line_items).toEqual([
      expect.objectContaining({
        title: 'Donation',
        price: '25.00',
        quantity: 1,
        requires_shipping: false,
        properties: [{ name: '_donation', value: 'true' }],
      }),
    ]);

    const row = await storedOrder(String(order.name));
    expect(row).toMatchObject({
      donationCents: 2500,
      totalProductCents: 0,
      shippingCents: 0,
      totalCents: 2500,
      shippingMethod: '',
      shippingAddress1: '',
      shippingAddress2: '',
      shippingCity: '',
      shippingProvince: '',
      shippingZip: '',
      shippingCountry: '',
      buyerFirstName: 'Pat',
      buyerLastName: 'Lee',
      buyerEmail: 'pat.lee@example.com',
      campaignId: campaign.id,
      sellerId: seller.user.id,
    });

    const thanks = await browser.get(location);
    expect(thanks.statusCode).toBe(200);
    const text = textOf(thanks.payload);
    expect(text).toContain('Thank you, Pat!');
    expect(text).toContain('Thank you for your gift of $25.00!');
    expect(text).toContain('1 × Donation $25.00 Subtotal $25.00 Total paid $25.00');
    expect(text).not.toContain('Shipping');
    expect(thanks.payload).not.toContain('ship-title');
    expect(thanks.payload).not.toContain('<address>');
    expect(thanks.payload).toContain('class="receipt-grid receipt-grid-single"');
    const es = textOf((await browser.get(`${location}?lang=es`)).payload);
    expect(es).toContain('Total pagado $25.00');
    expect(es).not.toContain('Envío');
    expect(es).not.toContain('Enviar a');
  });

  it('still asks a cart with products and a donation for the address and the shipping method', async () => {
    const browser = await cartWith('10.00', ['cookie-dough']);
    const before = delivered.length;
    const refused = await browser.post(`${DEMO_STORE_BASE}/checkout?lang=en`, GIVER);
    expect(refused.statusCode).toBe(400);
    const text = textOf(refused.payload);
    expect(text).toContain('Please correct 6 problems below.');
    for (const message of [
      'Enter your street address',
      'Enter your city',
      'Enter your state or province',
      'Enter your ZIP or postal code',
      'Choose a country',
      'Choose a shipping method',
    ]) {
      expect(text, message).toContain(message);
    }
    expect(summaryLinks(refused.payload)).toEqual([
      'field-address1',
      'field-city',
      'field-province',
      'field-zip',
      'field-country',
      'field-shipping-method',
    ]);
    expect(text).not.toContain(NOTHING_TO_SHIP);
    expect(delivered.length).toBe(before);

    const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
      ...CHECKOUT_FORM,
      shipping_method: 'standard',
    });
    expect(placed.statusCode, placed.payload).toBe(303);
    const order = lastDelivered();
    expect(order).toMatchObject({
      shipping_lines: [{ title: 'Standard', code: 'standard', price: '5.50' }],
      shipping_address: {
        first_name: 'Pat',
        last_name: 'Lee',
        address1: '1 Main St',
        city: 'Austin',
        province: 'Texas',
        zip: '78701',
        country: 'United States',
        country_code: 'US',
      },
      subtotal_price: '28.00',
      total_price: '33.50',
    });
    expect(await storedOrder(String(order.name))).toMatchObject({
      donationCents: 1000,
      totalProductCents: 1800,
      shippingCents: 550,
      totalCents: 3350,
      shippingMethod: 'Standard',
      shippingAddress1: '1 Main St',
      shippingCity: 'Austin',
    });
    const thanks = textOf((await browser.get(String(placed.headers.location))).payload);
    expect(thanks).toContain('Shipping (Standard) $5.50');
    expect(thanks).toContain('Total paid $33.50');
    expect(thanks).toContain('Shipping to Pat Lee 1 Main St Austin, Texas 78701 United States');
  });
});
