import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { orders } from '../src/server/db/schema.js';
import { signWebhookBody } from '../src/server/store/webhook-signature.js';
import { PRIVACY_REQUEST_TEXTS as T } from '../src/web/features/privacy/texts.js';
import { PHONE, expectNoOverflow } from './support/layout.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup, seedOrder } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

describe("privacy requests: a buyer's data request from the store, answered by an administrator", () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    admin = await registerAdmin(portal);
    const { group } = await seedGroup(portal.app, {
      code: 'PRIV42',
      name: 'Maple Choir',
      organizationName: 'Maple Middle',
      campaigns: [{ name: 'Wreaths' }],
    });
    const order = await seedOrder(portal.app, {
      number: '#3101',
      group: { id: group.id, code: 'PRIV42' },
      sellerName: 'Ava Stone',
      totalCents: 4200,
    });
    await portal.app.ctx.db
      .update(orders)
      .set({
        buyerFirstName: 'John',
        buyerLastName: 'Rivera',
        buyerEmail: 'john.rivera@example.com',
        buyerPhone: '555-625-1199',
        shippingCity: 'Springfield',
      })
      .where(eq(orders.id, order.id));
    // The store's own delivery, signed as it signs it.
    const body = JSON.stringify({
      shop_id: 954889,
      shop_domain: 'maple.myshopify.com',
      orders_requested: [],
      customer: { id: 191167, email: 'john.rivera@example.com', phone: '555-625-1199' },
      data_request: { id: 9999 },
    });
    const reply = await portal.app.inject({
      method: 'POST',
      url: '/api/shopify/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'customers/data_request',
        'x-shopify-hmac-sha256': signWebhookBody(portal.app.ctx.config.shopify.webhookSecret, body),
        'x-shopify-webhook-id': randomUUID(),
      },
      payload: body,
    });
    expect(reply.json()).toEqual({ success: true, data: { outcome: 'recorded' } });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('lists what the portal holds on a phone, and the request leaves the list once marked as sent', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      '/admin/privacy-requests',
      admin,
      'admin',
      PHONE,
    );
    const request = page.getByRole('region', { name: T.requestTitle('9999'), exact: true });
    await request.waitFor();
    const held = request.getByRole('region', { name: T.heldLabel('9999') });
    const row = held.getByRole('row').filter({ hasText: '#3101' });
    expect(await row.textContent()).toContain('John Rivera');
    expect(await row.textContent()).toContain('john.rivera@example.com');
    await expectNoOverflow(page);
    await expectAccessible(page);
    await snapshot(page, 'admin-privacy-requests-phone');

    await request.getByRole('button', { name: T.markSentOf('9999') }).click();
    await page.getByText(T.empty).waitFor();
    expect(await page.getByRole('region', { name: T.requestTitle('9999'), exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
