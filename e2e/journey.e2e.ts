import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOP_MESSAGES } from '../src/web/features/shop/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { registerAdmin, useStaffSession } from './support/session.js';
import { placeDemoOrder } from './support/seller.js';
import { COORDINATOR_AREA_TEXTS } from '../src/web/features/coordinator-area/texts.js';
import { GROUP_TEXTS } from '../src/web/features/groups/texts.js';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../src/web/features/orders/texts.js';

const COORDINATOR = { name: 'Robin Coordinator', email: 'robin@example.org', password: 'robin-pass-1' };

/**
 * The whole product on a fresh portal with no account anywhere: a seller logs in with a group code, picks one of
 * two campaigns, confirms, shops in the built-in demo store, and the order reaches the administrator and the
 * group's coordinator with its attribution — lists, dashboards, exports — and is marked shipped.
 */
describe('the whole journey: seller → demo store → administrator and coordinator', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { group } = await seedGroup(portal.app, {
      code: 'ROBINS4',
      name: 'Robins Class 4',
      organizationName: 'Cedar Primary',
      campaigns: [{ name: 'Spring Cookie Drive' }, { name: 'Holiday Wreaths' }],
    });
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId: group.id });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('credits an order placed in the demo store to the seller, group and campaign everywhere', async () => {
    const { page, context } = await openPage(browser, portal);
    onTestFailed(() => snapshot(page, 'failed-journey'));

    await page.goto('/');
    await page.getByLabel('Group Code').fill('robins4');
    await page.getByLabel('Seller Name').fill('Jamie Seller');
    await page.getByLabel('Email Address').fill('jamie@example.org');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Select Campaign' }).waitFor();
    await page.getByRole('combobox').selectOption({ label: 'Holiday Wreaths' });
    await page.getByRole('button', { name: 'Continue to Shop' }).click();

    await page.waitForURL('**/shop');
    const modal = page.getByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
    await modal.waitFor();
    for (const text of [
      'jamie@example.org',
      'Jamie Seller',
      'ROBINS4',
      'Robins Class 4',
      'Cedar Primary',
      'Holiday Wreaths',
    ]) {
      await modal.getByText(text, { exact: true }).waitFor();
    }
    const cookie = (await context.cookies()).find((entry) => entry.name === 'store_note_attributes');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
      group_code: 'ROBINS4',
      from_portal: 'true',
    });
    await snapshot(page, 'shop-confirm');
    await modal.getByRole('button', { name: SHOP_MESSAGES.confirm.continue }).click();

    await page.waitForURL((url) => url.pathname === '/demo-store/');
    await page.getByText('Jamie S.').first().waitFor();
    await page.getByText('Holiday Wreaths').first().waitFor();
    await snapshot(page, 'demo-store-catalogue');
    await placeDemoOrder(
      page,
      { firstName: 'Morgan', lastName: 'Parent', email: 'morgan.parent@example.com' },
      /Express/,
    );

    await page.getByRole('heading', { name: 'Thank you, Morgan!' }).waitFor();
    await page.getByText('Order #1001').waitFor();
    await snapshot(page, 'demo-store-thank-you');
    await context.close();

    const admin = await registerAdmin(portal);
    const adminView = await openPage(browser, portal);
    await useStaffSession(adminView.page, admin, 'admin');
    await adminView.page.goto('/admin');
    const sales = adminView.page.locator('.stat', { hasText: 'Total Sales' });
    await sales.getByText('$30.00').waitFor();
    await adminView.page.getByRole('cell', { name: '#1001', exact: true }).waitFor();

    await adminView.page.goto('/admin/orders');
    const row = adminView.page.getByRole('row').filter({ hasText: '#1001' });
    await row.waitFor();
    expect(await row.textContent()).toContain('ROBINS4');
    expect(await row.textContent()).toContain('Jamie Seller');
    expect(await row.textContent()).toContain('$30.00');

    const adminDownload = adminView.page.waitForEvent('download');
    await adminView.page.getByRole('button', { name: ORDER_TEXTS.list.exportCsv }).click();
    const adminCsv = readFileSync((await (await adminDownload).path())!, 'utf8');
    expect(adminCsv).toContain('"#1001",');
    expect(adminCsv).toContain('"ROBINS4","Holiday Wreaths","Jamie Seller","Morgan","Parent"');

    await adminView.page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#1001') }).click();
    await adminView.page.getByText('#1001', { exact: true }).waitFor();
    expect(await adminView.page.getByText(ORDER_TEXTS.detail.unverified).count()).toBe(0);
    await adminView.page.getByRole('button', { name: ORDER_TEXTS.statusLabels.shipped, exact: true }).click();
    await adminView.page.getByText(ORDER_MESSAGES.statusUpdated('shipped')).waitFor();
    await adminView.context.close();

    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    const coordinatorView = await openPage(browser, portal);
    await useStaffSession(coordinatorView.page, login.json(), 'coordinator');
    await coordinatorView.page.goto('/coordinator');
    const orders = coordinatorView.page
      .getByRole('region', { name: COORDINATOR_AREA_TEXTS.dashboard.statistics })
      .locator('.stat')
      .filter({ has: coordinatorView.page.getByText(GROUP_TEXTS.details.orders, { exact: true }) });
    await expect.poll(() => orders.textContent()).toContain('1');
    await coordinatorView.page.locator('.stat', { hasText: 'Total Sales' }).getByText('$30.00').waitFor();

    await coordinatorView.page.goto('/coordinator/orders');
    const coordinatorRow = coordinatorView.page.getByRole('row').filter({ hasText: '#1001' });
    await coordinatorRow.waitFor();
    expect((await coordinatorRow.textContent())?.toLowerCase()).toContain('shipped');
    const coordinatorDownload = coordinatorView.page.waitForEvent('download');
    await coordinatorView.page.getByRole('button', { name: ORDER_TEXTS.list.exportCsv }).click();
    const coordinatorCsv = readFileSync((await (await coordinatorDownload).path())!, 'utf8');
    expect(coordinatorCsv).toContain('"ROBINS4","Holiday Wreaths","Jamie Seller"');
    expect(coordinatorCsv).toContain(',shipped,');
    await coordinatorView.context.close();
  });
});
