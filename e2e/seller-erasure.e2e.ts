import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sellers } from '../src/server/db/schema.js';
import { PRIVACY_TEXTS } from '../src/web/features/privacy/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { registerAdmin, useStaffSession } from './support/session.js';

describe("erasing a seller's personal data", () => {
  let portal: Portal;
  let browser: Browser;
  let session: { token: string; user: unknown };
  let groupId: string;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    session = await registerAdmin(portal);
    const { group } = await seedGroup(portal.app, {
      code: 'ERASE1',
      name: 'Lincoln Band',
      organizationName: 'Lincoln High',
      campaigns: [{ name: 'Spring Fundraiser' }],
    });
    groupId = group.id;
    await portal.app.ctx.db.insert(sellers).values([
      { groupId, name: 'Alice Marie Smith', email: 'alice.family@example.org' },
      { groupId, name: 'Bob Jones', email: 'bob.jones.and.family@example.org' },
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`shows the sellers and the confirmation at ${viewport.width} px, usable with the keyboard`, async () => {
      const { page, context, problems } = await openPage(browser, portal, viewport);
      await useStaffSession(page, session, 'admin');
      await page.goto(`/admin/groups/${groupId}`);
      // The desktop run erases Bob; the narrow one only opens and cancels Alice's.
      const seller = viewport.width === 375 ? 'Alice Marie Smith' : 'Bob Jones';
      const button = page.getByRole('button', { name: PRIVACY_TEXTS.eraseSeller(seller) });
      await button.waitFor();
      await snapshot(page, `seller-erasure-list-${viewport.width}`);

      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: PRIVACY_TEXTS.confirmTitle });
      await dialog.waitFor();
      await snapshot(page, `seller-erasure-dialog-${viewport.width}`);
      const bounds = await dialog.boundingBox();
      expect(bounds!.x).toBeGreaterThanOrEqual(0);
      expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(viewport.width);

      if (viewport.width === 375) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      } else {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: "The seller's personal data was erased" }).waitFor();
        await page.getByRole('cell', { name: 'B. J.' }).waitFor();
        expect(await page.getByText('bob.jones.and.family@example.org').count()).toBe(0);
        await snapshot(page, `seller-erasure-done-${viewport.width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
