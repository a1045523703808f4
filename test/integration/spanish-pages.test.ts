import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import type { TSellerShareLinkReply } from '../../src/shared/api/share-links.js';
import { DEMO_STORE_BASE } from '../../src/shared/api/store.js';
import { DEMO_STORE_TEXTS } from '../../src/shared/texts/demo-store.js';
import { DEMO_STORE_TEXTS_ES } from '../../src/shared/texts/demo-store.es.js';
import { SHARE_PAGE_TEXTS } from '../../src/shared/texts/share-page.js';
import { SHARE_PAGE_TEXTS_ES } from '../../src/shared/texts/share-page.es.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  loginSeller,
  type SellerSession,
} from '../support/fixtures.js';
import { textOf } from '../support/html-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CHECKOUT_FORM } from '../support/demo-checkout.js';

const LANG_COOKIE_ES = 'lang=es; Path=/; Max-Age=31536000; SameSite=Lax';
const LANG_COOKIE_EN = 'lang=en; Path=/; Max-Age=31536000; SameSite=Lax';
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const setCookiesOf = (res: LightMyRequestResponse): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** A browser: keeps cookies, sends its languages and an address of its own. */
class Browser {
  readonly cookies = new Map<string, string>();
  private readonly address = randomAddress();
  constructor(
    private readonly t: TestApp,
    private readonly languages?: string,
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.t.app.inject({
      ...options,
      remoteAddress: this.address,
      headers: {
        ...(options.headers ?? {}),
        ...(cookie ? { cookie } : {}),
        ...(this.languages ? { 'accept-language': this.languages } : {}),
      },
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

  post(url: string, form: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }
}

function expectLanguage(res: LightMyRequestResponse, locale: 'en' | 'es') {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.payload).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`));
  // The switch: both names in their own language, the page's one marked as current.
  expect(res.payload).toMatch(
    new RegExp(`href="\\?lang=${locale}"\\s+lang="${locale}"\\s+hreflang="${locale}"\\s+aria-current="true"`),
  );
  expect(res.payload).toContain('>English</a');
  expect(res.payload).toContain('>Español</a');
}

describe('the share page and the demo store in Spanish', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://portal.example.org' },
      now: () => new Date('2026-03-10T12:00:00Z'),
    });
    const group = await createGroup(t, { name: 'Maple Room 4', organizationName: 'Maple Grove Elementary' });
    const campaign = await createCampaign(t, group.id, {
      name: 'Spring Cookie Dough',
      startDate: '2026-03-01',
      endDate: '2026-04-15',
      goalCents: 200_000,
    });
    const login = await loginSeller(t, {
      name: 'Ava Sterling',
      email: 'ava@example.org',
      groupCode: group.code,
    });
    const seller = login.json<SellerSession>();
    const link = await call(t, {
      method: 'POST',
      url: `${API_BASE}${SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)}`,
      headers: bearer(seller.token),
    });
    expect(link.statusCode, link.payload).toBe(200);
    token = link.json<TSellerShareLinkReply>().data.token;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('share page', () => {
    it('?lang=es renders Spanish, remembers it in the cookie, and keeps it out of shared caches', async () => {
      const browser = new Browser(t);
      const res = await browser.get(`/s/${token}?lang=es`);
      expect(res.statusCode).toBe(200);
      expectLanguage(res, 'es');
      expect(setCookiesOf(res)).toEqual([LANG_COOKIE_ES]);
      expect(res.headers['cache-control']).toBe('private, max-age=60');
      expect(res.headers.vary).toBe('Cookie, Accept-Language');
      const text = textOf(res.payload);
      const ES = SHARE_PAGE_TEXTS_ES;
      expect(res.payload).toContain('<h1>Apoya a Ava S.</h1>');
      expect(text).toContain(ES.intro('Ava', 'Maple Room 4'));
      expect(text).toContain('Fechas 1 de marzo de 2026 – 15 de abril de 2026');
      expect(text).toContain('$0.00 recaudados de $2,000.00 (0% de la meta)');
      expect(text).toContain(ES.shopButton);
      expect(text).toContain(ES.shopHint);

      // The cookie alone keeps the page in Spanish, publicly cacheable by language.
      const next = await browser.get(`/s/${token}`);
      expectLanguage(next, 'es');
      expect(setCookiesOf(next)).toEqual([]);
      expect(next.headers['cache-control']).toBe('public, max-age=60');
      expect(next.headers.vary).toBe('Cookie, Accept-Language');
    });

    it('follows Accept-Language alone, and ?lang=en gives exactly today’s English page', async () => {
      const english = await new Browser(t).get(`/s/${token}`);
      expectLanguage(english, 'en');
      expect(textOf(english.payload)).toContain(SHARE_PAGE_TEXTS.shopButton);
      expect(textOf(english.payload)).toContain('Dates March 1, 2026 – April 15, 2026');

      const spanish = new Browser(t, 'es-MX,es;q=0.9');
      expectLanguage(await spanish.get(`/s/${token}`), 'es');
      const back = await spanish.get(`/s/${token}?lang=en`);
      expect(setCookiesOf(back)).toEqual([LANG_COOKIE_EN]);
      expect(back.payload).toBe(english.payload);
      // Remembered: the cookie now wins over the browser's Spanish.
      expect((await spanish.get(`/s/${token}`)).payload).toBe(english.payload);

      expectLanguage(await new Browser(t, 'fr, en;q=0.5').get(`/s/${token}`), 'en');
    });

    it('says an unknown link is not valid in either language', async () => {
      const spanish = await new Browser(t, 'es').get('/s/bcdfghjkmnpq');
      expect(spanish.statusCode).toBe(404);
      expectLanguage(spanish, 'es');
      expect(textOf(spanish.payload)).toContain(SHARE_PAGE_TEXTS_ES.invalid.message);
      const english = await new Browser(t).get('/s/bcdfghjkmnpq');
      expect(textOf(english.payload)).toContain(SHARE_PAGE_TEXTS.invalid.message);
    });

    it('hands a Spanish buyer to the demo store in Spanish', async () => {
      const browser = new Browser(t);
      await browser.get(`/s/${token}?lang=es`);
      const shop = await browser.post(`/s/${token}/shop`, {});
      expect(shop.statusCode, shop.payload).toBe(303);
      const cart = await browser.get(
        new URL(shop.headers.location as string).pathname + new URL(shop.headers.location as string).search,
      );
      expect(cart.statusCode).toBe(303);
      const home = await browser.get(cart.headers.location as string);
      expectLanguage(home, 'es');
      const text = textOf(home.payload);
      expect(text).toContain(`${DEMO_STORE_TEXTS_ES.credits.seller} Ava S.`);
      expect(text).toContain(DEMO_STORE_TEXTS_ES.catalogue.heading);
    });
  });

  describe('demo store', () => {
    it('?lang=es, the cookie alone, Accept-Language alone; ?lang=en back to today’s English', async () => {
      const english = await new Browser(t).get(`${DEMO_STORE_BASE}/`);
      expectLanguage(english, 'en');
      expect(textOf(english.payload)).toContain(DEMO_STORE_TEXTS.catalogue.heading);

      const browser = new Browser(t);
      const chosen = await browser.get(`${DEMO_STORE_BASE}/?lang=es`);
      expectLanguage(chosen, 'es');
      expect(setCookiesOf(chosen)).toEqual([LANG_COOKIE_ES]);
      const text = textOf(chosen.payload);
      expect(text).toContain(DEMO_STORE_TEXTS_ES.catalogue.heading);
      expect(text).toContain(DEMO_STORE_TEXTS_ES.products['cookie-dough'].title);
      expect(text).toContain(DEMO_STORE_TEXTS_ES.catalogue.addToCart);
      expect(text).toContain('$18.00');
      expectLanguage(await browser.get(`${DEMO_STORE_BASE}/cart`), 'es');

      expectLanguage(await new Browser(t, 'es-US').get(`${DEMO_STORE_BASE}/`), 'es');

      const back = await browser.get(`${DEMO_STORE_BASE}/?lang=en`);
      expect(back.payload).toBe(english.payload);
    });

    it('adds to the cart, checks the checkout form and thanks the buyer in Spanish', async () => {
      const browser = new Browser(t, 'es-MX');
      const ES = DEMO_STORE_TEXTS_ES;
      const added = await browser.post(`${DEMO_STORE_BASE}/cart/add`, {
        product: 'cookie-dough',
        quantity: '2',
      });
      const cart = await browser.get(added.headers.location as string);
      expect(textOf(cart.payload)).toContain(ES.cart.added(ES.products['cookie-dough'].title));
      expect(textOf(cart.payload)).toContain('Subtotal $36.00');

      const tooMany = await browser.post(`${DEMO_STORE_BASE}/cart/add`, {
        product: 'cookie-dough',
        quantity: '0',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(textOf(tooMany.payload)).toContain(ES.catalogue.quantityRange(1, 99));

      const invalid = await browser.post(`${DEMO_STORE_BASE}/checkout`, {
        ...CHECKOUT_FORM,
        email: 'not-an-email',
        last_name: '',
        zip: 'ABC',
      });
      expect(invalid.statusCode).toBe(400);
      expectLanguage(invalid, 'es');
      const problems = textOf(invalid.payload);
      expect(problems).toContain(ES.checkout.fixErrors(3));
      expect(problems).toContain(ES.validation.email);
      expect(problems).toContain(ES.validation.missing.last_name);
      expect(problems).toContain(ES.validation.usZip);
      expect(invalid.payload).toContain(`<label for="field-email">${ES.checkout.labels.email}</label>`);

      const placed = await browser.post(`${DEMO_STORE_BASE}/checkout`, CHECKOUT_FORM);
      expect(placed.statusCode, placed.payload).toBe(303);
      const thanks = await browser.get(placed.headers.location as string);
      expect(thanks.statusCode).toBe(200);
      expectLanguage(thanks, 'es');
      const text = textOf(thanks.payload);
      expect(text).toContain(ES.thankYou.heading('Pat'));
      expect(text).toContain(`2 × ${ES.products['cookie-dough'].title} $36.00`);
      expect(text).toContain(`${ES.thankYou.shipping(ES.shippingMethods.express.title)} $12.00`);
      expect(text).toContain(`${ES.thankYou.totalPaid} $48.00`);
      expect(text).toContain(ES.countries.US);

      // The same receipt in English, as today.
      const english = textOf((await browser.get(`${placed.headers.location as string}?lang=en`)).payload);
      expect(english).toContain('Thank you, Pat!');
      expect(english).toContain('2 × Cookie Dough 3 lb Tub $36.00');
      expect(english).toContain('Shipping (Express) $12.00');
    });

    it('answers a page that does not exist in the buyer’s language', async () => {
      const res = await new Browser(t, 'es').get(`${DEMO_STORE_BASE}/nowhere`);
      expect(res.statusCode).toBe(404);
      expectLanguage(res, 'es');
      expect(textOf(res.payload)).toContain(DEMO_STORE_TEXTS_ES.pages.notFound.message);
    });
  });
});
