import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ORDER_TEXTS } from '../src/web/features/orders/texts.js';
import { PAPER_ORDER_TEXTS } from '../src/web/features/paper-orders/texts.js';
import { REPORT_TEXTS } from '../src/web/features/reports/texts.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const COORDINATOR = { name: 'Robin Reed', email: 'robin@example.org', password: 'reed-pass-1' };
const TABLET = { width: 768, height: 1024 };
const T = PAPER_ORDER_TEXTS;

/** The browser's own line for a refusal the screen expects (a form the server sends back). */
const expectedRefusal = (problem: string) => problem.includes('status of 400');

const HEADER = 'Form number,Seller,Buyer,Phone,E-mail,Payment,Amount,Check number,Cookie Dough,Candle';

describe('paper orders: products, typing a stack of forms by keyboard on a tablet, import, supplier order', () => {
  let portal: Portal;
  let browser: Browser;
  let coordinator: { token: string; user: unknown };
  let campaignId: string;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(portal.app, {
      code: 'PAPER24',
      name: 'Lincoln Band',
      organizationName: 'Lincoln High',
      campaigns: [{ name: 'Cookie Week' }],
    });
    campaignId = campaign!.id;
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId: group.id });
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const card = (page: Page, label: string) =>
    page
      .locator('.stat', { has: page.locator('.stat__label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.stat__value');
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
  const press = async (page: Page, key: string, times = 1) => {
    for (let step = 0; step < times; step += 1) await page.keyboard.press(key);
  };
  const savedStatus = (page: Page, text: string) =>
    page
      .getByRole('form', { name: T.entry.formLabel })
      .getByRole('status')
      .filter({ hasText: text })
      .waitFor();

  it('a coordinator sets up the products, types five forms by keyboard alone and sees the results move', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}`,
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    expect(await card(page, REPORT_TEXTS.cards.orders).textContent()).toBe('0');

    // The products, pasted as a list.
    await page.getByRole('link', { name: REPORT_TEXTS.paperOrders.products }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — products' }).waitFor();
    await page.getByText(T.products.empty).waitFor();
    await page
      .getByLabel(T.products.paste.label)
      .fill('name,price,sku\nCookie Dough,12.50,CD-1\nCandle,$15,CA-2');
    await page.getByRole('button', { name: T.products.paste.add }).click();
    await page.getByRole('button', { name: T.products.save }).click();
    await page.getByRole('status').filter({ hasText: T.products.saved }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-products.png', fullPage: true });

    await page.getByRole('link', { name: REPORT_TEXTS.paperOrders.entry }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — paper orders' }).waitFor();
    // The screen starts at the seller; from here on only the keyboard is used.
    await page.waitForFunction(() => document.activeElement?.id === 'paper-order-sellerName');

    // 1: Ava's first form, all fields, Enter in a quantity.
    await page.keyboard.type('Ava Stone');
    await press(page, 'Tab');
    await page.keyboard.type('101');
    await press(page, 'Tab');
    expect(await focusedId(page)).toBe('paper-order-buyerName');
    await page.keyboard.type('Ann Buyer');
    await press(page, 'Tab');
    await page.keyboard.type('555-0101');
    await press(page, 'Tab');
    await page.keyboard.type('ann@example.org');
    await press(page, 'Tab');
    await page.keyboard.type('2');
    expect(await page.locator('.form-total-bar__amount').textContent()).toBe('$25.00');
    await press(page, 'Enter');
    await savedStatus(page, 'Saved P-000001 — Ann Buyer, $25.00');
    expect(await focusedId(page)).toBe('paper-order-buyerName');
    expect(await page.getByLabel(T.entry.seller).inputValue()).toBe('Ava Stone');

    // 2: a check, chosen by typing in the payment field.
    await press(page, 'Shift+Tab');
    await page.keyboard.type('102');
    await press(page, 'Tab');
    await page.keyboard.type('Bo Buyer');
    await press(page, 'Tab', 4);
    await page.keyboard.type('1');
    await press(page, 'Tab');
    expect(await focusedId(page)).toBe('paper-order-donation');
    await press(page, 'Tab');
    expect(await focusedId(page)).toBe('paper-order-paymentMethod');
    await page.keyboard.type('ch');
    await press(page, 'Tab', 2);
    expect(await focusedId(page)).toBe('paper-order-checkNumber');
    await page.keyboard.type('1042');
    await press(page, 'Enter');
    await savedStatus(page, 'Saved P-000002 — Bo Buyer, $15.00');

    // 3: the next seller's stack, unpaid, Enter on the payment field.
    await press(page, 'Shift+Tab', 2);
    expect(await focusedId(page)).toBe('paper-order-sellerName');
    await press(page, 'Control+a');
    await page.keyboard.type('Ben Ray');
    await press(page, 'Tab');
    await page.keyboard.type('103');
    await press(page, 'Tab');
    await page.keyboard.type('Cy Lee');
    await press(page, 'Tab', 3);
    await page.keyboard.type('1');
    await press(page, 'Tab');
    await page.keyboard.type('1');
    await press(page, 'Tab', 2);
    await page.keyboard.type('u');
    await press(page, 'Enter');
    await savedStatus(page, 'Saved P-000003 — Cy Lee, $27.50');

    // 4: an e-mail the server refuses: nothing typed is lost, the e-mail is marked and has the focus.
    await press(page, 'Shift+Tab');
    await page.keyboard.type('104');
    await press(page, 'Tab');
    await page.keyboard.type('Di Doe');
    await press(page, 'Tab', 2);
    await page.keyboard.type('di@');
    await press(page, 'Tab');
    await page.keyboard.type('3');
    await press(page, 'Enter');
    await page.getByRole('alert').filter({ hasText: T.entry.saveFailed }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'paper-order-buyerEmail');
    expect(await page.getByLabel(T.entry.buyerEmail).getAttribute('aria-invalid')).toBe('true');
    expect(
      await Promise.all(
        [T.entry.seller, T.entry.formNumber, T.entry.buyerName, T.entry.buyerEmail].map((label) =>
          page.getByLabel(label).inputValue(),
        ),
      ),
    ).toEqual(['Ben Ray', '104', 'Di Doe', 'di@']);
    expect(await page.getByLabel(/^Cookie Dough ·/).inputValue()).toBe('3');
    await page.screenshot({ path: '/tmp/paper-entry-refused.png', fullPage: true });
    await press(page, 'Control+a');
    await page.keyboard.type('di@example.org');
    await press(page, 'Enter');
    await savedStatus(page, 'Saved P-000004 — Di Doe, $37.50');

    // 5: paid a round amount.
    await press(page, 'Shift+Tab');
    await page.keyboard.type('105');
    await press(page, 'Tab');
    await page.keyboard.type('Ed Eng');
    await press(page, 'Tab', 3);
    await page.keyboard.type('1');
    await press(page, 'Tab', 4);
    expect(await focusedId(page)).toBe('paper-order-amount');
    await page.keyboard.type('20');
    await press(page, 'Enter');
    await savedStatus(page, 'Saved P-000005 — Ed Eng, $12.50');

    const latest = page.getByRole('region', { name: T.entry.recent.tableLabel });
    await latest.getByRole('link', { name: T.entry.recent.edit('P-000005') }).waitFor();
    expect(await latest.locator('tbody tr').allTextContents()).toEqual([
      'P-000005105Ben RayEd Eng1 × Cookie Dough$12.50Cash · $20.00',
      'P-000004104Ben RayDi Doe3 × Cookie Dough$37.50Cash · $37.50',
      'P-000003103Ben RayCy Lee1 × Cookie Dough, 1 × Candle$27.50Unpaid',
      'P-000002102Ava StoneBo Buyer1 × Candle$15.00Check 1042 · $15.00',
      'P-000001101Ava StoneAnn Buyer2 × Cookie Dough$25.00Cash · $25.00',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-entry.png', fullPage: true });

    await page.getByRole('link', { name: T.backToResults }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('.stat .stat__value')?.textContent === '5',
      undefined,
      { timeout: 5_000 },
    );
    expect(await card(page, REPORT_TEXTS.cards.orders).textContent()).toBe('5');
    expect(await card(page, REPORT_TEXTS.cards.productSales).textContent()).toBe('$117.50');
    await page.screenshot({ path: '/tmp/paper-results.png' });
    expect(problems.filter((problem) => !expectedRefusal(problem))).toEqual([]);
    await context.close();
  });

  it('an import with a bad row shows its row and column; the corrected file is previewed and imported', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}/paper-orders/import`,
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — import paper orders' }).waitFor();
    const rows = (payment: string) =>
      [
        HEADER,
        '201,Ava Stone,Fay Fox,555-0201,,cash,,,2,0',
        `202,Ben Ray,Gus Gold,,,${payment},,77,1,1`,
        '101,Ava Stone,Ann Buyer,555-0101,,cash,,,2,0',
      ].join('\r\n');

    await page.getByLabel(T.import.file).setInputFiles({
      name: 'forms.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows('card')),
    });
    const problemTable = page.getByRole('region', { name: T.import.problemsTableLabel });
    await problemTable.waitFor();
    expect(await problemTable.locator('tbody tr').allTextContents()).toEqual([
      '3PaymentPayment must be cash, check or unpaid',
    ]);
    await page
      .getByRole('alert')
      .filter({ hasText: T.import.problemsAlert(1) })
      .waitFor();
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-import-problems.png', fullPage: true });

    await page.getByLabel(T.import.file).setInputFiles({
      name: 'forms-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows('check')),
    });
    const confirm = page.getByRole('button', { name: T.import.confirm(2) });
    await confirm.waitFor();
    expect(await page.getByRole('region', { name: T.import.problemsTableLabel }).count()).toBe(0);
    expect(await card(page, T.import.cards.alreadyImported).textContent()).toBe('1');
    expect(
      await page.getByRole('region', { name: T.import.bySeller }).locator('tbody tr').allTextContents(),
    ).toEqual(['Ava Stone1$25.00', 'Ben Ray1$27.50']);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-import-preview.png', fullPage: true });

    await confirm.click();
    await page.getByRole('heading', { name: T.import.doneTitle }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: T.import.imported(2) })
      .waitFor();

    await page.getByRole('link', { name: T.backToResults }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    expect(await card(page, REPORT_TEXTS.cards.orders).textContent()).toBe('7');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the supplier order adds up every counted paper order, printable', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}/supplier-order`,
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — supplier order' }).waitFor();
    const table = page.getByRole('region', { name: T.supplier.tableLabel });
    await table.waitFor();
    // Dough: 2 + 1 + 3 + 1 typed and 2 + 1 imported; candles: 1 + 1 typed and 1 imported.
    expect(await table.locator('tbody tr, tfoot tr').allTextContents()).toEqual([
      'Cookie DoughCD-1$12.5010$125.00',
      'CandleCA-2$15.003$45.00',
      'Total13$170.00',
    ]);
    await page.getByText(T.supplier.intro(7)).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-supplier-order.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/paper-supplier-order-print.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the order list marks paper orders and filters them; one is corrected with a reason, then voided', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      '/coordinator/orders',
      coordinator,
      'coordinator',
      TABLET,
    );
    await page
      .getByLabel(ORDER_TEXTS.filters.source)
      .selectOption({ label: ORDER_TEXTS.filters.sources.paper });
    await page.getByRole('button', { name: ORDER_TEXTS.filters.apply }).click();
    await page.waitForURL('**/coordinator/orders?source=paper');
    const rows = page.getByRole('region', { name: ORDER_TEXTS.list.tableLabel }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(7);
    expect(await rows.getByTitle(ORDER_TEXTS.list.paperBadgeLabel).count()).toBe(7);

    await page.getByRole('link', { name: ORDER_TEXTS.list.viewOrder('P-000001') }).click();
    const detail = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await detail(ORDER_TEXTS.detail.phone).textContent()).toBe('555-0101');
    await page.getByRole('link', { name: ORDER_TEXTS.detail.editPaperOrder }).click();
    await page.getByRole('heading', { level: 1, name: 'Paper order P-000001' }).waitFor();

    const buyer = page.getByLabel(T.entry.buyerName);
    await buyer.fill('Anne Buyer');
    await page.getByLabel(T.edit.reason).fill('Misspelt name');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: T.edit.saved }).waitFor();
    const history = page.getByRole('region', { name: T.edit.history }).locator('tbody tr');
    await history.nth(1).waitFor();
    expect(await history.nth(1).textContent()).toContain('EditedMisspelt nameBuyer: Ann Buyer → Anne Buyer');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-edit.png', fullPage: true });

    await page.getByRole('button', { name: T.edit.void }).click();
    const dialog = page.getByRole('alertdialog', { name: T.edit.voidTitle });
    await dialog.getByLabel(T.edit.voidReason).fill('Entered twice');
    await dialog.getByRole('button', { name: T.edit.voidConfirm }).click();
    await page.getByRole('note').filter({ hasText: T.voided }).waitFor();
    expect(await page.getByRole('form', { name: T.entry.formLabel }).count()).toBe(0);
    expect(await history.nth(2).textContent()).toContain('VoidedEntered twice');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/paper-voided.png', fullPage: true });

    await page.getByRole('link', { name: T.backToEntry }).click();
    const latest = page.getByRole('region', { name: T.entry.recent.tableLabel });
    await latest.getByRole('row').filter({ hasText: 'P-000001' }).getByText(T.voided).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
