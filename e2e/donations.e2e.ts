import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_BASE, API_PATHS } from '../src/shared/api/paths.js';
import { SHARE_LINK_API_PATHS } from '../src/shared/api/share-link-paths.js';
import { DEMO_STORE_TEXTS_ES as ES } from '../src/shared/texts/demo-store.es.js';
import { SHARE_PAGE_TEXTS_ES } from '../src/shared/texts/share-page.es.js';
import { formatMoney } from '../src/server/demo-store/catalog.js';
import { DEMO_STORE_DONATION_TEXTS_ES as GIVE } from '../src/server/demo-store/donation-texts.js';
import { RECEIPT_TEXTS, RECEIPT_TEXTS_ES as RECEIPT } from '../src/server/receipts/texts.js';
import { formatReceiptAmount, formatReceiptDate } from '../src/server/receipts/views.js';
import { SHARE_DONATION_TEXTS_ES } from '../src/server/share-page/donation-texts.js';
import { ORDER_TEXTS } from '../src/web/features/orders/texts.js';
import { REPORT_TEXTS } from '../src/web/features/reports/texts.js';
import { SELLER_PAGE_TEXTS } from '../src/web/features/seller-page/texts.js';
import { deliverWebhook, storeOrder } from '../test/support/store-webhooks.js';
import { expectNoOverflow, PHONE } from './support/layout.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { logInAsSeller } from './support/seller.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const GROUP = { code: 'OTTERS7', name: 'Otters Class 7', organizationName: 'Brookside Elementary PTA' };
const CAMPAIGN = 'Winter Giving';
const TAX_ID = 'EIN 12-3456789';
const RECEIPT_NOTE =
  'Brookside Elementary PTA is a 501(c)(3) organization. Keep this receipt for your records.';
const SELLER = { name: 'Mateo Cruz', email: 'cruz.family@example.org' };
const COORDINATOR = { name: 'Dana Field', email: 'dana@example.org', password: 'field-pass-1' };
/** The suggested amounts and the minimum, in dollars as the admin API takes them. */
const SUGGESTED = [10, 25, 50];
const MINIMUM = 5;
const GIFT_CENTS = 2500;

/** The value shown beside a label in a `<dl>`: the `dd` that follows the `dt`. */
const factOf = (page: Page, label: string) =>
  page.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

describe('donations: a relative gives through a share link, the seller and the coordinator see the gift', () => {
  let portal: Portal;
  let browser: Browser;
  let link: string;
  let campaignId: string;
  let coordinator: { token: string; user: unknown };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { app } = portal;
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(app, { ...GROUP, campaigns: [{ name: CAMPAIGN }] });
    campaignId = campaign!.id;

    // The settings as an administrator saves them: the group's share and receipt details, the campaign's gifts.
    const admin = await registerAdmin(portal);
    const headers = { authorization: `Bearer ${admin.token}` };
    const groupReply = await app.inject({
      method: 'PUT',
      url: `${API_BASE}${API_PATHS.group(group.id)}`,
      headers,
      payload: {
        name: GROUP.name,
        organizationName: GROUP.organizationName,
        profitSharePercent: 40,
        taxId: TAX_ID,
        receiptNote: RECEIPT_NOTE,
      },
    });
    expect(groupReply.statusCode, groupReply.body).toBe(200);
    const campaignReply = await app.inject({
      method: 'PUT',
      url: `${API_BASE}${API_PATHS.groupCampaign(group.id, campaignId)}`,
      headers,
      payload: {
        name: CAMPAIGN,
        startDate: campaign!.startDate,
        endDate: campaign!.endDate,
        goalAmount: 500,
        donationsEnabled: true,
        donationAmounts: SUGGESTED,
        donationMinimum: MINIMUM,
      },
    });
    expect(campaignReply.statusCode, campaignReply.body).toBe(200);
    expect(campaignReply.json()).toMatchObject({
      data: { donationsEnabled: true, donationAmounts: SUGGESTED, donationMinimum: MINIMUM, goalAmount: 500 },
    });

    await seedCoordinator(app, { ...COORDINATOR, groupId: group.id });
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE}${API_PATHS.coordinatorLogin}`,
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();

    // The seller's link, made through the seller API as the seller page makes it.
    const sellerLogin = await fetch(`${portal.url}${API_BASE}${API_PATHS.sellerLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...SELLER, groupCode: GROUP.code }),
    });
    expect(sellerLogin.status).toBe(200);
    const session = (await sellerLogin.json()) as { token: string; campaigns: { _id: string }[] };
    const share = await fetch(
      `${portal.url}${API_BASE}${SHARE_LINK_API_PATHS.sellerShareLink(session.campaigns[0]!._id)}`,
      { method: 'POST', headers: { authorization: `Bearer ${session.token}` } },
    );
    expect(share.status).toBe(200);
    link = ((await share.json()) as { data: { url: string } }).data.url;

    // One product order for the same seller, as the store delivers it, so the tally has a product to list.
    const order = storeOrder({
      orderNumber: 3001,
      lines: [{ title: 'Cookie Dough', price: '15.00', quantity: 2 }],
      shipping: { title: 'Standard', price: '0.00' },
      attributes: {
        group_code: GROUP.code,
        student_name: SELLER.name,
        campaign_id: campaignId,
        campaign_name: CAMPAIGN,
      },
    });
    const delivered = await deliverWebhook(app, order);
    expect(delivered.statusCode, delivered.body).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a relative on a phone in Spanish gives $25 through the share link and prints the receipt', async () => {
    const { page, context, problems } = await openPage(browser, portal, PHONE, { locale: 'es-MX' });
    const money = (cents: number) => formatMoney(cents, 'es');

    await page.goto(new URL(link).pathname);
    await page
      .getByRole('heading', {
        level: 1,
        name: SHARE_PAGE_TEXTS_ES.supportLine({ firstName: 'Mateo', lastInitial: 'C.' }),
      })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('button', { name: SHARE_PAGE_TEXTS_ES.shopButton }).waitFor();
    const give = page.getByRole('button', { name: SHARE_DONATION_TEXTS_ES.donateButton });
    await give.waitFor();
    await page.getByText(SHARE_DONATION_TEXTS_ES.donateHint).waitFor();
    await page.getByText(SHARE_DONATION_TEXTS_ES.goalCountsDonations).waitFor();
    await snapshot(page, 'donation-share-page-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await give.click();
    await page.waitForURL((url) => url.pathname === '/demo-store/donate');
    await page.getByRole('heading', { level: 1, name: GIVE.form.heading }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByText('Mateo C.').first().waitFor();
    await page.getByText(GIVE.form.minimum(money(MINIMUM * 100))).waitFor();
    const amounts = page.getByRole('radio');
    expect(
      await amounts.evaluateAll((radios) =>
        radios.map((radio) => (radio as HTMLInputElement).labels![0]!.innerText.trim()),
      ),
    ).toEqual([...SUGGESTED.map((dollars) => money(dollars * 100)), GIVE.form.otherOption]);
    await snapshot(page, 'donation-form-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    // Less than the campaign's minimum: refused, with the form's own message, in Spanish.
    await page.getByRole('radio', { name: GIVE.form.otherOption, exact: true }).check();
    await page.getByRole('textbox', { name: GIVE.form.otherLabel }).fill('2');
    await page.getByRole('button', { name: GIVE.form.submit }).click();
    const belowMinimum = GIVE.errors.belowMinimum(money(MINIMUM * 100));
    await page.getByRole('alert').getByText(belowMinimum, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo-store/donate');
    expect(await page.getByRole('textbox', { name: GIVE.form.otherLabel }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await page.getByRole('radio', { name: GIVE.form.otherOption, exact: true }).isChecked()).toBe(
      true,
    );
    await snapshot(page, 'donation-form-below-minimum-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);
    // The refusal is answered 400, as a form sent back with a problem is; the browser logs it, and that is all.
    expect(problems.splice(0)).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);

    // The suggested $25, then the cart and the checkout.
    await page.getByRole('radio', { name: money(GIFT_CENTS), exact: true }).check();
    await page.getByRole('button', { name: GIVE.form.submit }).click();
    await page.getByRole('heading', { level: 1, name: ES.cart.heading }).waitFor();
    await page.getByText(GIVE.cart.added(money(GIFT_CENTS))).waitFor();
    await page.getByRole('heading', { name: GIVE.line, exact: true }).waitFor();
    await page.getByText(GIVE.cart.freeShipping).waitFor();
    await snapshot(page, 'donation-cart-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: ES.cart.checkOut }).click();
    await page.getByRole('heading', { name: ES.checkout.heading, level: 1 }).waitFor();
    const L = ES.checkout.labels;
    await page.getByLabel(L.first_name, { exact: true }).fill('Marisol');
    await page.getByLabel(L.last_name, { exact: true }).fill('Cruz');
    await page.getByLabel(L.email, { exact: true }).fill('marisol@example.com');
    // A gift ships nothing: no address to type.
    await page.getByText(ES.checkout.nothingToShip).waitFor();
    expect(await page.getByLabel(L.address1, { exact: true }).count()).toBe(0);
    await snapshot(page, 'donation-checkout-es-phone');
    await expectNoOverflow(page);
    await page.getByRole('button', { name: ES.checkout.placeOrder }).click();

    await page.getByRole('heading', { level: 1, name: ES.thankYou.heading('Marisol') }).waitFor();
    await page.getByText(ES.thankYou.orderLabel('#1001')).waitFor();
    await page.getByRole('heading', { name: GIVE.thankYou.heading(money(GIFT_CENTS)) }).waitFor();
    const receiptLink = page.getByRole('link', { name: GIVE.thankYou.receiptLink });
    await receiptLink.waitFor();
    await snapshot(page, 'donation-thank-you-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await receiptLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/r/'));
    await page.getByRole('heading', { level: 1, name: RECEIPT.heading }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe(RECEIPT.title(GROUP.organizationName));
    expect(await factOf(page, RECEIPT.organizationLabel).textContent()).toBe(GROUP.organizationName);
    expect(await factOf(page, RECEIPT.amountLabel).textContent()).toBe(formatReceiptAmount(GIFT_CENTS, 'es'));
    expect(await factOf(page, RECEIPT.dateLabel).textContent()).toBe(
      formatReceiptDate(portal.app.ctx.today(), 'es'),
    );
    expect(await factOf(page, RECEIPT.orderLabel).textContent()).toBe('#1001');
    await page.getByText(RECEIPT.taxId(TAX_ID), { exact: true }).waitFor();
    await page.getByText(RECEIPT.noGoodsOrServices, { exact: true }).waitFor();
    await page.getByText(RECEIPT_NOTE, { exact: true }).waitFor();
    // Nothing of the buyer on a page anyone with the link can open.
    const receiptHtml = await page.content();
    for (const secret of ['Marisol', 'marisol@example.com', 'Calle Luna'])
      expect(receiptHtml).not.toContain(secret);
    await snapshot(page, 'donation-receipt-es-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('the seller’s page offers "Give a donation" and counts the seller’s donations', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    await logInAsSeller(page, { groupCode: GROUP.code, ...SELLER });
    await page.waitForURL('**/shop');
    await page.goto('/seller');
    await page.getByRole('heading', { level: 1, name: SELLER_PAGE_TEXTS.greeting('Mateo') }).waitFor();
    await page.getByRole('link', { name: SELLER_PAGE_TEXTS.shopNow }).waitFor();
    await page.getByRole('link', { name: SELLER_PAGE_TEXTS.giveDonation }).waitFor();
    const stat = (label: string) =>
      page
        .locator('.seller-stats .stat')
        .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
        .locator('dd');
    expect(await stat(SELLER_PAGE_TEXTS.progress.donations).textContent()).toBe('$25.00');
    await snapshot(page, 'donation-seller-page');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the coordinator’s campaign report counts the donation apart from the products', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}`,
      coordinator,
      'coordinator',
    );
    await page.getByRole('heading', { level: 1, name: `${CAMPAIGN} — results` }).waitFor();
    const card = (label: string) =>
      page
        .locator('.stat')
        .filter({ has: page.locator('.stat__label').getByText(label, { exact: true }) })
        .locator('.stat__value');
    const C = REPORT_TEXTS.cards;
    expect(await card(C.orders).textContent()).toBe('2');
    expect(await card(C.items).textContent()).toBe('2');
    expect(await card(C.productSales).textContent()).toBe('$30.00');
    expect(await card(C.donations).textContent()).toBe('$25.00');
    expect(await card(C.productSalesAndDonations).textContent()).toBe('$55.00');
    // 40% of the $30.00 of products, and the $25.00 given whole.
    expect(await card(C.raised).textContent()).toBe('$37.00');

    const leaderboard = page.getByRole('region', { name: REPORT_TEXTS.leaderboard });
    const headers = await leaderboard.locator('thead th').allTextContents();
    expect(headers).toContain(REPORT_TEXTS.columns.donations);
    const donationsColumn = headers.indexOf(REPORT_TEXTS.columns.donations);
    const row = leaderboard.locator('tbody tr').filter({ hasText: SELLER.name });
    expect(await row.locator('td, th').nth(donationsColumn).textContent()).toBe('$25.00');
    expect(await leaderboard.locator('tbody tr').allTextContents()).toEqual([
      `1${SELLER.name}$30.00$25.0022$55.00`,
    ]);

    const tally = page.getByRole('region', { name: REPORT_TEXTS.products }).locator('tbody tr');
    expect(await tally.allTextContents()).toEqual(['Cookie Dough2$30.00']);

    await snapshot(page, 'donation-campaign-report');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the distribution sheet thanks the giver, and the order detail prints the same receipt for staff', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}/distribution`,
      coordinator,
      'coordinator',
    );
    const sheet = page.getByRole('region', { name: REPORT_TEXTS.distribution.seller(SELLER.name) });
    await sheet.waitFor();
    // The gift stays on the seller's sheet so they can thank the giver; it is never an item to hand out.
    expect(await sheet.getByText(REPORT_TEXTS.distribution.donation('$25.00')).count()).toBe(1);
    expect(await page.getByText(/Donation \d|× Donation/).count()).toBe(0);
    await snapshot(page, 'donation-distribution-sheet');
    await expectAccessible(page);

    await page.goto('/coordinator/orders');
    await page.getByRole('link', { name: '#1001' }).first().click();
    await page.getByRole('heading', { level: 1, name: ORDER_TEXTS.pages.orderDetails }).waitFor();
    await page.getByText('#1001', { exact: true }).waitFor();
    const receiptLink = page.getByRole('link', { name: new RegExp(ORDER_TEXTS.detail.donationReceipt) });
    expect(await receiptLink.getAttribute('target')).toBe('_blank');
    const receiptUrl = new URL((await receiptLink.getAttribute('href'))!, portal.url);
    await snapshot(page, 'donation-order-detail');
    await expectAccessible(page);

    const receipt = await context.newPage();
    await receipt.goto(`${receiptUrl.pathname}?lang=en`);
    await receipt.getByRole('heading', { level: 1, name: RECEIPT_TEXTS.heading }).waitFor();
    expect(await receipt.getByText(RECEIPT_TEXTS.taxId(TAX_ID)).count()).toBe(1);
    expect(await receipt.getByText(RECEIPT_TEXTS.noGoodsOrServices).count()).toBe(1);
    await expectAccessible(receipt);
    await snapshot(receipt, 'donation-receipt-staff');
    expect(problems).toEqual([]);
    await context.close();
  });
});
