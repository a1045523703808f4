import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { campaigns, groups } from '../src/server/db/schema.js';
import { REPORT_TEXTS } from '../src/web/features/reports/texts.js';
import { SALES_CHART_TEXTS } from '../src/web/components/sales-chart.js';
import { parseCsv } from '../test/support/csv.js';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const COORDINATOR = { name: 'Robin Reed', email: 'robin@example.org', password: 'reed-pass-1' };
const PHONE = { width: 375, height: 800 };

describe('fundraiser results: campaign report, CSV, distribution sheets, dashboards', () => {
  let portal: Portal;
  let browser: Browser;
  let coordinator: { token: string; user: unknown };
  let campaignId: string;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { app } = portal;
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(app, {
      code: 'BAND24',
      name: 'Lincoln Band',
      organizationName: 'Lincoln High',
      campaigns: [{ name: 'Cookie Week' }],
    });
    campaignId = campaign!.id;
    await app.ctx.db.update(groups).set({ profitShareBasisPoints: 4000 }).where(eq(groups.id, group.id));
    await app.ctx.db.update(campaigns).set({ goalCents: 20_000 }).where(eq(campaigns.id, campaignId));
    await seedCoordinator(app, { ...COORDINATOR, groupId: group.id });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();

    // Signed store deliveries, as real orders arrive: Ava 3 orders, Ben 2, Cy 1, one of Cy's cancelled.
    const plan: [string, { title: string; price: string; quantity: number }[], boolean?][] = [
      ['Ava Stone', [{ title: 'Cookie Dough', price: '15.00', quantity: 2 }]],
      ['Ava Stone', [{ title: 'Candle', price: '12.00', quantity: 1 }]],
      ['ava stone ', [{ title: 'Cookie Dough', price: '15.00', quantity: 1 }]],
      ['Ben Ray', [{ title: 'Candle', price: '12.00', quantity: 3 }]],
      ['Ben Ray', [{ title: 'Cookie Dough', price: '15.00', quantity: 1 }]],
      ['Cy Lee', [{ title: '=Wreath', price: '30.00', quantity: 1 }]],
      ['Cy Lee', [{ title: 'Wreath', price: '30.00', quantity: 5 }], true],
    ];
    let number = 2001;
    for (const [seller, lines, cancelled] of plan) {
      const order = storeOrder({
        orderNumber: number++,
        firstName: 'Pat',
        lastName: seller.split(' ')[1] ?? 'Lee',
        email: 'parent@example.com',
        lines,
        shipping: { title: 'Standard', price: '0.00' },
        ...(cancelled ? { cancelledAt: new Date().toISOString() } : {}),
        attributes: {
          group_code: 'BAND24',
          student_name: seller,
          campaign_id: campaignId,
          campaign_name: 'Cookie Week',
        },
      });
      const res = await deliverWebhook(app, order);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const coordinatorPage = (path: string, viewport?: { width: number; height: number }) =>
    openStaffPage(browser, portal, path, coordinator, 'coordinator', viewport);

  it('opens a campaign from the campaigns list and shows its totals, goal, chart, leaderboard and tally', async () => {
    const { page, context, problems } = await coordinatorPage('/coordinator/campaigns');
    await page.getByRole('link', { name: 'Results of Cookie Week' }).click();
    await page.waitForURL(`**/coordinator/campaigns/${campaignId}`);
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();

    const card = (label: string) =>
      page
        .locator('.stat')
        .filter({ has: page.locator('.stat__label').getByText(label, { exact: true }) })
        .locator('.stat__value');
    expect(await card('Orders').textContent()).toBe('6');
    expect(await card('Sellers with orders').textContent()).toBe('3');
    expect(await card('Items sold').textContent()).toBe('9');
    expect(await card('Product sales').textContent()).toBe('$138.00');
    expect(await card('Raised for the group').textContent()).toBe('$55.20');
    expect(await card('Sales goal').textContent()).toBe('$200.00');
    expect(await page.getByText('69% of the $200.00 goal').count()).toBe(1);
    expect(
      await page.getByRole('progressbar', { name: 'Sales goal progress' }).getAttribute('aria-valuenow'),
    ).toBe('69');

    const leaders = page.getByRole('region', { name: REPORT_TEXTS.leaderboard }).locator('tbody tr');
    expect(await leaders.allTextContents()).toEqual([
      '1Ava Stone$57.00$0.0034$57.00',
      '2Ben Ray$51.00$0.0024$51.00',
      '3Cy Lee$30.00$0.0011$30.00',
    ]);
    const tally = page.getByRole('region', { name: REPORT_TEXTS.products }).locator('tbody tr');
    expect(await tally.allTextContents()).toEqual(['Candle4$48.00', 'Cookie Dough4$60.00', '=Wreath1$30.00']);

    await page.getByRole('button', { name: SALES_CHART_TEXTS.showTable }).click();
    const days = page.getByRole('region', { name: REPORT_TEXTS.dailyChart }).locator('tbody tr');
    const today = portal.app.ctx.today();
    const [year, month, day] = today.split('-').map(Number);
    const todayLabel = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(year!, month! - 1, day!));
    expect(await days.first().textContent()).toBe(`${todayLabel}6$138.00`);
    await page.getByRole('button', { name: SALES_CHART_TEXTS.showChart }).click();
    await page.getByRole('img', { name: /^Daily sales: daily sales from / }).waitFor();

    await expectAccessible(page);
    await snapshot(page, 'report-campaign');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads the leaderboard and the product tally as CSV files', async () => {
    const { page, context } = await coordinatorPage(`/coordinator/campaigns/${campaignId}`);
    const today = portal.app.ctx.today();
    const [sellers] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: REPORT_TEXTS.downloadCsvOf(REPORT_TEXTS.leaderboard) }).click(),
    ]);
    expect(sellers.suggestedFilename()).toBe(`sellers_BAND24_${today}.csv`);
    const sellersBytes = readFileSync((await sellers.path())!);
    expect([...sellersBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(sellersBytes.toString('utf8').slice(1))).toEqual([
      ['Rank', 'Seller', 'Product sales', 'Donations', 'Orders', 'Items', 'Sales'],
      ['1', 'Ava Stone', '57.00', '0.00', '3', '4', '57.00'],
      ['2', 'Ben Ray', '51.00', '0.00', '2', '4', '51.00'],
      ['3', 'Cy Lee', '30.00', '0.00', '1', '1', '30.00'],
    ]);
    const [products] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: REPORT_TEXTS.downloadCsvOf(REPORT_TEXTS.products) }).click(),
    ]);
    expect(products.suggestedFilename()).toBe(`products_BAND24_${today}.csv`);
    const rows = parseCsv(
      readFileSync((await products.path())!)
        .toString('utf8')
        .slice(1),
    );
    expect(rows.at(-1)).toEqual(["'=Wreath", '1', '30.00']);
    await context.close();
  });

  it('prints one distribution sheet per seller, then the product summary, without the navigation', async () => {
    const { page, context, problems } = await coordinatorPage(`/coordinator/campaigns/${campaignId}`);
    await page.getByRole('link', { name: REPORT_TEXTS.distributionLink }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — distribution sheets' }).waitFor();
    const sheets = page.locator('.sheet');
    expect(await sheets.count()).toBe(4);
    const ava = page.getByRole('region', { name: 'Ava Stone' });
    expect(await ava.locator('tbody').first().locator('tr').allTextContents()).toEqual([
      '#2001Pat Stone2 × Cookie Dough',
      '#2002Pat Stone1 × Candle',
      '#2003Pat stone1 × Cookie Dough',
    ]);
    expect(await ava.locator('tbody').nth(1).locator('tr').allTextContents()).toEqual([
      'Candle1',
      'Cookie Dough3',
    ]);
    const summary = page.getByRole('region', { name: REPORT_TEXTS.distribution.summary });
    expect(await summary.locator('tbody tr').allTextContents()).toEqual([
      '=Wreath1',
      'Candle4',
      'Cookie Dough4',
    ]);
    await summary.getByRole('checkbox', { name: 'Candle received' }).check();
    await expectAccessible(page);
    await snapshot(page, 'report-distribution');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: REPORT_TEXTS.distribution.print }).isVisible()).toBe(false);
    const breaks = await sheets.evaluateAll((elements) =>
      elements.map((el) => getComputedStyle(el).breakBefore),
    );
    expect(breaks).toEqual(['auto', 'page', 'page', 'page']);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(4);
    await snapshot(page, 'report-distribution-print');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the current campaign with goal, raised amount, chart and top sellers on the dashboard, at phone width', async () => {
    const { page, context, problems } = await coordinatorPage('/coordinator', PHONE);
    const summary = page.getByRole('article', { name: 'Cookie Week' });
    await summary.waitFor();
    expect(await summary.getByText('69% of the $200.00 goal').count()).toBe(1);
    expect(
      await summary
        .locator('.stat', { hasText: 'Raised for the group' })
        .locator('.stat__value')
        .textContent(),
    ).toBe('$55.20');
    expect(
      await summary.getByRole('region', { name: 'Top sellers · Cookie Week' }).locator('tbody tr').count(),
    ).toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'report-coordinator-dashboard-phone');

    await page.goto(`/coordinator/campaigns/${campaignId}`);
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await snapshot(page, 'report-campaign-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the administrator every group's last 30 days and the month's leading groups, and opens a campaign's results", async () => {
    const admin = await registerAdmin(portal);
    const { page, context, problems } = await openStaffPage(browser, portal, '/admin', admin, 'admin');
    const [year, month] = portal.app.ctx.today().split('-').map(Number);
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
      new Date(year!, month! - 1, 1),
    );
    const leaders = page.getByRole('region', { name: REPORT_TEXTS.dashboard.topGroups(monthName) });
    await leaders.locator('tbody tr').first().waitFor();
    expect(await leaders.locator('tbody tr').allTextContents()).toEqual(['Lincoln BandBAND246$138.00']);
    await page.getByRole('img', { name: /^Sales in the last 30 days: daily sales from / }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'report-admin-dashboard');

    await page.goto('/admin/groups');
    await page
      .getByRole('link', { name: /Lincoln Band/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Results campaign Cookie Week' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    expect(page.url()).toContain(`/admin/groups/`);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
