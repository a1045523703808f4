import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHARE_LINK_API_PATHS } from '../src/shared/api/share-link-paths.js';
import { STORE_API_ROUTES } from '../src/shared/api/store-paths.js';
import { SHARE_LINK_TEXTS } from '../src/web/features/share-links/texts.js';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const COORDINATOR = { name: 'Robin Reed', email: 'robin@example.org', password: 'reed-pass-1' };
const PHONE = { width: 375, height: 800 };

interface Seller {
  token: string;
  user: { id: string; name: string; email: string; groupCode: string };
}

/** The attributes of a cart-update link, decoded. */
function attributesOf(url: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) {
    const match = /^attributes\[(.+)\]$/.exec(key);
    if (match) attributes[match[1]!] = value;
  }
  return attributes;
}

describe("staff view of the sellers' share links: counts, revoke, the order marker", () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };
  let coordinator: { token: string; user: unknown };
  let groupId: string;
  let campaignId: string;
  const links: Record<string, { token: string; url: string }> = {};

  function api(method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) {
    return portal.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  }

  async function sellerLogin(name: string, email: string): Promise<Seller> {
    const res = await api('POST', '/auth/user', undefined, { name, email, groupCode: 'SHARE24' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Seller>();
  }

  /** The seller's page asks for their link: made on first use. */
  async function shareLinkOf(seller: Seller) {
    const res = await api('POST', SHARE_LINK_API_PATHS.sellerShareLink(campaignId), seller.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { token: string; url: string } }>().data;
  }

  /** An order placed with the attributes of a store link, delivered as the store does. */
  async function orderThrough(storeUrl: string, orderNumber: number, price: string) {
    const res = await deliverWebhook(
      portal.app,
      storeOrder({
        orderNumber,
        firstName: 'Pat',
        lastName: 'Parent',
        lines: [{ title: 'Cookie Dough', price, quantity: 1 }],
        shipping: { title: 'Standard', price: '0.00' },
        attributes: attributesOf(storeUrl),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    portal = await startPortal({ DEMO_STORE: '1' });
    browser = await launchBrowser();
    admin = await registerAdmin(portal);
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(portal.app, {
      code: 'SHARE24',
      name: 'Lincoln Band',
      organizationName: 'Lincoln High',
      campaigns: [{ name: 'Cookie Week' }],
    });
    groupId = group.id;
    campaignId = campaign!.id;
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId });
    coordinator = (
      await api('POST', '/auth/coordinator', undefined, {
        email: COORDINATOR.email,
        password: COORDINATOR.password,
      })
    ).json();

    // Ava: one order through her share link ($30.00), one through her own visit to the shop ($12.00).
    const ava = await sellerLogin('Ava Stone', 'ava.family@example.org');
    links.ava = await shareLinkOf(ava);
    const shared = await api('POST', SHARE_LINK_API_PATHS.publicShareHandoff(links.ava.token));
    expect(shared.statusCode, shared.body).toBe(200);
    await orderThrough(shared.json<{ data: { url: string } }>().data.url, 3001, '30.00');
    const own = await api('POST', STORE_API_ROUTES.createShopUrl, ava.token, {
      noteAttributes: {
        group_code: 'SHARE24',
        student_name: ava.user.name,
        student_email: ava.user.email,
        group_name: 'Lincoln Band',
        campaign_id: campaignId,
        campaign_name: 'Cookie Week',
        user_id: ava.user.id,
        timestamp: new Date().toISOString(),
        from_portal: 'true',
      },
      userData: { userId: ava.user.id, name: ava.user.name, email: ava.user.email, groupCode: 'SHARE24' },
    });
    expect(own.statusCode, own.body).toBe(200);
    await orderThrough(own.json<{ data: { url: string } }>().data.url, 3002, '12.00');

    // Ben: a link that a buyer opened and went to the store with, without ordering yet. (A seller is listed while
    // they have an active link or a hand-off, so Ben stays on the list once his link is revoked.)
    links.ben = await shareLinkOf(await sellerLogin('Ben Ray', 'ben.family@example.org'));
    const visit = await api('POST', SHARE_LINK_API_PATHS.publicShareHandoff(links.ben.token));
    expect(visit.statusCode, visit.body).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const sellerRow = (page: Page, name: string) =>
    page
      .getByRole('region', { name: SHARE_LINK_TEXTS.tableLabel })
      .getByRole('row')
      .filter({ hasText: name });

  it("an administrator opens the campaign's share links from the group, sees Ava's link and counts, and revokes it", async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/admin/groups/${groupId}`,
      admin,
      'admin',
    );
    await page.getByRole('link', { name: SHARE_LINK_TEXTS.linkLabel('Cookie Week') }).click();
    await page.waitForURL(`**/admin/groups/${groupId}/campaigns/${campaignId}/share-links`);
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — share links' }).waitFor();

    const rows = page.getByRole('region', { name: SHARE_LINK_TEXTS.tableLabel }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual([
      `Ava Stone${links.ava!.url}CopyRevoke1 order$30.001 order$12.00`,
      `Ben Ray${links.ben!.url}CopyRevoke0 orders$0.000 orders$0.00`,
    ]);
    expect(links.ava!.url).toBe(`${portal.url}/s/${links.ava!.token}`);
    await expectAccessible(page);
    await snapshot(page, 'share-links-admin');

    await sellerRow(page, 'Ava Stone')
      .getByRole('button', { name: SHARE_LINK_TEXTS.revokeLinkOf('Ava Stone') })
      .click();
    const dialog = page.getByRole('alertdialog', { name: SHARE_LINK_TEXTS.confirmTitle });
    await dialog.getByText(SHARE_LINK_TEXTS.confirmMessage('Ava Stone', links.ava!.url)).waitFor();
    await snapshot(page, 'share-links-admin-revoke');
    await dialog.getByRole('button', { name: SHARE_LINK_TEXTS.revoke }).click();
    await page
      .getByRole('status')
      .filter({ hasText: SHARE_LINK_TEXTS.revoked('Ava Stone') })
      .waitFor();
    await sellerRow(page, 'Ava Stone').getByText(SHARE_LINK_TEXTS.noActiveLink).waitFor();
    // The counts stay: the orders that came through the revoked link are still hers.
    expect(await sellerRow(page, 'Ava Stone').textContent()).toBe(
      `Ava Stone${SHARE_LINK_TEXTS.noActiveLink}1 order$30.001 order$12.00`,
    );
    expect((await api('GET', SHARE_LINK_API_PATHS.publicShareLink(links.ava!.token))).statusCode).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a coordinator on a phone opens the share links next to the results and revokes a link', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      '/coordinator/campaigns',
      coordinator,
      'coordinator',
      PHONE,
    );
    await page.getByRole('link', { name: SHARE_LINK_TEXTS.linkLabel('Cookie Week') }).click();
    await page.waitForURL(`**/coordinator/campaigns/${campaignId}/share-links`);
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — share links' }).waitFor();
    await sellerRow(page, 'Ben Ray').getByText(links.ben!.url).waitFor();
    // The table scrolls inside its frame; the page itself does not get wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snapshot(page, 'share-links-coordinator-phone');

    const revoke = sellerRow(page, 'Ben Ray').getByRole('button', {
      name: SHARE_LINK_TEXTS.revokeLinkOf('Ben Ray'),
    });
    await revoke.scrollIntoViewIfNeeded();
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: SHARE_LINK_TEXTS.confirmTitle });
    await dialog.waitFor();
    const bounds = await dialog.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: SHARE_LINK_TEXTS.revoke }).click();
    await page
      .getByRole('status')
      .filter({ hasText: SHARE_LINK_TEXTS.revoked('Ben Ray') })
      .waitFor();
    await sellerRow(page, 'Ben Ray').getByText(SHARE_LINK_TEXTS.noActiveLink).waitFor();
    await snapshot(page, 'share-links-coordinator-phone-revoked');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the order lists mark the order that came through the share link, and its detail says so', async () => {
    const { page, context, problems } = await openStaffPage(browser, portal, '/admin/orders', admin, 'admin');
    const shared = page.getByRole('row').filter({ hasText: '#3001' });
    await shared.getByText(SHARE_LINK_TEXTS.badge, { exact: true }).waitFor();
    const own = page.getByRole('row').filter({ hasText: '#3002' });
    await own.waitFor();
    expect(await own.getByText(SHARE_LINK_TEXTS.badge, { exact: true }).count()).toBe(0);
    await snapshot(page, 'share-links-order-badge');

    await shared.getByRole('link', { name: 'View order #3001' }).click();
    const source = page
      .locator('dt', { hasText: SHARE_LINK_TEXTS.source })
      .locator('xpath=following-sibling::dd[1]');
    expect(await source.textContent()).toBe(SHARE_LINK_TEXTS.sourceShareLink);
    await context.close();

    const coordinatorView = await openStaffPage(
      browser,
      portal,
      '/coordinator/orders',
      coordinator,
      'coordinator',
    );
    await coordinatorView.page
      .getByRole('row')
      .filter({ hasText: '#3001' })
      .getByText(SHARE_LINK_TEXTS.badge, { exact: true })
      .waitFor();
    expect([...problems, ...coordinatorView.problems]).toEqual([]);
    await coordinatorView.context.close();
  });
});
