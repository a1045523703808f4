import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { groups, mailMessages } from '../src/server/db/schema.js';
import { FAMILY_TEXTS_ES } from '../src/shared/texts/families.es.js';
import { FAMILY_SCREEN_TEXTS_ES as ES } from '../src/web/features/family/texts.es.js';
import { expectNoOverflow, PHONE } from './support/layout.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { expectAccessible } from './support/staff-page.js';

const EMAIL = 'lucia.familia@example.org';

describe('a Spanish-speaking parent on a phone: a sign-in link, the notice, the sessions', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { group } = await seedGroup(portal.app, {
      code: 'FAMLINC7',
      name: 'Lincoln Elementary PTA',
      organizationName: 'Lincoln Elementary',
      campaigns: [{ name: 'Spring Fair' }],
    });
    await portal.app.ctx.db.update(groups).set({ sellerSignIn: 'families' }).where(eq(groups.id, group.id));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('asks for a link, signs in with it, agrees to the notice and signs out everywhere', async () => {
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

      const [mail] = await portal.app.ctx.db
        .select({ textBody: mailMessages.textBody })
        .from(mailMessages)
        .where(and(eq(mailMessages.kind, 'family-sign-in'), eq(mailMessages.toAddress, EMAIL)));
      const link = new RegExp(`${portal.url}(/family/sign-in\\?token=[A-Za-z0-9_-]+)`).exec(
        mail!.textBody,
      )![1]!;

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
});
