import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { openStaffPage } from './support/staff-page.js';
import { PAGINATION_TEXTS } from '../src/web/lib/app-texts.js';
import { GROUP_TEXTS } from '../src/web/features/groups/texts.js';
import { COORDINATOR_AREA_TEXTS } from '../src/web/features/coordinator-area/texts.js';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../src/web/features/orders/texts.js';

const F = ORDER_TEXTS.filters;
const COORDINATOR = { name: 'Olive Owl', email: 'olive@example.org', password: 'owl-pass-1' };

const dataRows = (page: Page) => page.locator('table tbody tr');

describe('orders: administrator list, detail and export; coordinator area', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };
  let today: string;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    admin = await registerAdmin(portal);
    today = portal.app.ctx.today();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const staffPage = (path: string, session: { token: string; user: unknown }, role: string) =>
    openStaffPage(browser, portal, path, session, role);

  it('says there are no orders yet', async () => {
    const { page, context } = await staffPage('/admin/orders', admin, 'admin');
    await page.getByText(ORDER_MESSAGES.empty.noOrders, { exact: true }).waitFor();
    await context.close();
  });

  it('lists signed store orders 20 to a page, with the page and filters in the address', async () => {
    const { group: tigers } = await seedGroup(portal.app, {
      code: 'TIGERS7',
      name: 'Tigers Class 7',
      organizationName: 'Maple Primary',
      campaigns: [{ name: 'Cookie Dough Drive' }],
    });
    const { group: owls } = await seedGroup(portal.app, {
      code: 'OWLS3',
      name: 'Owls Class 3',
      organizationName: 'Birch School',
      campaigns: [{ name: 'Candle Sale' }],
    });
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId: owls.id });
    const base = Date.parse(`${today}T12:00:00Z`) - 2 * 24 * 3600 * 1000;
    for (let index = 0; index < 25; index++) {
      const owl = index % 5 === 0;
      const order = storeOrder({
        orderNumber: 2001 + index,
        createdAt: new Date(base + index * 60_000).toISOString(),
        firstName: owl ? 'Quinn' : 'Pat',
        lastName: owl ? 'Rivera' : 'Lee',
        email: owl ? `quinn${index}@example.com` : `pat${index}@example.com`,
        attributes: {
          group_code: owl ? owls.code : tigers.code,
          student_name: owl ? 'Olly Owl' : 'Sam Seller',
          campaign_name: owl ? 'Candle Sale' : 'Cookie Dough Drive',
          from_portal: 'true',
        },
        lines: [
          { title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
          { title: 'Soy Candle', price: '12.50', quantity: 1 },
        ],
      });
      expect((await deliverWebhook(portal.app, order)).statusCode).toBe(200);
    }

    const { page, context } = await staffPage('/admin/orders', admin, 'admin');
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2025') }).waitFor();
    expect(await dataRows(page).count()).toBe(20);
    await snapshot(page, 'admin-orders');

    const pagination = page.getByRole('navigation', { name: PAGINATION_TEXTS.label });
    await pagination.getByRole('link', { name: PAGINATION_TEXTS.nextPage }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2005') }).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(5);
    await pagination.getByRole('link', { name: PAGINATION_TEXTS.page(1) }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders' && !url.searchParams.has('page'));

    await page.getByLabel(F.groupCode).fill('owls3');
    await page.getByRole('button', { name: F.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('groupCode') === 'owls3');
    await page.getByText(ORDER_TEXTS.list.summary(1, 5, 5)).waitFor();
    expect(await dataRows(page).count()).toBe(5);
    await page.reload();
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2021') }).waitFor();
    expect(await dataRows(page).count()).toBe(5);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ORDER_TEXTS.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders_OWLS3_${today}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('\uFEFF"Order Number","Date","Group Code","Campaign","Seller"')).toBe(true);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain('"2 x Cookie Dough Tub; 1 x Soy Candle"');

    await page.getByLabel(F.buyerName).fill('nobody-matches-this');
    await page.getByRole('button', { name: F.apply }).click();
    await page.getByText(ORDER_MESSAGES.empty.noMatchingOrders, { exact: true }).waitFor();
    await page.getByRole('button', { name: F.clear }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2025') }).waitFor();
    await context.close();
  });

  it('shows an order with its items and totals and changes its status with history', async () => {
    const { page, context } = await staffPage('/admin/orders', admin, 'admin');
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2024') }).click();
    await page.getByText('#2024', { exact: true }).waitFor();
    await page.getByText('Tigers Class 7').first().waitFor();
    await page.getByText('Sam Seller').first().waitFor();
    await page.getByText('$42.50').first().waitFor();
    await page.getByText('$48.00').first().waitFor();

    const open = page.getByRole('button', { name: ORDER_TEXTS.statusLabels.open, exact: true });
    expect(await open.isDisabled()).toBe(true);
    await page.getByRole('button', { name: ORDER_TEXTS.statusLabels.shipped, exact: true }).click();
    const confirmation = page.getByText(ORDER_MESSAGES.statusUpdated('shipped'));
    await confirmation.waitFor();
    expect(
      await page.getByRole('button', { name: ORDER_TEXTS.statusLabels.shipped, exact: true }).isDisabled(),
    ).toBe(true);
    await page.getByRole('cell', { name: 'Avery Admin' }).waitFor();
    await snapshot(page, 'admin-order-detail');
    await confirmation.waitFor({ state: 'detached', timeout: 5_000 });

    const stored = await portal.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(stored.json().data.openOrdersCount).toBe(24);
    await context.close();
  });

  it("gives the coordinator their group's dashboard, campaigns and orders, read-only", async () => {
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    const session = login.json() as { token: string; user: unknown };
    const { page, context } = await staffPage('/coordinator', session, 'coordinator');
    await page.getByText('Owls Class 3').first().waitFor();
    await page.getByText('Birch School').first().waitFor();
    await page.getByText('OWLS3').first().waitFor();
    const orders = page
      .getByRole('region', { name: COORDINATOR_AREA_TEXTS.dashboard.statistics })
      .locator('.stat')
      .filter({ has: page.getByText(GROUP_TEXTS.details.orders, { exact: true }) });
    await expect.poll(() => orders.textContent()).toContain('5');
    await snapshot(page, 'coordinator-dashboard');

    await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('cell', { name: 'Candle Sale', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /delete|edit/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /delete|edit/i }).count()).toBe(0);
    await snapshot(page, 'coordinator-campaigns');

    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await page.getByText(ORDER_MESSAGES.coordinatorFilterNote).waitFor();
    const code = page.getByLabel(F.groupCode);
    expect(await code.isDisabled()).toBe(true);
    expect(await code.inputValue()).toBe('OWLS3');
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2021') }).waitFor();
    expect(await dataRows(page).count()).toBe(5);
    await snapshot(page, 'coordinator-orders');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ORDER_TEXTS.list.exportCsv }).click();
    expect((await download).suggestedFilename()).toBe(`orders_OWLS3_${today}.csv`);

    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#2021') }).click();
    await page.getByText('#2021', { exact: true }).waitFor();
    await page.getByText('Olly Owl').first().waitFor();
    expect(
      await page.getByRole('button', { name: ORDER_TEXTS.statusLabels.shipped, exact: true }).count(),
    ).toBe(0);
    await snapshot(page, 'coordinator-order-detail');
    expect(COORDINATOR_AREA_TEXTS.dashboard.groupCode).toBe('Group Code');
    await context.close();
  });
});
