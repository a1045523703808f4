import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHARE_PAGE_TEXTS } from '../src/shared/texts/share-page.js';
import { SHARE_LINK_TEXTS } from '../src/web/features/share-links/texts.js';
import { SELLER_PAGE_TEXTS } from '../src/web/features/seller-page/texts.js';
import { ORDER_TEXTS } from '../src/web/features/orders/texts.js';
import { SHOP_MESSAGES, SHOP_TEXTS } from '../src/web/features/shop/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { registerAdmin, useStaffSession } from './support/session.js';
import { expectAccessible } from './support/staff-page.js';
import { logInAsSeller, placeDemoOrder } from './support/seller.js';

describe('share link journey: a relative with no account buys through a seller’s link on a phone', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    await seedGroup(portal.app, {
      code: 'WRENS5',
      name: 'Wrens Class 5',
      organizationName: 'Hillside Primary',
      campaigns: [{ name: 'Autumn Candles' }],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('goes from the seller’s page to the link, the demo store and an order credited to the seller', async () => {
    const seller = await openPage(browser, portal);
    await logInAsSeller(seller.page, {
      groupCode: 'WRENS5',
      name: 'Rosa Lind Quist',
      email: 'quist.family@example.org',
    });
    await seller.page.waitForURL('**/shop');
    const modal = seller.page.getByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
    await modal.getByRole('link', { name: SHOP_TEXTS.shareWithFamily }).click();
    await seller.page.waitForURL('**/seller');
    await seller.page.getByRole('heading', { name: SELLER_PAGE_TEXTS.greeting('Rosa') }).waitFor();
    const link = await seller.page
      .getByRole('textbox', { name: SELLER_PAGE_TEXTS.share.linkLabel })
      .inputValue();
    expect(link).toMatch(/\/s\/[1-9A-HJ-NP-Za-km-z]{12}$/);
    await seller.context.close();

    // The relative: another device, a phone, no session.
    const relative = await openPage(browser, portal, { width: 375, height: 740 });
    await relative.page.goto(new URL(link).pathname);
    await relative.page.getByRole('heading', { name: 'Support Rosa Q.' }).waitFor();
    await relative.page.getByText('Wrens Class 5').first().waitFor();
    await relative.page.getByText('Hillside Primary').first().waitFor();
    const html = await relative.page.content();
    expect(html).not.toContain('quist.family@example.org');
    expect(html).not.toContain('Quist');
    expect(html).not.toContain('WRENS5');
    expect(await relative.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(relative.page);
    await snapshot(relative.page, 'share-page-phone');

    // Every address the buyer's browser visits from here, the store link included.
    const visited: string[] = [];
    relative.page.on('request', (request) => visited.push(request.url()));
    const secrets = /quist\.family|Quist|Lind|WRENS5/i;
    await relative.page.getByRole('button', { name: SHARE_PAGE_TEXTS.shopButton }).click();
    await relative.page.waitForURL((url) => url.pathname === '/demo-store/');
    await relative.page.getByText('Rosa Q.').first().waitFor();
    expect(await relative.page.getByText('WRENS5').count()).toBe(0);
    expect(visited.some((url) => url.includes('/demo-store/cart/update?'))).toBe(true);
    expect(visited.filter((url) => secrets.test(decodeURIComponent(url)))).toEqual([]);
    expect(await relative.page.content()).not.toMatch(secrets);
    await placeDemoOrder(relative.page, {
      firstName: 'Grace',
      lastName: 'Granny',
      email: 'grace.granny@example.com',
    });
    await relative.page.getByRole('heading', { name: 'Thank you, Grace!' }).waitFor();
    await relative.page.getByText('Order #1001').waitFor();
    expect(await relative.page.content()).not.toMatch(secrets);
    expect(visited.filter((url) => secrets.test(decodeURIComponent(url)))).toEqual([]);
    await snapshot(relative.page, 'share-link-thank-you-phone');
    await relative.context.close();

    const admin = await registerAdmin(portal);
    const adminView = await openPage(browser, portal);
    await useStaffSession(adminView.page, admin, 'admin');
    await adminView.page.goto('/admin/orders');
    const row = adminView.page.getByRole('row').filter({ hasText: '#1001' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rosa Lind Quist');
    await row.getByText(SHARE_LINK_TEXTS.badge, { exact: true }).waitFor();
    await adminView.page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#1001') }).click();
    await adminView.page.getByText(SHARE_LINK_TEXTS.sourceShareLink).waitFor();
    expect(await adminView.page.getByText(ORDER_TEXTS.detail.unverified).count()).toBe(0);
    await adminView.context.close();
  });
});
