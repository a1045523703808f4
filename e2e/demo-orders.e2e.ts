import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signAttributes } from '../src/server/orders/attribution-signature.js';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { openStaffPage } from './support/staff-page.js';
import { placeDemoOrder } from './support/seller.js';

describe('demo orders (DEMO_STORE=1): badged for administrators', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };

  beforeAll(async () => {
    portal = await startPortal({ DEMO_STORE: '1' });
    browser = await launchBrowser();
    admin = await registerAdmin(portal);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows a demo order with a "Demo" badge beside a real order, on a desktop and on a phone', async () => {
    const { group, campaigns } = await seedGroup(portal.app, {
      code: 'ROBINS4',
      name: 'Robins Class 4',
      organizationName: 'Cedar Primary',
      campaigns: [{ name: 'Holiday Wreaths' }],
    });
    const campaign = campaigns[0]!;
    const signed = {
      group_code: group.code,
      student_name: 'Jamie Seller',
      student_email: 'jamie@example.org',
      group_name: group.name,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      user_id: '8a6f5e2d-1c0b-4a99-8e77-665544332211',
      portal_ref: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
    };
    const attributes = { ...signed, portal_sig: signAttributes(portal.app.ctx.config.jwtSecret, signed) };
    const real = await deliverWebhook(
      portal.app,
      storeOrder({ orderNumber: 2001, firstName: 'Robin', lastName: 'Real', attributes }),
    );
    expect(real.statusCode).toBe(200);

    const shopper = await openPage(browser, portal);
    const query = Object.entries(attributes)
      .map(([name, value]) => `${encodeURIComponent(`attributes[${name}]`)}=${encodeURIComponent(value)}`)
      .join('&');
    await shopper.page.goto(`/demo-store/cart/update?${query}`);
    await placeDemoOrder(shopper.page, {
      firstName: 'Morgan',
      lastName: 'Parent',
      email: 'morgan.parent@example.com',
    });
    await shopper.page.getByText('Order #1001').waitFor();
    await shopper.context.close();

    for (const [name, viewport] of [
      ['admin-orders-demo', { width: 1280, height: 800 }],
      ['admin-orders-demo-phone', { width: 375, height: 800 }],
    ] as const) {
      const { page, context } = await openStaffPage(
        browser,
        portal,
        '/admin/orders',
        admin,
        'admin',
        viewport,
      );
      const demoRow = page.getByRole('row').filter({ hasText: '#1001' });
      await demoRow.getByText('Demo', { exact: true }).waitFor();
      const realRow = page.getByRole('row').filter({ hasText: '#2001' });
      await realRow.getByText('Robin Real').waitFor();
      expect(await realRow.getByText('Demo', { exact: true }).count()).toBe(0);
      await snapshot(page, name);
      await context.close();
    }
  });
});
