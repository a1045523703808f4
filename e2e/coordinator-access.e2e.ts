import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUTH_MESSAGES } from '../src/web/features/auth/texts.js';
import { FORM_MESSAGES } from '../src/web/lib/app-texts.js';
import { STAFF_ACCOUNT_MESSAGES } from '../src/shared/texts/staff-accounts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup } from './support/seed.js';

const COORDINATOR = { name: 'Casey Coordinator', email: 'casey@example.org', password: 'coord-pass-1' };

async function logIn(page: Page, password: string) {
  await page.goto('/coordinator/login');
  await page.getByLabel('Email Address').fill(COORDINATOR.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('coordinator access', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { group } = await seedGroup(portal.app, {
      code: 'OWLS3',
      name: 'Owls Class 3',
      organizationName: 'Birch School',
      campaigns: [{ name: 'Autumn Sale' }],
    });
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId: group.id });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('sends a visitor without a token to the coordinator login', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/coordinator/campaigns');
    await page.waitForURL('**/coordinator/login');
    await page.getByText(AUTH_MESSAGES.coordinatorsCreatedByAdmins).waitFor();
    await snapshot(page, 'coordinator-login');
    await context.close();
  });

  it('validates the form and shows the server message for wrong credentials', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/coordinator/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(FORM_MESSAGES.fillAllFields).waitFor();
    await logIn(page, 'wrong-password');
    await page.getByText(STAFF_ACCOUNT_MESSAGES.invalidCredentials, { exact: true }).waitFor();
    await context.close();
  });

  it('logs in, changes the password, logs out to the coordinator login', async () => {
    const { page, context } = await openPage(browser, portal);
    await logIn(page, COORDINATOR.password);
    await page.waitForURL((url) => url.pathname === '/coordinator');
    const nav = page.getByRole('navigation');
    for (const label of ['Dashboard', 'Campaigns', 'Orders']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').group?.code)).toBe(
      'OWLS3',
    );
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await snapshot(page, 'coordinator-dashboard-shell');

    await page.getByRole('button', { name: new RegExp(COORDINATOR.name) }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill(COORDINATOR.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('newpass');
    await dialog.getByLabel('Confirm New Password').fill('newpass');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText(STAFF_ACCOUNT_MESSAGES.passwordChanged).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });

    await page.getByRole('button', { name: new RegExp(COORDINATOR.name) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/coordinator/login');

    await logIn(page, 'newpass');
    await page.waitForURL((url) => url.pathname === '/coordinator');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/coordinator');
    await context.close();
  });
});
