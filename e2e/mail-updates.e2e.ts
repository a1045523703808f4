import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_BASE, API_PATHS } from '../src/shared/api/paths.js';
import { MAIL_API_PATHS } from '../src/shared/api/mail-paths.js';
import type { TOutboxMessage } from '../src/shared/api/mail.js';
import { MAIL_UPDATE_TEXTS as MAIL } from '../src/shared/texts/mail-updates.js';
import { MAIL_UPDATE_TEXTS_ES as MAIL_ES } from '../src/shared/texts/mail-updates.es.js';
import { SHARE_PAGE_TEXTS } from '../src/shared/texts/share-page.js';
import { PRODUCTS } from '../src/server/demo-store/catalog.js';
import { formatAmount } from '../src/server/server-pages/people-formats.js';
import { MAIL_UPDATES_TEXTS as STAFF } from '../src/web/features/mail-updates/texts.js';
import { SELLER_PAGE_TEXTS } from '../src/web/features/seller-page/texts.js';
import { NAV_TEXTS } from '../src/web/app/texts.js';
import { expectNoOverflow, PHONE } from './support/layout.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { logInAsSeller, placeDemoOrder } from './support/seller.js';
import { registerAdmin } from './support/session.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const GROUP = { code: 'HERONS3', name: 'Herons Class 3', organizationName: 'Lakeview Elementary PTA' };
const CAMPAIGN = 'Spring Cookie Dough';
const SELLER = { name: 'Lucia Torres', email: 'torres.family@example.org' };
const FIRST_NAME = 'Lucia';
const PARENT_EMAIL = 'marta.torres@example.org';
const COORDINATOR = { name: 'Kim Park', email: 'kim.park@example.org', password: 'park-pass-1' };

/**
 * One tub of cookie dough, as placeDemoOrder buys it (with standard shipping): parents are told product sales and
 * donations, what counts toward the goal, so the shipping is left out.
 */
const PRODUCT_CENTS = PRODUCTS.find((product) => product.handle === 'cookie-dough')!.priceCents;

/** The parent's tokens, as signed by the portal: `{purpose letter}{id without dashes}.{signature}`. */
const TOKEN = '[0-9a-f]{32}\\.[A-Za-z0-9_-]{22}';

describe('e-mail updates: a parent subscribes on a phone, confirms, hears of an order and unsubscribes', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: { token: string; user: unknown };
  let coordinator: { token: string; user: unknown };
  let groupId: string;
  let shareLink: string;
  let confirmLink: string;
  let unsubscribeLink: string;

  /** The outbox's message with this subject once the mail worker (every 5 s) has sent it. */
  async function sentMessage(subject: string): Promise<TOutboxMessage> {
    let found: TOutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const reply = await portal.app.inject({
            method: 'GET',
            url: `${API_BASE}${MAIL_API_PATHS.outbox()}`,
            headers: { authorization: `Bearer ${admin.token}` },
          });
          expect(reply.statusCode, reply.body).toBe(200);
          const { messages } = reply.json<{ data: { messages: TOutboxMessage[] } }>().data;
          found = messages.find((message) => message.subject === subject);
          return found?.status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('sent');
    return found!;
  }

  /** The outbox on a desktop, reached through the administrator's navigation. */
  async function openOutbox() {
    const opened = await openStaffPage(browser, portal, '/admin/groups', admin, 'admin');
    await opened.page.getByRole('link', { name: NAV_TEXTS.outbox, exact: true }).click();
    await opened.page.waitForURL('**/admin/outbox');
    await opened.page.getByRole('heading', { level: 1, name: STAFF.outbox.title }).waitFor();
    return opened;
  }

  /** The anchor of the message text whose address matches. */
  const bodyLink = (page: Page, address: RegExp) =>
    page.locator('.mail-message__text').getByRole('link', { name: address });

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { group } = await seedGroup(portal.app, { ...GROUP, campaigns: [{ name: CAMPAIGN }] });
    groupId = group.id;
    admin = await registerAdmin(portal);
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId });
    const login = await portal.app.inject({
      method: 'POST',
      url: `${API_BASE}${API_PATHS.coordinatorLogin}`,
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    coordinator = login.json();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('on the seller’s page on a phone, a parent asks for updates, ticking the consent (also read in Spanish)', async () => {
    const { page, context, problems } = await openPage(browser, portal, PHONE);
    await logInAsSeller(page, { groupCode: GROUP.code, ...SELLER });
    await page.waitForURL('**/shop');
    await page.goto('/seller');
    await page.getByRole('heading', { level: 1, name: SELLER_PAGE_TEXTS.greeting(FIRST_NAME) }).waitFor();
    shareLink = await page.getByRole('textbox', { name: SELLER_PAGE_TEXTS.share.linkLabel }).inputValue();
    expect(shareLink).toMatch(/\/s\/[1-9A-HJ-NP-Za-km-z]{12}$/);

    const panel = page.getByRole('region', { name: MAIL.form.title(FIRST_NAME) });
    await panel.getByText(MAIL.form.intro, { exact: true }).waitFor();
    await panel.getByLabel(MAIL.form.emailLabel, { exact: true }).fill(PARENT_EMAIL);
    const consent = panel.getByRole('checkbox', { name: MAIL.consent(FIRST_NAME), exact: true });
    await consent.check();
    await expectNoOverflow(page);
    await expectAccessible(page);
    await panel.getByRole('button', { name: MAIL.form.submit, exact: true }).click();

    const sent = panel.getByRole('status');
    await sent.getByText(MAIL.form.sent(PARENT_EMAIL), { exact: true }).waitFor();
    expect(await sent.textContent()).toBe(MAIL.form.sent(PARENT_EMAIL));
    // The form is ready for another address: emptied, the box unticked.
    expect(await panel.getByLabel(MAIL.form.emailLabel, { exact: true }).inputValue()).toBe('');
    expect(await consent.isChecked()).toBe(false);
    await panel.scrollIntoViewIfNeeded();
    await snapshot(page, 'mail-updates-seller-panel-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    // In Spanish: the panel's own words, the answer following the switch, and it still fits.
    await page.getByRole('button', { name: 'Español' }).click();
    const panelEs = page.getByRole('region', { name: MAIL_ES.form.title(FIRST_NAME) });
    await panelEs.waitFor();
    await panelEs.getByRole('checkbox', { name: MAIL_ES.consent(FIRST_NAME), exact: true }).waitFor();
    await panelEs.getByRole('status').getByText(MAIL_ES.form.sent(PARENT_EMAIL), { exact: true }).waitFor();
    await snapshot(page, 'mail-updates-seller-panel-es-phone');
    await expectNoOverflow(page);
    await page.getByRole('button', { name: 'English' }).click();
    await panel.waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('the administrator reads the confirmation in the outbox, and the parent confirms on the phone', async () => {
    const subject = MAIL.confirmation.subject(FIRST_NAME);
    await sentMessage(subject);

    const { page, context, problems } = await openOutbox();
    await page.getByText(STAFF.outbox.delivery.outbox, { exact: true }).waitFor();
    const row = page
      .getByRole('region', { name: STAFF.outbox.tableLabel })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: subject, exact: true }) });
    await row.waitFor();
    const rowText = await row.textContent();
    for (const expected of [PARENT_EMAIL, STAFF.kinds.confirmation, STAFF.statuses.sent])
      expect(rowText).toContain(expected);
    await snapshot(page, 'mail-updates-outbox');
    await expectAccessible(page);

    await row.getByRole('link', { name: subject, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    const text = page.locator('.mail-message__text');
    await text.waitFor();
    expect(await text.textContent()).toContain(MAIL.confirmation.request(FIRST_NAME, CAMPAIGN, GROUP.name));
    const link = bodyLink(page, /\/e\/confirm\//);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${portal.url}/e/confirm/c${TOKEN}\\?lang=en$`));
    expect(await link.textContent()).toBe(href);
    confirmLink = href;
    await snapshot(page, 'mail-updates-message-confirmation');
    await expectAccessible(page);

    // The address in the text is a real link: it opens the confirm page (which only asks).
    await link.click();
    await page.waitForURL((url) => url.href === href);
    await page.getByRole('heading', { level: 1, name: MAIL.pages.confirm.title }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The parent, on the phone the e-mail was read on.
    const parent = await openPage(browser, portal, PHONE);
    await parent.page.goto(confirmLink);
    await parent.page.getByRole('heading', { level: 1, name: MAIL.pages.confirm.title }).waitFor();
    expect(await parent.page.getAttribute('html', 'lang')).toBe('en');
    await parent.page
      .getByText(MAIL.pages.confirm.question(FIRST_NAME, PARENT_EMAIL), { exact: true })
      .waitFor();
    await snapshot(parent.page, 'mail-updates-confirm-phone');
    await expectNoOverflow(parent.page);
    await expectAccessible(parent.page);

    await parent.page.getByRole('button', { name: MAIL.pages.confirm.button, exact: true }).click();
    await parent.page.getByRole('heading', { level: 1, name: MAIL.pages.confirm.doneTitle }).waitFor();
    await parent.page.getByText(MAIL.pages.confirm.done(FIRST_NAME), { exact: true }).waitFor();
    await snapshot(parent.page, 'mail-updates-confirmed-phone');
    await expectNoOverflow(parent.page);
    await expectAccessible(parent.page);
    expect(parent.problems).toEqual([]);
    await parent.context.close();
  }, 60_000);

  it('an order through the seller’s share link reaches the parent as an order update', async () => {
    // A relative on another phone: the share page, Shop now, the demo store's checkout. With no store configured
    // (and no DEMO_STORE=1) the demo store stands in for it and its orders count, so they are news for the parent.
    const relative = await openPage(browser, portal, PHONE);
    await relative.page.goto(new URL(shareLink).pathname);
    await relative.page.getByRole('heading', { level: 1, name: `Support ${FIRST_NAME} T.` }).waitFor();
    await relative.page.getByRole('button', { name: SHARE_PAGE_TEXTS.shopButton }).click();
    await relative.page.waitForURL((url) => url.pathname === '/demo-store/');
    await placeDemoOrder(
      relative.page,
      { firstName: 'Grace', lastName: 'Granny', email: 'grace.granny@example.com' },
      /Standard/,
    );
    await relative.page.getByRole('heading', { name: 'Thank you, Grace!' }).waitFor();
    await relative.page.getByText('Order #1001').waitFor();
    expect(relative.problems).toEqual([]);
    await relative.context.close();

    const amount = formatAmount(PRODUCT_CENTS, 'en');
    const subject = MAIL.orderUpdate.subject(FIRST_NAME, MAIL.orderUpdate.newOrders(1, amount));
    const message = await sentMessage(subject);
    expect(message).toMatchObject({ kind: 'order-update', to: PARENT_EMAIL });

    const { page, context, problems } = await openOutbox();
    await page.getByRole('link', { name: subject, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    const text = (await page.locator('.mail-message__text').textContent())!;
    const news = MAIL.orderUpdate.newOrders(1, amount);
    for (const expected of [
      MAIL.orderUpdate.lead(FIRST_NAME, news),
      MAIL.sellerTotal(FIRST_NAME, 1, amount),
      MAIL.groupRaised(formatAmount(PRODUCT_CENTS, 'en')),
      MAIL.shareLink(FIRST_NAME),
      MAIL.signature(GROUP.name),
      MAIL.footer.why(FIRST_NAME, CAMPAIGN),
      MAIL.footer.stop,
    ])
      expect(text).toContain(expected);
    // Nothing of the buyer, nor the group code, in a message to a parent.
    expect(text).not.toMatch(/Grace|Granny|HERONS3/);
    expect(await bodyLink(page, /\/s\//).getAttribute('href')).toBe(shareLink);
    const stop = bodyLink(page, /\/e\/unsubscribe\//);
    unsubscribeLink = (await stop.getAttribute('href'))!;
    expect(unsubscribeLink).toMatch(new RegExp(`^${portal.url}/e/unsubscribe/u${TOKEN}$`));
    // The same address mail clients use for one-click unsubscribing.
    await page.getByText(`<${unsubscribeLink}>`, { exact: true }).waitFor();
    await snapshot(page, 'mail-updates-message-order-update');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('the parent unsubscribes on the phone with the footer’s link', async () => {
    const { page, context, problems } = await openPage(browser, portal, PHONE);
    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { level: 1, name: MAIL.pages.unsubscribe.title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByText(MAIL.pages.unsubscribe.question(PARENT_EMAIL), { exact: true }).waitFor();
    await snapshot(page, 'mail-updates-unsubscribe-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: MAIL.pages.unsubscribe.button, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: MAIL.pages.unsubscribe.doneTitle }).waitFor();
    await page.getByText(MAIL.pages.unsubscribe.done, { exact: true }).waitFor();
    await snapshot(page, 'mail-updates-unsubscribed-phone');
    await expectNoOverflow(page);
    await expectAccessible(page);

    // Following the link again only says so.
    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { level: 1, name: MAIL.pages.unsubscribe.doneTitle }).waitFor();
    expect(await page.getByRole('button', { name: MAIL.pages.unsubscribe.button }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the coordinator’s and the administrator’s e-mail update screens list the subscription as unsubscribed', async () => {
    const S = STAFF.subscriptions;
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      '/coordinator/mail-updates',
      coordinator,
      'coordinator',
    );
    await page.getByRole('heading', { level: 1, name: S.heading }).waitFor();
    const rows = page.getByRole('region', { name: S.tableLabel }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.locator('[data-status]').textContent()).toBe(S.statuses.unsubscribed);
    const rowText = await row.textContent();
    for (const expected of [SELLER.name, CAMPAIGN, PARENT_EMAIL, S.languages.en])
      expect(rowText).toContain(expected);
    // The consent exactly as the checkbox showed it.
    expect(await row.locator('.mail-consent__text').textContent()).toBe(MAIL.consent(FIRST_NAME));
    await snapshot(page, 'mail-updates-coordinator');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();

    const adminView = await openStaffPage(
      browser,
      portal,
      `/admin/groups/${groupId}/mail-updates`,
      admin,
      'admin',
    );
    await adminView.page.getByRole('heading', { level: 1, name: S.title(GROUP.name) }).waitFor();
    const adminRow = adminView.page
      .getByRole('region', { name: S.tableLabel })
      .locator('tbody tr')
      .filter({ hasText: PARENT_EMAIL });
    expect(await adminRow.locator('[data-status]').textContent()).toBe(S.statuses.unsubscribed);
    expect(adminView.problems).toEqual([]);
    await adminView.context.close();

    // On a phone the coordinator's screen fits: the table scrolls inside its frame, the page does not.
    const phone = await openStaffPage(
      browser,
      portal,
      '/coordinator/mail-updates',
      coordinator,
      'coordinator',
      PHONE,
    );
    await phone.page.getByRole('region', { name: S.tableLabel }).locator('tbody tr').first().waitFor();
    await expectNoOverflow(phone.page);
    await snapshot(phone.page, 'mail-updates-coordinator-phone');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
