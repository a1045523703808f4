import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sellers, storeHandoffs } from '../src/server/db/schema.js';
import { GROUP_TEXTS } from '../src/web/features/groups/texts.js';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../src/web/features/attribution/texts.js';
import { COORDINATOR_AREA_TEXTS } from '../src/web/features/coordinator-area/texts.js';
import { ORDER_TEXTS } from '../src/web/features/orders/texts.js';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const T = ATTRIBUTION_TEXTS;
const COORDINATOR = { name: 'Robin Reed', email: 'robin.reed@example.org', password: 'reed-pass-1' };

describe('attribution repair: an order that lost its seller is found, credited and counted', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };
  let coordinator: { token: string; user: unknown };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { app } = portal;
    admin = await registerAdmin(portal);
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(app, {
      code: 'HAWKS7',
      name: 'Hawks Swim Team',
      organizationName: 'Riverside Pool',
      campaigns: [{ name: 'Winter Candles' }],
    });
    await seedCoordinator(app, { ...COORDINATOR, groupId: group.id });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();

    // Mia went to the store from the portal an hour ago; her parent's express checkout dropped the cart
    // attributes, so the order arrived with no group.
    const [mia] = await app.ctx.db
      .insert(sellers)
      .values({ groupId: group.id, name: 'Mia Chen', email: 'chen.family@example.com' })
      .returning();
    await app.ctx.db.insert(storeHandoffs).values({
      sellerId: mia!.id,
      groupId: group.id,
      campaignId: campaign!.id,
      createdAt: new Date(Date.now() - 3600_000),
    });
    const order = storeOrder({
      orderNumber: 7001,
      email: 'chen.family@example.com',
      firstName: 'Lin',
      lastName: 'Chen',
      lines: [{ title: 'Pine Candle', price: '18.00', quantity: 2 }],
      shipping: { title: 'Standard', price: '0.00' },
    });
    expect((await deliverWebhook(app, order)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const staffPage = (path: string, session: { token: string; user: unknown }, role: string) =>
    openStaffPage(browser, portal, path, session, role);

  it('finds the order from the dashboard, accepts the suggestion, and the coordinator sees it at once', async () => {
    const { page, context } = await staffPage('/admin', admin, 'admin');
    const health = page.getByRole('region', { name: T.health.title });
    await health.getByText(T.health.lastDays(7)).waitFor();
    await health.getByRole('link', { name: T.link(1) }).click();

    await page.getByRole('heading', { name: T.pageTitle }).waitFor();
    await page.getByText(T.problems.unattributed, { exact: true }).waitFor();
    await page.getByText(T.cartNothing).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'attention-queue');

    await page.getByRole('button', { name: T.creditOrder('#7001') }).click();
    const dialog = page.getByRole('dialog', { name: T.form.titleOne('#7001') });
    await dialog
      .getByText(
        "Mia Chen went to the store from the portal 1 hour before this order, with the buyer's e-mail",
      )
      .waitFor();
    await dialog.getByText(T.confidence.high).waitFor();
    await dialog.getByRole('button', { name: T.applySuggestionLabel('Mia Chen', 'HAWKS7') }).click();
    await expect.poll(() => dialog.getByLabel(T.form.seller).inputValue()).not.toBe('');
    expect(await dialog.getByLabel(T.form.campaign).locator('option:checked').textContent()).toContain(
      'Winter Candles',
    );

    await dialog.getByRole('button', { name: T.form.submit }).click();
    await dialog.getByText(ATTRIBUTION_MESSAGES.required.reason).waitFor();
    await dialog.getByLabel(T.form.reason).fill('Parent checked out with the express button');
    await expectAccessible(page);
    await snapshot(page, 'attention-credit');
    await dialog.getByRole('button', { name: T.form.submit }).click();
    await page.getByText(T.done(1)).waitFor();
    await page.getByText(T.empty).waitFor();

    await page.goto('/admin/orders');
    await page.getByRole('link', { name: T.link(0) }).waitFor();
    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#7001') }).click();
    await page.getByRole('heading', { name: ORDER_TEXTS.detail.attributionHistory }).waitFor();
    await page.getByRole('cell', { name: 'Parent checked out with the express button' }).waitFor();
    await page.getByText(ORDER_TEXTS.detail.repaired).waitFor();
    await snapshot(page, 'attention-order-detail');
    await context.close();

    const coordinatorView = await staffPage('/coordinator', coordinator, 'coordinator');
    const orders = coordinatorView.page
      .getByRole('region', { name: COORDINATOR_AREA_TEXTS.dashboard.statistics })
      .locator('.stat')
      .filter({ has: coordinatorView.page.getByText(GROUP_TEXTS.details.orders, { exact: true }) });
    await expect.poll(() => orders.textContent()).toContain('1');
    await coordinatorView.page.goto('/coordinator/orders');
    await coordinatorView.page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('#7001') }).waitFor();
    await coordinatorView.page.getByRole('cell', { name: 'Mia Chen', exact: true }).waitFor();
    await coordinatorView.context.close();
  });
});
