import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../src/shared/api/share-link-paths.js';
import type { TPublicShareLink } from '../../src/shared/api/share-links.js';
import { DEMO_STORE_BASE } from '../../src/shared/api/store.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import { groups, orderItems, orders, shareLinks, storeHandoffs } from '../../src/server/db/schema.js';
import { donationReceiptToken } from '../../src/server/orders/donation-receipt-token.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  handOffBody,
  loginSeller,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { textOf } from '../support/html-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CHECKOUT_FORM } from '../support/demo-checkout.js';

const PUBLIC_URL = 'https://portal.example.org';
/** 3 a.m. UTC on 10 March 2026: still 9 March in the portal's time zone (Chicago). */
const START = Date.parse('2026-03-10T03:00:00Z');
const TAX_ID = '12-3456789';
const RECEIPT_NOTE = 'Maple Grove PTA is a 501(c)(3) organization. Keep this receipt for your tax records.';
const NO_GOODS = 'No goods or services were provided in exchange for this donation.';
const NO_GOODS_ES = 'No se entregaron bienes ni servicios a cambio de este donativo.';
const DONATION_ONLY =
  'This receipt covers the donation only; the products bought with it are not part of the gift.';
const DONATION_ONLY_ES =
  'Este recibo cubre solo el donativo; los productos comprados con él no forman parte del regalo.';
const RECEIPT_NOT_FOUND = 'We can’t find this receipt';

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function newToken(): string {
  return Array.from(
    { length: SHARE_TOKEN_LENGTH },
    () => SHARE_TOKEN_ALPHABET[randomInt(SHARE_TOKEN_ALPHABET.length)],
  ).join('');
}

const setCookiesOf = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** A buyer's browser: keeps cookies, has an address of its own, follows the portal's links within the portal. */
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
    return this.request({
      method: 'GET',
      url: url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url,
    });
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

const receiptPathOf = (page: string) => /href="(\/r\/[0-9a-f]{32}\.[\w-]{22})"/.exec(page)?.[1];

describe('donation pages: share page, demo store, receipt', () => {
  let t: TestApp;
  let clock = START;
  let group: GroupRow;
  let giving: CampaignRow;
  let notGiving: CampaignRow;
  let seller: SellerSession;
  let quietSeller: SellerSession;
  let token: string;
  let offToken: string;

  async function insertLink(sellerId: string, groupId: string, campaignId: string) {
    const linkToken = newToken();
    await t.app.ctx.db.insert(shareLinks).values({ sellerId, groupId, campaignId, token: linkToken });
    return linkToken;
  }

  async function orderOf(orderNumber: string) {
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.shopifyOrderNumber, orderNumber));
    expect(row, orderNumber).toBeDefined();
    const items = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    return { row: row!, items };
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL, PORTAL_TIMEZONE: 'America/Chicago' },
      now: () => new Date(clock),
    });
    group = await createGroup(t, {
      code: 'MAPLE47',
      name: 'Maple Room 4',
      organizationName: 'Maple Grove Elementary PTA',
      taxId: TAX_ID,
      receiptNote: RECEIPT_NOTE,
    });
    giving = await createCampaign(t, group.id, {
      name: 'Spring Cookie Dough',
      startDate: '2026-03-01',
      endDate: '2026-04-15',
      goalCents: 100_000,
      donationsEnabled: true,
      donationAmountsCents: [1000, 2500, 5000],
      donationMinimumCents: 500,
    });
    const otherGroup = await createGroup(t, {
      code: 'OAK12',
      name: 'Oak Room 2',
      organizationName: 'Oak School',
    });
    notGiving = await createCampaign(t, otherGroup.id, {
      name: 'Fall Candles',
      startDate: '2026-03-01',
      endDate: '2026-04-15',
      goalCents: 50_000,
    });
    const login = await loginSeller(t, {
      name: 'Ava Sterling',
      email: 'ava@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    seller = login.json<SellerSession>();
    const quiet = await loginSeller(t, {
      name: 'Liam Okafor',
      email: 'liam@example.org',
      groupCode: otherGroup.code,
    });
    expect(quiet.statusCode, quiet.payload).toBe(200);
    quietSeller = quiet.json<SellerSession>();
    token = await insertLink(seller.user.id, group.id, giving.id);
    offToken = await insertLink(quietSeller.user.id, otherGroup.id, notGiving.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows "Give a donation" on the share page only when the campaign takes donations', async () => {
    const browser = new Browser(t);
    const on = await browser.get(`/s/${token}`);
    expect(on.statusCode, on.payload).toBe(200);
    expect(on.payload).toContain(`<form class="shop-form" method="post" action="/s/${token}/shop">`);
    expect(on.payload).toContain(`<form class="donate-form" method="post" action="/s/${token}/donate">`);
    const text = textOf(on.payload);
    expect(text).toContain('Shop now');
    expect(text).toContain('Give a donation');
    expect(text).toContain('Sales and donations both count toward the goal.');
    expect(on.payload).not.toMatch(/<script|\son[a-z]+=/i);

    const spanish = await browser.get(`/s/${token}?lang=es`);
    expect(textOf(spanish.payload)).toContain('Dar un donativo');
    expect(textOf(spanish.payload)).toContain('Las ventas y los donativos cuentan para la meta.');

    const off = await browser.get(`/s/${offToken}?lang=en`);
    expect(off.statusCode).toBe(200);
    expect(textOf(off.payload)).toContain('Shop now');
    expect(textOf(off.payload)).not.toContain('Give a donation');
    expect(textOf(off.payload)).not.toContain('donations');
    expect(off.payload).not.toContain('/donate');

    const api = await call(t, { method: 'GET', url: `/api/share/${token}`, remoteAddress: randomAddress() });
    expect(api.json<{ data: TPublicShareLink }>().data.donations).toEqual({
      suggestedAmounts: [10, 25, 50],
      minimum: 5,
    });
    const offApi = await call(t, {
      method: 'GET',
      url: `/api/share/${offToken}`,
      remoteAddress: randomAddress(),
    });
    expect(offApi.json<{ data: TPublicShareLink }>().data.donations).toBeNull();
  });

  it('hands a giver to the demo store’s donation form; refuses with the page when donations are off', async () => {
    const browser = new Browser(t);
    const given = await browser.post(`/s/${token}/donate`);
    expect(given.statusCode, given.payload).toBe(303);
    expect(given.headers['cache-control']).toBe('no-store');
    const location = String(given.headers.location);
    expect(location.startsWith(`${PUBLIC_URL}${DEMO_STORE_BASE}/cart/update?`)).toBe(true);
    expect(location.endsWith(`&return_to=${encodeURIComponent(`${DEMO_STORE_BASE}/donate`)}`)).toBe(true);
    const handoffId = new URL(location).searchParams.get('attributes[portal_ref]')!;
    const [handoff] = await t.app.ctx.db.select().from(storeHandoffs).where(eq(storeHandoffs.id, handoffId));
    // Recorded exactly like a Shop-now hand-off: a donation is credited as a purchase is.
    expect(handoff).toMatchObject({ source: 'share_link', campaignId: giving.id, sellerId: seller.user.id });

    const before = (await t.app.ctx.db.select().from(storeHandoffs)).length;
    const refused = await browser.post(`/s/${offToken}/donate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(textOf(refused.payload)).toContain('Shop now');
    expect(refused.payload).not.toContain('donate-form');
    expect((await t.app.ctx.db.select().from(storeHandoffs)).length).toBe(before);

    const unknown = await browser.post(`/s/${newToken()}/donate`);
    expect(unknown.statusCode).toBe(404);
  });

  it('hands a seller to the donation form with purpose "donate", and refuses it when donations are off', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: { ...handOffBody(seller, group, giving), purpose: 'donate' },
    });
    expect(res.statusCode, res.payload).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url.endsWith(`&return_to=${encodeURIComponent(`${DEMO_STORE_BASE}/donate`)}`)).toBe(true);

    const [otherGroup] = await t.app.ctx.db.select().from(groups).where(eq(groups.code, 'OAK12'));
    const off = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(quietSeller.token),
      payload: { ...handOffBody(quietSeller, otherGroup!, notGiving), purpose: 'donate' },
    });
    expect(off.statusCode).toBe(409);
    expectFailure(off, 409, STORE_API_MESSAGES.donationsOff, undefined, 'DONATIONS_OFF');
    const shop = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(quietSeller.token),
      payload: handOffBody(quietSeller, otherGroup!, notGiving),
    });
    expect(shop.statusCode, shop.payload).toBe(200);
    expect(shop.json<{ data: { url: string } }>().data.url).toMatch(/&return_to=%2Fdemo-store%2F$/);
  });

  it('takes a $25 donation alone from a share-link buyer, refuses one below the minimum, and receipts it', async () => {
    const browser = new Browser(t);
    const handedOff = await browser.post(`/s/${token}/donate`);
    const landed = await browser.get(String(handedOff.headers.location));
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`${DEMO_STORE_BASE}/donate`);

    const form = await browser.get(`${DEMO_STORE_BASE}/donate`);
    expect(form.statusCode, form.payload).toBe(200);
    expect(form.payload).not.toMatch(/<script|\son[a-z]+=/i);
    const formText = textOf(form.payload);
    expect(formText).toContain('Give a donation');
    expect(formText).toContain('Seller Ava S.');
    expect(formText).toContain('The smallest donation is $5.00.');
    for (const amount of ['10.00', '25.00', '50.00', 'other']) {
      expect(form.payload).toMatch(new RegExp(`type="radio"\\s+name="amount"\\s+value="${amount}"`));
    }
    expect(formText).toContain('$10.00 $25.00 $50.00 Other amount');
    expect(form.payload).toContain('name="other_amount"');

    const low = await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: 'other', other_amount: '3' });
    expect(low.statusCode).toBe(400);
    expect(textOf(low.payload)).toContain('The smallest donation is $5.00. Please enter $5.00 or more.');
    expect(low.payload).toMatch(/id="donation-other"[^>]*value="3"[^>]*aria-invalid="true"/s);
    const lowEs = await browser.post(`${DEMO_STORE_BASE}/donate?lang=es`, {
      amount: 'other',
      other_amount: '4.99',
    });
    expect(lowEs.statusCode).toBe(400);
    expect(textOf(lowEs.payload)).toContain('El donativo mínimo es de $5.00. Escribe $5.00 o más.');
    // A suggested amount sent below the minimum is refused as well.
    const forged = await browser.post(`${DEMO_STORE_BASE}/donate?lang=en`, { amount: '1.00' });
    expect(forged.statusCode).toBe(400);
    expect(textOf(forged.payload)).toContain('The smallest donation is $5.00.');
    for (const bad of ['abc', '12.345', '-5']) {
      const res = await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: 'other', other_amount: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(textOf(res.payload), bad).toContain('Enter an amount in dollars, like 25 or 25.50.');
    }
    const none = await browser.post(`${DEMO_STORE_BASE}/donate`, {});
    expect(textOf(none.payload)).toContain('Choose an amount, or enter another amount.');
    expect(browser.cookies.has('demo_store_cart')).toBe(true);
    expect(textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload)).not.toContain('Donation');

    const added = await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: '25.00' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${DEMO_STORE_BASE}/cart?donated=1`);
    const cart = await browser.get(String(added.headers.location));
    const cartText = textOf(cart.payload);
    expect(cartText).toContain('Your donation of $25.00 is in your cart.');
    expect(cartText).toContain('Donation A gift to the fundraiser');
    expect(cartText).toContain('Subtotal $25.00');
    expect(cartText).toContain('1 item');
    expect(cart.payload).toContain(`action="${DEMO_STORE_BASE}/donate/remove"`);

    const checkout = await browser.get(`${DEMO_STORE_BASE}/checkout`);
    expect(checkout.statusCode).toBe(200);
    expect(textOf(checkout.payload)).toContain('1 × Donation $25.00');
    clock += 1000; // each order its own store id (the demo store's ids are made from the time)
    const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
    expect(placed.statusCode, placed.payload).toBe(303);
    expect(placed.headers.location).toBe(`${DEMO_STORE_BASE}/orders/1001`);

    const thanks = await browser.get(`${DEMO_STORE_BASE}/orders/1001`);
    const thanksText = textOf(thanks.payload);
    expect(thanksText).toContain('Thank you for your gift of $25.00!');
    expect(thanksText).toContain('1 × Donation $25.00');
    // A gift ships nothing: no shipping line and no address, even when the form sent one.
    expect(thanksText).not.toContain('Shipping');
    expect(thanksText).not.toContain('1 Main St');
    expect(thanksText).toContain('Total paid $25.00');
    expect(thanksText).toContain('View / print your donation receipt');

    const { row, items } = await orderOf('#1001');
    expect(row).toMatchObject({
      donationCents: 2500,
      totalProductCents: 0,
      shippingCents: 0,
      shippingMethod: '',
      shippingAddress1: '',
      shippingCity: '',
      totalCents: 2500,
      campaignId: giving.id,
      groupId: group.id,
      sellerId: seller.user.id,
      status: 'open',
    });
    expect(items).toEqual([]);

    const receiptPath = receiptPathOf(thanks.payload);
    expect(receiptPath).toBe(`/r/${donationReceiptToken(t.config.jwtSecret, row.id)}`);
    const receipt = await browser.get(`${receiptPath}?lang=en`);
    expect(receipt.statusCode, receipt.payload).toBe(200);
    expect(receipt.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(receipt.headers['cache-control']).toBe('no-store');
    expect(receipt.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(receipt.payload).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(receipt.payload).not.toMatch(/<script>|\son[a-z]+=/i);
    expect(receipt.payload).toContain('<script src="/r/print.js" defer></script>');
    const text = textOf(receipt.payload);
    expect(text).toContain('Maple Grove Elementary PTA Donation receipt');
    expect(text).toContain('Organization Maple Grove Elementary PTA');
    expect(text).toContain('Amount given $25.00');
    expect(text).toContain('Date March 9, 2026');
    expect(text).toContain('Order number #1001');
    expect(text).toContain(`Tax ID: ${TAX_ID}`);
    expect(text).toContain(RECEIPT_NOTE);
    expect(text).toContain(NO_GOODS);
    expect(text).not.toContain(DONATION_ONLY);
    for (const personal of ['Pat', 'Lee', 'pat.lee', '1 Main St', 'Austin', '78701', 'Sterling']) {
      expect(text, personal).not.toContain(personal);
    }

    const spanish = await browser.get(`${receiptPath}?lang=es`);
    expect(spanish.payload).toMatch(/^<!doctype html>\s*<html lang="es">/);
    const es = textOf(spanish.payload);
    expect(es).toContain('Recibo de donativo');
    expect(es).toContain('Cantidad donada $25.00');
    expect(es).toContain('Fecha 9 de marzo de 2026');
    expect(es).toContain('Número de pedido #1001');
    expect(es).toContain(`Número de identificación fiscal: ${TAX_ID}`);
    expect(es).toContain(NO_GOODS_ES);

    const script = await browser.get('/r/print.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.payload).toContain('window.print()');
    const css = await browser.get('/r/receipt.css');
    expect(css.statusCode).toBe(200);
    expect(css.payload).toContain('@media print');
  });

  it('takes $10 with a product from a seller’s own cart; giving again replaces the donation', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, giving),
    });
    const browser = new Browser(t);
    await browser.get(res.json<{ data: { url: string } }>().data.url);
    const catalogue = await browser.get(`${DEMO_STORE_BASE}/?lang=en`);
    expect(textOf(catalogue.payload)).toContain('Want to give without buying?');
    expect(catalogue.payload).toContain(`href="${DEMO_STORE_BASE}/donate"`);

    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'cookie-dough', quantity: '1' });
    expect((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload).toContain(
      `href="${DEMO_STORE_BASE}/donate"`,
    );
    await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: '50.00' });
    const replaced = await browser.post(`${DEMO_STORE_BASE}/donate`, {
      amount: 'other',
      other_amount: '$12.5',
    });
    expect(replaced.statusCode).toBe(303);
    const cart = textOf((await browser.get(`${DEMO_STORE_BASE}/cart`)).payload);
    expect(cart).toContain('Cookie Dough 3 lb Tub');
    expect(cart).not.toContain('$50.00');
    expect(cart).toContain('Subtotal $30.50');
    expect(cart).toContain('2 items');
    // The form shows the cart's donation as the other amount it was.
    const again = await browser.get(`${DEMO_STORE_BASE}/donate`);
    expect(again.payload).toMatch(/id="donation-other"[^>]*value="12\.50"/);
    expect(again.payload).toMatch(/value="other"\s+checked/);
    expect(textOf(again.payload)).toContain('Your cart has a donation of $12.50. Giving again replaces it.');
    // A suggested amount replaces it in turn, and shows as chosen.
    await browser.post(`${DEMO_STORE_BASE}/donate`, { amount: '10.00', other_amount: '' });
    expect((await browser.get(`${DEMO_STORE_BASE}/donate`)).payload).toMatch(/value="10\.00"\s+checked/);

    clock += 1000;
    const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
      ...CHECKOUT_FORM,
      shipping_method: 'standard',
    });
    expect(placed.statusCode, placed.payload).toBe(303);
    const thanks = await browser.get(String(placed.headers.location));
    const thanksText = textOf(thanks.payload);
    expect(thanksText).toContain('1 × Cookie Dough 3 lb Tub $18.00');
    expect(thanksText).toContain('1 × Donation $10.00');
    expect(thanksText).toContain('Shipping (Standard) $5.50');
    expect(thanksText).toContain('Total paid $33.50');
    expect(thanksText).toContain('Thank you for your gift of $10.00!');

    const { row, items } = await orderOf('#1002');
    expect(row).toMatchObject({
      donationCents: 1000,
      totalProductCents: 1800,
      shippingCents: 550,
      totalCents: 3350,
      campaignId: giving.id,
      sellerId: seller.user.id,
    });
    expect(
      items.map(({ productName, priceCents, quantity }) => ({ productName, priceCents, quantity })),
    ).toEqual([{ productName: 'Cookie Dough 3 lb Tub', priceCents: 1800, quantity: 1 }]);

    const receiptPath = receiptPathOf(thanks.payload)!;
    const receipt = textOf((await browser.get(`${receiptPath}?lang=en`)).payload);
    expect(receipt).toContain('Amount given $10.00');
    expect(receipt).toContain(DONATION_ONLY);
    expect(receipt).not.toContain(NO_GOODS);
    expect(textOf((await browser.get(`${receiptPath}?lang=es`)).payload)).toContain(DONATION_ONLY_ES);

    // Without a tax ID the receipt says none.
    await t.app.ctx.db.update(groups).set({ taxId: '' }).where(eq(groups.id, group.id));
    const untaxed = textOf((await browser.get(`${receiptPath}?lang=en`)).payload);
    expect(untaxed).not.toContain('Tax ID');
    expect(untaxed).toContain('Amount given $10.00');
    await t.app.ctx.db.update(groups).set({ taxId: TAX_ID }).where(eq(groups.id, group.id));
  });

  it('counts the donations in the goal bar of the share page', async () => {
    clock += 5 * 60_000; // past the share page's minute in the cache
    const page = textOf((await new Browser(t).get(`/s/${token}?lang=en`)).payload);
    // $25 + ($18 + $10): product sales and donations together.
    expect(page).toContain('$53.00 of $1,000.00 raised (5% of the goal)');
  });

  it('offers no donation form to a cart that credits nobody or whose campaign takes none', async () => {
    const stranger = new Browser(t);
    const none = await stranger.get(`${DEMO_STORE_BASE}/donate?lang=en`);
    expect(none.statusCode).toBe(404);
    expect(textOf(none.payload)).toContain('This fundraiser is not taking donations');
    expect(textOf((await stranger.get(`${DEMO_STORE_BASE}/`)).payload)).not.toContain('Give a donation');
    const posted = await stranger.post(`${DEMO_STORE_BASE}/donate`, { amount: '25.00' });
    expect(posted.statusCode).toBe(404);
    expect(stranger.cookies.has('demo_store_cart')).toBe(false);

    const shopper = new Browser(t);
    const handedOff = await shopper.post(`/s/${offToken}/shop`);
    await shopper.get(String(handedOff.headers.location));
    expect(textOf((await shopper.get(`${DEMO_STORE_BASE}/`)).payload)).not.toContain('Give a donation');
    expect((await shopper.get(`${DEMO_STORE_BASE}/donate`)).statusCode).toBe(404);
  });

  it('answers the 404 page for a forged token, an order without donation and a cancelled order', async () => {
    const browser = new Browser(t);
    const { row: given } = await orderOf('#1001');
    const genuine = donationReceiptToken(t.config.jwtSecret, given.id);
    const forgedSignature = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherSecret = donationReceiptToken('not-the-server-secret', given.id);

    // A product-only order of the same campaign, delivered by the demo store.
    const handedOff = await browser.post(`/s/${token}/shop`);
    await browser.get(String(handedOff.headers.location));
    await browser.post(`${DEMO_STORE_BASE}/cart/add`, { product: 'soy-candle', quantity: '1' });
    clock += 1000;
    await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
    const thanks = await browser.get(`${DEMO_STORE_BASE}/orders/1003`);
    expect(textOf(thanks.payload)).not.toContain('donation receipt');
    const { row: productsOnly } = await orderOf('#1003');
    expect(productsOnly).toMatchObject({ donationCents: 0, campaignId: giving.id, groupId: group.id });

    for (const path of [
      `/r/${forgedSignature}`,
      `/r/${otherSecret}`,
      `/r/${donationReceiptToken(t.config.jwtSecret, productsOnly.id)}`,
      '/r/not-a-token',
      `/r/${genuine}/extra`,
    ]) {
      const res = await browser.get(`${path}?lang=en`);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(textOf(res.payload), path).toContain(RECEIPT_NOT_FOUND);
      expect(textOf(res.payload), path).not.toContain('Maple Grove');
    }

    expect((await browser.get(`/r/${genuine}`)).statusCode).toBe(200);
    await t.app.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, given.id));
    const cancelled = await browser.get(`/r/${genuine}?lang=es`);
    expect(cancelled.statusCode).toBe(404);
    expect(textOf(cancelled.payload)).toContain('No encontramos este recibo');
  });
});

describe('donation hand-off to a real store', () => {
  it('leads to the donation product’s page by handle, else the catalogue', async () => {
    const t = await createTestApp({ env: { SHOPIFY_STORE_DOMAIN: 'fundraiser-shop.myshopify.com' } });
    try {
      const group = await createGroup(t, { code: 'REAL7', name: 'Real Store Group' });
      const byHandle = await createCampaign(t, group.id, {
        name: 'By handle',
        donationsEnabled: true,
        donationProduct: 'school-donation',
      });
      const byId = await createCampaign(t, group.id, {
        name: 'By id',
        donationsEnabled: true,
        donationProduct: '8123456789',
      });
      const login = await loginSeller(t, {
        name: 'Zoë Park',
        email: 'zoe@example.org',
        groupCode: group.code,
      });
      const seller = login.json<SellerSession>();
      const handOff = async (campaign: CampaignRow, purpose: 'shop' | 'donate') => {
        const res = await call(t, {
          method: 'POST',
          url: '/api/shopify/create-shop-url',
          headers: bearer(seller.token),
          payload: { ...handOffBody(seller, group, campaign), purpose },
        });
        expect(res.statusCode, res.payload).toBe(200);
        return res.json<{ data: { url: string; mode: string } }>().data;
      };
      const donate = await handOff(byHandle, 'donate');
      expect(donate.mode).toBe('store');
      expect(donate.url.startsWith('https://fundraiser-shop.myshopify.com/cart/update?')).toBe(true);
      expect(donate.url.endsWith('&return_to=%2Fproducts%2Fschool-donation')).toBe(true);
      expect((await handOff(byHandle, 'shop')).url.endsWith('&return_to=%2Fcollections%2Fall')).toBe(true);
      expect((await handOff(byId, 'donate')).url.endsWith('&return_to=%2Fcollections%2Fall')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
