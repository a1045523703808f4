import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS, API_BASE } from '../src/shared/api/paths.js';
import { SHARE_LINK_API_PATHS } from '../src/shared/api/share-link-paths.js';
import { DEMO_STORE_TEXTS as EN } from '../src/shared/texts/demo-store.js';
import { DEMO_STORE_TEXTS_ES as ES } from '../src/shared/texts/demo-store.es.js';
import { SHARE_PAGE_TEXTS_ES } from '../src/shared/texts/share-page.es.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { expectAccessible } from './support/staff-page.js';

const PHONE = { width: 375, height: 740 };

/** Nothing wider than the phone: no text runs out of its button or card. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, .button, a, label, h1, h2, dd, dt, p')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      .filter((element) => getComputedStyle(element).overflow !== 'visible' || element.tagName === 'BUTTON')
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(overflowing).toEqual([]);
}

describe('a Spanish-speaking relative buys through a share link on a phone', () => {
  let portal: Portal;
  let browser: Browser;
  let link: string;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    await seedGroup(portal.app, {
      code: 'WRENS6',
      name: 'Wrens Class 6',
      organizationName: 'Hillside Primary',
      campaigns: [{ name: 'Autumn Candles' }],
    });
    // The seller's link, made through the seller API as the seller page makes it.
    const login = await fetch(`${portal.url}${API_BASE}${API_PATHS.sellerLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lucía Ramos', email: 'ramos.family@example.org', groupCode: 'WRENS6' }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as { token: string; campaigns: { _id: string }[] };
    const share = await fetch(
      `${portal.url}${API_BASE}${SHARE_LINK_API_PATHS.sellerShareLink(session.campaigns[0]!._id)}`,
      { method: 'POST', headers: { authorization: `Bearer ${session.token}` } },
    );
    expect(share.status).toBe(200);
    link = ((await share.json()) as { data: { url: string } }).data.url;
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('reads the share page and the demo store in Spanish, checks out, and can switch to English', async () => {
    const context = await browser.newContext({ baseURL: portal.url, viewport: PHONE, locale: 'es-MX' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Apoya a Lucía R.' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('link', { name: 'Español' }).and(page.locator('[aria-current="true"]')).waitFor();
    await snapshot(page, 'es-share-page-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: SHARE_PAGE_TEXTS_ES.shopButton }).click();
    await page.waitForURL((url) => url.pathname === '/demo-store/');
    await page.getByRole('heading', { name: ES.catalogue.heading }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByText('Lucía R.').first().waitFor();
    await snapshot(page, 'es-demo-store-catalogue-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    const candle = ES.products['soy-candle'].title;
    await page.getByRole('button', { name: `${ES.catalogue.addToCart} ${candle}` }).click();
    await page.getByRole('heading', { name: ES.cart.heading }).waitFor();
    await page.getByText(ES.cart.added(candle)).waitFor();
    await snapshot(page, 'es-demo-store-cart-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: ES.cart.checkOut }).click();
    await page.getByRole('heading', { name: ES.checkout.heading, level: 1 }).waitFor();
    const L = ES.checkout.labels;
    await page.getByLabel(L.first_name, { exact: true }).fill('Marisol');
    await page.getByLabel(L.last_name, { exact: true }).fill('Ramos');
    await page.getByLabel(L.email, { exact: true }).fill('marisol@example.com');
    await page.getByLabel(L.address1, { exact: true }).fill('12 Calle Luna');
    await page.getByLabel(L.city, { exact: true }).fill('San Antonio');
    await page.getByLabel(L.province, { exact: true }).fill('Texas');
    await page.getByLabel(L.zip, { exact: true }).fill('782');
    await page.getByRole('button', { name: ES.checkout.placeOrder }).click();
    await page.getByRole('heading', { name: ES.checkout.fixErrors(1) }).waitFor();
    await page.getByRole('link', { name: ES.validation.usZip }).waitFor();
    await snapshot(page, 'es-demo-store-checkout-error-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByLabel(L.zip, { exact: true }).fill('78205');
    await page.getByRole('button', { name: ES.checkout.placeOrder }).click();
    await page.getByRole('heading', { name: ES.thankYou.heading('Marisol') }).waitFor();
    await page.getByText(ES.thankYou.orderLabel('#1001')).waitFor();
    await snapshot(page, 'es-demo-store-thank-you-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    // English, exactly as before, and remembered on the next page.
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: EN.thankYou.heading('Marisol') }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByText(`Shipping (${EN.shippingMethods.standard.title})`).waitFor();
    await snapshot(page, 'en-demo-store-thank-you-phone');
    await expectAccessible(page);
    await page.getByRole('link', { name: EN.continueShopping }).click();
    await page.getByRole('heading', { name: EN.catalogue.heading }).waitFor();
    await page.getByRole('button', { name: `Add to cart ${EN.products['soy-candle'].title}` }).waitFor();
    await snapshot(page, 'en-demo-store-catalogue-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    expect(problems).toEqual([]);
    await context.close();
  });
});
