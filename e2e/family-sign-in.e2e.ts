import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { groups, sellers, teams } from '../src/server/db/schema.js';
import { FAMILY_TEXTS_ES } from '../src/shared/texts/families.es.js';
import { FAMILY_SCREEN_TEXTS_ES as ES } from '../src/web/features/family/texts.es.js';
import { CLASS_LOGIN_TEXTS_ES as CLASS_ES } from '../src/web/features/seller-login/class-login-texts.es.js';
import { SELLER_LOGIN_TEXTS_ES as LOGIN_ES } from '../src/web/features/seller-login/texts.es.js';
import { SELLER_PAGE_TEXTS_ES as SELLER_PAGE_ES } from '../src/web/features/seller-page/texts.es.js';
import { LETTER_SCREEN_TEXTS } from '../src/web/features/teams/letter-texts.js';
import { TEAM_TEXTS } from '../src/web/features/teams/texts.js';
import { expectNoOverflow, PHONE } from './support/layout.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';
import { startSmtpSink, type SmtpSink } from '../test/support/mail-fixtures.js';

const EMAIL = 'lucia.familia@example.org';
const COORDINATOR = { name: 'Ana Ruiz', email: 'ana.ruiz@example.org', password: 'ruiz-pass-1' };

describe('a Spanish-speaking parent on a phone: a sign-in link, the notice, two children, the store, the sessions', () => {
  let portal: Portal;
  let browser: Browser;
  let mailServer: SmtpSink;
  let groupId: string;

  beforeAll(async () => {
    mailServer = await startSmtpSink();
    portal = await startPortal({ SMTP_URL: mailServer.url, MAIL_FROM: 'portal@example.org' });
    browser = await launchBrowser();
    const { group } = await seedGroup(portal.app, {
      code: 'FAMLINC7',
      name: 'Lincoln Elementary PTA',
      organizationName: 'Lincoln Elementary',
      campaigns: [{ name: 'Spring Fair' }],
    });
    groupId = group.id;
    await portal.app.ctx.db.insert(teams).values([
      { groupId: group.id, name: 'Salón 4' },
      { groupId: group.id, name: 'Salón 5' },
    ]);
    // The group's own count of its classes, as saving its classes keeps it.
    await portal.app.ctx.db
      .update(groups)
      .set({ sellerSignIn: 'families', teamCount: 2 })
      .where(eq(groups.id, group.id));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await mailServer?.close();
  });

  it('asks for a link, signs in with it from the mail, agrees, adds two children, shops for one and signs out everywhere', async () => {
    const { page, context, problems } = await openPage(browser, portal, PHONE, { locale: 'es-MX' });
    try {
      await page.goto('/family');
      await page.getByRole('heading', { level: 1, name: ES.signIn.title }).waitFor();
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-sign-in-form');

      await page.getByLabel(ES.signIn.groupCode).fill('famlinc7');
      await page.getByLabel(ES.signIn.email).fill(EMAIL);
      await page.getByRole('button', { name: ES.signIn.submit }).click();
      await page.getByRole('status').filter({ hasText: FAMILY_TEXTS_ES.signInLinkSent }).waitFor();
      await expectNoOverflow(page);
      await snapshot(page, 'family-link-sent');

      await expect
        .poll(() => mailServer.received.filter((mail) => mail.envelopeTo.includes(EMAIL)).length, {
          // The mail job sends every few seconds.
          timeout: 15_000,
        })
        .toBe(1);
      const [mail] = mailServer.received;
      const link = new RegExp(`${portal.url}(/family/sign-in\\?token=[A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;

      await page.goto(link);
      await page.getByRole('button', { name: ES.link.submit }).waitFor();
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-link-page');
      await page.getByRole('button', { name: ES.link.submit }).click();

      const notice = page.getByRole('heading', { level: 1, name: 'Lincoln Elementary PTA' });
      await notice.waitFor();
      expect(new URL(page.url()).pathname).toBe('/family');
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-notice');
      await page.getByRole('button', { name: ES.consent.agree }).click();

      await page.getByText(ES.children.none).waitFor();
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-first-child');
      await page.getByLabel(ES.children.firstName).fill('Ava');
      await page.getByLabel(ES.children.lastName).fill('Villaseñor');
      await page.getByLabel(ES.children.team).selectOption({ label: 'Salón 4' });
      await page.getByRole('button', { name: ES.children.submit }).click();
      await page.getByRole('tab', { name: 'Ava', selected: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Ava Villaseñor' }).waitFor();

      await page.getByRole('button', { name: `+ ${ES.children.add}` }).click();
      await page.getByLabel(ES.children.firstName).fill('Leo');
      await page.getByLabel(ES.children.lastName).fill('Villaseñor');
      await page.getByLabel(ES.children.team).selectOption({ label: 'Salón 5' });
      await page.getByRole('button', { name: ES.children.submit }).click();
      await page.getByRole('tab', { name: 'Leo', selected: true }).waitFor();
      await page.getByText(ES.children.inTeam('Salón 5')).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Ava', 'Leo']);

      await page.getByRole('button', { name: ES.children.getShareLink('Leo') }).click();
      await page.getByRole('heading', { name: ES.children.shareTitle('Leo') }).waitFor();
      expect(await page.getByLabel('Enlace para compartir', { exact: true }).inputValue()).toMatch(
        new RegExp(`^${portal.url}/s/[A-Za-z0-9_-]+\\?lang=es$`),
      );
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-child-share-link');
      await page.getByRole('link', { name: SELLER_PAGE_ES.share.flyer }).click();
      await page.getByRole('heading', { level: 1, name: 'Apoya a Leo V.' }).waitFor();
      expect(await page.content()).not.toContain('Villaseñor');
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-child-flyer');
      await page.getByRole('link', { name: ES.children.flyerBack }).click();
      await page.getByRole('tab', { name: 'Leo', selected: true }).waitFor();

      await page.getByRole('tab', { name: 'Ava' }).click();
      await page.getByRole('heading', { level: 2, name: 'Ava Villaseñor' }).waitFor();
      const visited: string[] = [];
      page.on('request', (request) => visited.push(decodeURIComponent(request.url())));
      await page.getByRole('button', { name: ES.children.shop('Ava') }).click();
      await page.waitForURL((url) => url.pathname === '/demo-store/');
      await page.getByText('Ava V.').first().waitFor();
      expect(visited.filter((url) => /Villaseñor|Villase%C3%B1or|FAMLINC7/i.test(url))).toEqual([]);
      expect(await page.content()).not.toContain('Villaseñor');
      await snapshot(page, 'family-shop-for-ava');

      await page.goto('/family');
      await page.getByRole('tab', { name: 'Ava' }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Ava', 'Leo']);
      const stored = await portal.app.ctx.db
        .select({ firstName: sellers.firstName, email: sellers.email })
        .from(sellers);
      expect(stored.map((row) => [row.firstName, row.email]).sort()).toEqual([
        ['Ava', ''],
        ['Leo', ''],
      ]);

      await page.getByText(ES.family.signedInAs(EMAIL)).waitFor();
      await expect.poll(() => page.locator('.family-sessions__item').count()).toBe(1);
      expect(await page.locator('.family-sessions__device').textContent()).toContain(ES.family.thisDevice);
      await page.getByText(ES.family.readAgain).click();
      await page.locator('.family-card__notice .family-notice').waitFor();
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'family-page');

      await page.getByRole('button', { name: ES.family.signOutEverywhere }).click();
      await page.getByRole('button', { name: ES.signIn.submit }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('familySession'))).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a child on a phone signs in at school with the group code, first name and class, and gives nothing else', async () => {
    const { page, context, problems } = await openPage(browser, portal, PHONE, { locale: 'es-MX' });
    try {
      const sellersBefore = await portal.app.ctx.db.select({ id: sellers.id }).from(sellers);
      await page.goto('/');
      await page.getByLabel(LOGIN_ES.fields.groupCode).fill('famlinc7');
      await page.getByLabel(LOGIN_ES.fields.groupCode).press('Tab');
      await page.getByText(CLASS_ES.intro).waitFor();
      expect(await page.getByLabel(LOGIN_ES.fields.email).count()).toBe(0);
      await expectAccessible(page);
      await expectNoOverflow(page);
      await snapshot(page, 'class-login-phone');

      await page.getByLabel(CLASS_ES.firstName).fill(' ava ');
      await page.getByLabel(CLASS_ES.team).selectOption({ label: 'Salón 4' });
      await page.getByRole('button', { name: CLASS_ES.submit }).click();
      await page.waitForURL('**/shop');
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      expect(user).toMatchObject({ name: 'Ava V.', email: '' });
      // The child the parent added, not a new seller.
      expect(await portal.app.ctx.db.select({ id: sellers.id }).from(sellers)).toHaveLength(
        sellersBefore.length,
      );

      // A first name no parent added waits under that name and class, with no e-mail and no surname.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/');
      await page.getByLabel(LOGIN_ES.fields.groupCode).fill('FAMLINC7');
      await page.getByLabel(LOGIN_ES.fields.groupCode).press('Tab');
      await page.getByText(CLASS_ES.intro).waitFor();
      await page.getByLabel(CLASS_ES.firstName).fill('Mia');
      await page.getByLabel(CLASS_ES.team).selectOption({ label: 'Salón 5' });
      await page.getByRole('button', { name: CLASS_ES.submit }).click();
      await page.waitForURL('**/shop');
      const waiting = await portal.app.ctx.db
        .select({ firstName: sellers.firstName, lastName: sellers.lastName, email: sellers.email })
        .from(sellers)
        .where(eq(sellers.waiting, true));
      expect(waiting).toEqual([{ firstName: 'Mia', lastName: '', email: '' }]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the coordinator sees each child’s consent, joins the waiting sales to a child and prints the letters home', async () => {
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId });
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    const session = login.json<{ token: string; user: unknown }>();
    const { page, context, problems } = await openStaffPage(
      browser,
      portal,
      '/coordinator/teams',
      session,
      'coordinator',
      {
        width: 768,
        height: 1024,
      },
    );
    try {
      await page.getByRole('heading', { name: TEAM_TEXTS.waiting.heading }).waitFor();
      await page
        .getByText(/^Consent given /)
        .first()
        .waitFor();
      expect(await page.getByText(/^Consent given /).count()).toBe(2);
      await expectAccessible(page);
      await expectNoOverflow(page, 768);
      await snapshot(page, 'family-staff-teams');

      await page.getByRole('button', { name: TEAM_TEXTS.waiting.joinOf('Mia', 'Salón 5') }).click();
      await page
        .getByRole('dialog')
        .getByLabel(TEAM_TEXTS.joinDialog.target, { exact: true })
        .selectOption({ label: 'Leo Villaseñor' });
      await expectAccessible(page);
      await page.getByRole('button', { name: TEAM_TEXTS.joinDialog.confirm }).click();
      await page.getByText(TEAM_TEXTS.waiting.empty).waitFor();
      const waiting = await portal.app.ctx.db
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.waiting, true));
      expect(waiting).toEqual([]);

      await page.getByRole('link', { name: LETTER_SCREEN_TEXTS.link }).click();
      await page.getByRole('heading', { name: LETTER_SCREEN_TEXTS.title }).waitFor();
      expect(await page.locator('.team-letter').count()).toBe(2);
      await page.getByText('FAMLINC7').first().waitFor();
      await expectAccessible(page);
      await snapshot(page, 'family-letters-home');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
