import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { groups } from '../src/server/db/schema.js';
import { MONEY_TEXTS } from '../src/web/features/money/texts.js';
import { REPORT_TEXTS } from '../src/web/features/reports/texts.js';
import { launchBrowser, startPortal, type Portal } from './support/portal.js';
import { seedCoordinator, seedGroup, seedOrder } from './support/seed.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const COORDINATOR = { name: 'Robin Reed', email: 'robin@example.org', password: 'reed-pass-1' };
const TABLET = { width: 768, height: 1024 };
const T = MONEY_TEXTS;

/** Pages of a PDF: its page objects, not the page tree (`/Pages`). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** The most names each size of the door list's type takes (see still-to-turn-in-page.tsx). */
const DOOR_LIST_LIMITS = [12, 40, 90, 160];

describe('money: turn-ins with receipts, the door list, a deposit and its slip, the settlement', () => {
  let portal: Portal;
  let browser: Browser;
  let coordinator: { token: string; user: unknown };
  let groupId: string;
  let campaignId: string;

  const api = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const reply = await portal.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${coordinator.token}` },
    });
    if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json<{ data: unknown }>().data;
  };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const {
      group,
      campaigns: [campaign],
    } = await seedGroup(portal.app, {
      code: 'MONEY24',
      name: 'Lincoln Band',
      organizationName: 'Lincoln High',
      campaigns: [{ name: 'Cookie Week' }],
    });
    groupId = group.id;
    campaignId = campaign!.id;
    // A 40% profit share, so the settlement has figures to show.
    await portal.app.ctx.db
      .update(groups)
      .set({ profitShareBasisPoints: 4000 })
      .where(eq(groups.id, groupId));
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId });
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();

    // One store order, and paper forms: some paid on the form, most unpaid.
    await seedOrder(portal.app, {
      number: '#1001',
      group: { id: groupId, code: 'MONEY24' },
      campaignId,
      sellerName: 'Ava Stone',
      totalCents: 5000,
    });
    const products = (await api('PUT', `/groups/${groupId}/campaigns/${campaignId}/products`, {
      products: [
        { name: 'Cookie Dough', price: 12.5, sku: 'CD-1' },
        { name: 'Candle', price: 15, sku: 'CA-2' },
      ],
    })) as { _id: string }[];
    const [dough, candle] = products.map((product) => product._id);
    const form = (sellerName: string, buyerName: string, items: [string, number][], payment: object) =>
      api('POST', `/groups/${groupId}/campaigns/${campaignId}/paper-orders`, {
        sellerName,
        buyerName,
        items: items.map(([productId, quantity]) => ({ productId, quantity })),
        payment,
      });
    await form('Ava Stone', 'Ann Buyer', [[dough!, 2]], { method: 'unpaid' });
    await form('Ava Stone', 'Al Buyer', [[candle!, 1]], { method: 'unpaid' });
    await form('Ben Ray', 'Bo Buyer', [[dough!, 1]], { method: 'cash' });
    await form('Ben Ray', 'Bea Buyer', [[candle!, 2]], { method: 'unpaid' });
    await form(
      'Cy Lee',
      'Cal Buyer',
      [
        [dough!, 2],
        [candle!, 1],
      ],
      { method: 'unpaid' },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const moneyPath = () => `/coordinator/campaigns/${campaignId}/money`;
  const card = (page: Page, label: string) =>
    page
      .locator('.stat', { has: page.locator('.stat__label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.stat__value');
  const figure = (page: Page, section: string, label: string) =>
    page
      .getByRole('region', { name: section })
      .locator('dt', { hasText: new RegExp(`^${label}`) })
      .locator('xpath=following-sibling::dd[1]');
  /** The whole page from its top, so that the sticky navbar is where it belongs. */
  const topScreenshot = async (page: Page, path: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
  };
  const noSideScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);

  /** One envelope through the form, typed as a coordinator would, by keyboard from the seller field on. */
  async function recordEnvelope(
    page: Page,
    envelope: { seller: string; cash?: string; checks?: { number: string; amount: string; payer: string }[] },
  ) {
    const form = page.getByRole('form', { name: T.turnIn.formLabel });
    await form.getByLabel(T.turnIn.seller).fill(envelope.seller);
    await page.keyboard.press('Tab');
    if (envelope.cash) await page.keyboard.type(envelope.cash);
    for (const [index, check] of (envelope.checks ?? []).entries()) {
      await form.getByRole('button', { name: T.turnIn.addCheck }).click();
      await page.waitForFunction((id) => document.activeElement?.id === id, `turn-in-checks-${index}-number`);
      await page.keyboard.type(check.number);
      await page.keyboard.press('Tab');
      await page.keyboard.type(check.amount);
      await page.keyboard.press('Tab');
      await page.keyboard.type(check.payer);
    }
    await form.getByRole('button', { name: T.turnIn.save }).click();
    const receipt = page.getByRole('region', { name: T.receipt.title });
    await receipt.waitFor();
    return receipt;
  }

  it('a coordinator on a tablet records three envelopes, one short, and prints the receipt and the door list', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}`,
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — results' }).waitFor();
    await page.screenshot({ path: '/tmp/money-results.png' });
    await page.getByRole('link', { name: REPORT_TEXTS.moneyLink, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — money' }).waitFor();
    expect(await card(page, T.money.cards.paperSales).textContent()).toBe('$122.50');
    expect(await card(page, T.money.cards.storeSales).textContent()).toBe('$50.00');
    expect(await card(page, T.money.cards.outstanding).textContent()).toBe('$110.00');
    await page.getByText(T.turnIns.empty).waitFor();
    await expectAccessible(page);
    await noSideScroll(page);

    // 1: Ava, cash and a check: she owes nothing more.
    let receipt = await recordEnvelope(page, {
      seller: 'Ava Stone',
      cash: '25',
      checks: [{ number: '1042', amount: '15.00', payer: 'Ann Buyer' }],
    });
    expect(await receipt.locator('.receipt__balance').textContent()).toBe(T.receipt.balanceSettled);
    expect(await receipt.locator('dd.receipt__total').allTextContents()).toEqual(['$40.00', '$0.00']);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/money-receipt-in-view.png' });
    await topScreenshot(page, '/tmp/money-receipt.png');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/money-receipt-print.png', fullPage: true });
    expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    // 2: Ben, a check only.
    await receipt.getByRole('button', { name: T.receipt.another }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'turn-in-sellerName');
    receipt = await recordEnvelope(page, {
      seller: 'Ben Ray',
      checks: [{ number: '311', amount: '30', payer: 'Bo Buyer' }],
    });
    expect(await receipt.locator('.receipt__balance').textContent()).toBe(T.receipt.balanceSettled);

    // 3: Cy's envelope is short, and typed wrong at first ($2): corrected with a reason to $20.
    await receipt.getByRole('button', { name: T.receipt.another }).click();
    receipt = await recordEnvelope(page, { seller: 'Cy Lee', cash: '2' });
    expect(await receipt.locator('.receipt__balance').textContent()).toBe(T.receipt.balanceOwing('$38.00'));
    await receipt.getByRole('button', { name: T.receipt.another }).click();
    const turnIns = page.getByRole('region', { name: T.turnIns.tableLabel });
    await turnIns.locator('tbody tr').nth(2).waitFor();
    await turnIns.getByRole('button', { name: /^Correct: turn-in of Cy Lee/ }).click();
    await page.getByRole('heading', { name: /^Correct the turn-in of Cy Lee/ }).waitFor();
    const form = page.getByRole('form', { name: T.turnIn.formLabel });
    expect(await form.getByLabel(T.turnIn.cash).inputValue()).toBe('2.00');
    await form.getByLabel(T.turnIn.cash).fill('20');
    await form.getByRole('button', { name: T.turnIn.saveCorrection }).click();
    await form.getByText('Reason is required').waitFor();
    await form.getByLabel(T.turnIn.reason).fill('Counted again: $20');
    await form.getByRole('button', { name: T.turnIn.saveCorrection }).click();
    receipt = page.getByRole('region', { name: T.receipt.title });
    expect(await receipt.locator('.receipt__balance').textContent()).toBe(T.receipt.balanceOwing('$20.00'));
    await receipt.getByRole('button', { name: T.receipt.another }).click();

    await turnIns.locator('tbody tr').nth(3).waitFor();
    expect(await turnIns.locator('tbody tr').nth(1).textContent()).toContain('Corrected by Robin Reed on');
    expect(await turnIns.locator('tbody tr').nth(1).textContent()).toContain('Counted again: $20');

    // The balances, sorted by balance: Cy still owes $20.
    const sellers = page.getByRole('region', { name: T.sellers.tableLabel });
    await sellers.getByRole('button', { name: T.sellers.columns.balance }).click();
    expect(
      await sellers.getByRole('columnheader', { name: T.sellers.columns.balance }).getAttribute('aria-sort'),
    ).toBe('descending');
    const rows = await sellers.locator('tbody tr').allTextContents();
    expect(rows[0]).toMatch(/^Cy Lee1\$40\.00\$20\.00\$20\.00/);
    expect(await card(page, T.money.cards.outstanding).textContent()).toBe('$20.00');
    expect(await card(page, T.money.cards.onHand).textContent()).toBe('$102.50');
    await expectAccessible(page);
    await noSideScroll(page);
    await topScreenshot(page, '/tmp/money-screen.png');

    await page.getByRole('link', { name: T.screens.stillToTurnIn }).click();
    await page.getByRole('heading', { level: 1, name: T.stillToTurnIn.title }).waitFor();
    const door = page.getByRole('list', { name: T.stillToTurnIn.listLabel });
    expect(await door.getByRole('listitem').allTextContents()).toEqual(['Cy L.$20.00']);
    expect(await page.locator('main').textContent()).not.toContain('Cy Lee');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/money-still-to-turn-in.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/money-still-to-turn-in-print.png', fullPage: true });
    expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes a deposit of the cash and a chosen check, prints its slip, reopens another and confirms the first', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      `${moneyPath()}/deposits`,
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — deposits' }).waitFor();
    await page.getByText(T.deposits.onHandSummary('$57.50', '$45.00', '$102.50')).waitFor();
    await page.getByText(T.deposits.empty).waitFor();
    await expectAccessible(page);
    await noSideScroll(page);
    await page.getByLabel(T.deposits.allCash('$57.50')).check();
    await page.getByLabel(T.deposits.chooseCheck('1042', '$15.00')).check();
    await page.getByText(T.deposits.chosen(4, '$72.50')).waitFor();
    await page.screenshot({ path: '/tmp/money-deposits.png', fullPage: true });
    await page.getByRole('button', { name: T.deposits.depositChosen }).click();

    await page.getByRole('heading', { level: 1, name: T.slip.title }).waitFor();
    const slip = page.getByRole('region', { name: T.slip.title });
    expect(
      await slip.getByRole('table', { name: T.slip.tableLabel }).locator('tbody tr').allTextContents(),
    ).toEqual(['1042Ann Buyer$15.00']);
    expect(await slip.locator('.slip__totals dd').allTextContents()).toEqual(['$57.50', '$15.00', '$72.50']);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/money-deposit-slip.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/money-deposit-slip-print.png', fullPage: true });
    expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    // The rest goes in a second deposit, which turns out wrong and is reopened.
    await page.getByRole('link', { name: T.slip.backToDeposits }).click();
    await page.getByRole('button', { name: T.deposits.depositAll('$30.00') }).click();
    await page.getByRole('heading', { level: 1, name: T.slip.title }).waitFor();
    await page.getByRole('link', { name: T.slip.backToDeposits }).click();
    await page.getByText(T.deposits.nothingOnHand).waitFor();
    const list = page.getByRole('region', { name: T.deposits.tableLabel });
    await list.locator('tbody tr').nth(1).waitFor();
    await expectAccessible(page);
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/money-deposits-standing.png', fullPage: true });
    await list.getByRole('button', { name: /^Reopen: deposit of .*, \$30\.00$/ }).click();
    const reopen = page.getByRole('alertdialog', { name: T.deposits.reopenTitle });
    await reopen.getByLabel(T.deposits.reopenReason).fill('Wrong bag');
    await reopen.getByRole('button', { name: T.deposits.reopenConfirm }).click();
    await list
      .locator('tbody tr')
      .first()
      .getByText(/^Reopened by Robin Reed on .*: Wrong bag$/)
      .waitFor();
    await page.getByText(T.deposits.onHandSummary('$0.00', '$30.00', '$30.00')).waitFor();

    await list.getByRole('button', { name: /^Mark confirmed by the bank: deposit of .*, \$72\.50$/ }).click();
    const confirm = page.getByRole('alertdialog', { name: T.deposits.confirmTitle });
    await confirm.getByRole('button', { name: T.deposits.confirmConfirm }).click();
    await list
      .locator('tbody tr')
      .nth(1)
      .getByText(/^Confirmed by Robin Reed on/)
      .waitFor();
    expect(await list.getByRole('button', { name: /^Reopen/ }).count()).toBe(0);
    await expectAccessible(page);
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/money-deposits-after.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the settlement and financial recap match the money screen, print and download as CSV', async () => {
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      moneyPath(),
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — money' }).waitFor();
    const C = T.money.cards;
    const onScreen: Record<string, string> = {};
    for (const label of [
      C.paperSales,
      C.receivedCash,
      C.receivedChecks,
      C.outstanding,
      C.overpaid,
      C.deposited,
      C.onHand,
    ]) {
      onScreen[label] = (await card(page, label).textContent()) ?? '';
    }
    expect(onScreen).toEqual({
      [C.paperSales]: '$122.50',
      [C.receivedCash]: '$57.50',
      [C.receivedChecks]: '$45.00',
      [C.outstanding]: '$20.00',
      [C.overpaid]: '$0.00',
      [C.deposited]: '$72.50',
      [C.onHand]: '$30.00',
    });

    await page.getByRole('link', { name: T.screens.settlement }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie Week — settlement' }).waitFor();
    const S = T.settlement;
    const recap: Record<string, string> = {};
    for (const [cardLabel, recapLabel] of [
      [C.paperSales, S.paperOwed],
      [C.receivedCash, S.receivedCash],
      [C.receivedChecks, S.receivedChecks],
      [C.outstanding, S.outstanding],
      [C.overpaid, S.overpaid],
      [C.deposited, S.deposited],
      [C.onHand, S.onHand],
    ] as const) {
      recap[cardLabel] = (await figure(page, S.money, recapLabel).textContent()) ?? '';
    }
    expect(recap).toEqual(onScreen);
    // 40% of $122.50 stays with the group; 40% of the $50.00 online is owed to it.
    expect(await figure(page, S.settlement, S.groupOwesSupplier).textContent()).toBe('$73.50');
    expect(await figure(page, S.settlement, S.storeOwesGroup).textContent()).toBe('$20.00');
    expect(await figure(page, S.settlement, S.net).textContent()).toBe(S.netFromGroup('$53.50'));
    expect(
      await page.getByRole('region', { name: S.outstandingLabel }).locator('tbody tr').allTextContents(),
    ).toEqual(['Cy Lee$20.00']);
    expect(await page.getByRole('region', { name: S.depositsLabel }).locator('tfoot tr').textContent()).toBe(
      `${S.depositsTotal}$57.50$15.00$72.50`,
    );
    await expectAccessible(page);
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/money-recap.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/money-recap-print.png', fullPage: true });
    expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: S.downloadCsv }).click();
    expect((await download).suggestedFilename()).toMatch(/^recap_MONEY24_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a door list of each size, up to 160 long names, prints on one page', async () => {
    const seeded = await seedGroup(portal.app, {
      code: 'DOOR24',
      name: 'Lincoln Choir',
      organizationName: 'Lincoln High',
      campaigns: DOOR_LIST_LIMITS.map((count) => ({ name: `Spring ${count}` })),
    });
    const doorCoordinator = {
      name: 'Dana Door',
      email: 'door@example.org',
      password: 'door-pass-1',
      groupId: seeded.group.id,
    };
    await seedCoordinator(portal.app, doorCoordinator);
    const session = (
      await portal.app.inject({
        method: 'POST',
        url: '/api/auth/coordinator',
        payload: { email: doorCoordinator.email, password: doorCoordinator.password },
      })
    ).json<{ token: string; user: unknown }>();
    const headers = { authorization: `Bearer ${session.token}` };
    for (const [index, count] of DOOR_LIST_LIMITS.entries()) {
      const campaign = seeded.campaigns[index]!.id;
      const base = `/api/groups/${seeded.group.id}/campaigns/${campaign}`;
      const products = await portal.app.inject({
        method: 'PUT',
        url: `${base}/products`,
        headers,
        payload: { products: [{ name: 'Cookie Dough', price: 12.5, sku: '' }] },
      });
      const productId = products.json<{ data: { _id: string }[] }>().data[0]!._id;
      for (let seller = 0; seller < count; seller += 1) {
        const reply = await portal.app.inject({
          method: 'POST',
          url: `${base}/paper-orders`,
          headers,
          payload: {
            sellerName: `Maximiliana${seller} Longfellow`,
            buyerName: 'Ann Buyer',
            items: [{ productId, quantity: 99 }],
            payment: { method: 'unpaid' },
          },
        });
        expect(reply.statusCode).toBe(201);
      }
      const { page, context, problems } = await openStaffPage(
        browser,
        portal,
        `/coordinator/campaigns/${campaign}/money/still-to-turn-in`,
        session,
        'coordinator',
        TABLET,
      );
      const door = page.getByRole('list', { name: T.stillToTurnIn.listLabel });
      await door
        .getByRole('listitem')
        .nth(count - 1)
        .waitFor();
      expect(await door.getByRole('listitem').count()).toBe(count);
      await page.emulateMedia({ media: 'print' });
      expect({ count, pages: pdfPageCount(await page.pdf({ format: 'Letter' })) }).toEqual({
        count,
        pages: 1,
      });
      expect({ count, pages: pdfPageCount(await page.pdf({ format: 'A4' })) }).toEqual({ count, pages: 1 });
      if (count === 160)
        await page.screenshot({ path: '/tmp/money-still-to-turn-in-160-print.png', fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 90_000);
});
