import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SHOP_MESSAGES, SHOP_TEXTS } from '../src/web/features/shop/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { expectAccessible } from './support/staff-page.js';
import { logInAsSeller } from './support/seller.js';

const SESSION_KEYS = ['token', 'role', 'user', 'group', 'campaign'];
const ATTRIBUTE_COPIES = ['shopifyAttributes', 'storeNoteAttributes'];
const BACKUP_COOKIE = 'store_note_attributes';

/** What this device remembers of a seller: both storages' session keys, the attribute copies and the cookie. */
async function remembered(page: Page, context: BrowserContext) {
  const stored = await page.evaluate(
    ([sessionKeys, copies]) => ({
      local: sessionKeys!.filter((key) => localStorage.getItem(key) !== null),
      session: [...sessionKeys!, ...copies!].filter((key) => sessionStorage.getItem(key) !== null),
    }),
    [SESSION_KEYS, ATTRIBUTE_COPIES],
  );
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  return { ...stored, cookies };
}

async function logInAndReachShop(page: Page, name: string) {
  await logInAsSeller(page, { groupCode: 'OWLS3', name, email: 'ruiz.family@example.org' });
  await page.waitForURL('**/shop');
  return page.getByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
}

describe('seller logout: "Not you? Log out" on /shop', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    await seedGroup(portal.app, {
      code: 'OWLS3',
      name: 'Owls Class 3',
      organizationName: 'Maple Primary School',
      campaigns: [{ name: 'Spring Cookie Dough' }],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('forgets the seller on this device and leads back to the login page, which /shop then keeps', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    const dialog = await logInAndReachShop(page, 'Ana Ruiz');
    await dialog.getByText('Ana Ruiz', { exact: true }).waitFor();
    await dialog.getByText(SHOP_TEXTS.logout.notYou).waitFor();
    expect(await remembered(page, context)).toEqual({
      local: SESSION_KEYS,
      session: [...SESSION_KEYS, ...ATTRIBUTE_COPIES],
      cookies: [BACKUP_COOKIE],
    });
    await expectAccessible(page);
    await snapshot(page, 'shop-not-you-log-out');

    await dialog.getByRole('button', { name: SHOP_TEXTS.logout.logOut }).click();
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByLabel('Seller Name').inputValue()).toBe('');
    expect(await remembered(page, context)).toEqual({ local: [], session: [], cookies: [] });

    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await remembered(page, context)).toEqual({ local: [], session: [], cookies: [] });

    // The sibling at the same device now logs in as herself, with the same e-mail.
    const sibling = await logInAndReachShop(page, 'Leo Ruiz');
    await sibling.getByText('Leo Ruiz', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone-sized screen', async () => {
    const { page, context } = await openPage(browser, portal, { width: 375, height: 740 });
    const dialog = await logInAndReachShop(page, 'Mia Ruiz');
    const logout = dialog.getByRole('button', { name: SHOP_TEXTS.logout.logOut });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await snapshot(page, 'shop-not-you-log-out-phone');
    await context.close();
  });
});
