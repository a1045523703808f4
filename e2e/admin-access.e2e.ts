import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_MESSAGES, AUTH_TEXTS } from '../src/web/features/auth/texts.js';
import { FORM_MESSAGES } from '../src/web/lib/app-texts.js';
import { STAFF_MESSAGES } from '../src/web/lib/staff-texts.js';
import { STAFF_ACCOUNT_MESSAGES } from '../src/shared/texts/staff-accounts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';

const ADMIN = { name: 'Avery Admin', email: 'avery@example.org', password: 'first-secret-1' };

describe('administrator access: first registration, login, password change, logout', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('sends a visitor without a token from an admin route to the admin login', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/groups');
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('asks for both fields, then offers registration while no administrator exists', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/login');
    await snapshot(page, 'admin-login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(FORM_MESSAGES.fillAllFields).waitFor();

    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('whatever-it-is');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(AUTH_MESSAGES.login.noAdminAccount).waitFor();
    await page.waitForURL('**/admin/register');
    await context.close();
  });

  it('validates the registration form with the exact messages', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/register');
    await page.getByRole('heading', { name: AUTH_TEXTS.adminRegister.title }).waitFor();
    await expect(page.getByText('min. 8 characters').isVisible()).resolves.toBe(true);
    await snapshot(page, 'admin-register');

    const submit = page.getByRole('button', { name: 'Create Admin Account' });
    await submit.click();
    await page.getByText(FORM_MESSAGES.fillAllFields).waitFor();

    await page.getByLabel('Name').fill(ADMIN.name);
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await submit.click();
    await page.getByText(AUTH_MESSAGES.validation.passwordsDoNotMatch).waitFor();

    await page.getByLabel('Confirm Password').fill('short');
    await submit.click();
    await page.getByText(STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort).waitFor();
    await context.close();
  });

  it('creates the first administrator and lands on the dashboard after the message', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/register');
    await page.getByLabel('Name').fill(ADMIN.name);
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await page.getByText(AUTH_MESSAGES.register.success).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/register');
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Groups' }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await snapshot(page, 'admin-dashboard-shell');
    await context.close();
  });

  it('tells a second visitor of the register page that an account exists and sends them to login', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/register');
    await page.getByText(AUTH_MESSAGES.register.alreadyExists).waitFor();
    await page.waitForURL('**/admin/login', { timeout: 6_000 });
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(STAFF_ACCOUNT_MESSAGES.invalidCredentials, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('changes the password, logs out, and logs back in with the new one', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.getByRole('button', { name: new RegExp(ADMIN.name) }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await snapshot(page, 'change-password-modal');

    const save = dialog.getByRole('button', { name: 'Change Password' });
    await save.click();
    await dialog.getByText(STAFF_MESSAGES.allFieldsRequired).waitFor();

    await dialog.getByLabel('Current Password').fill(ADMIN.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Confirm New Password').fill('12345');
    await save.click();
    await dialog.getByText(STAFF_ACCOUNT_MESSAGES.newPasswordTooShort).waitFor();

    await dialog.getByLabel('Confirm New Password').fill('123456x');
    await expect(dialog.getByText(STAFF_ACCOUNT_MESSAGES.newPasswordTooShort).count()).resolves.toBe(0);
    await dialog.getByLabel('New Password', { exact: true }).fill('123456');
    await save.click();
    await dialog.getByText(AUTH_MESSAGES.validation.newPasswordsDoNotMatch).waitFor();

    await dialog.getByLabel('Current Password').fill('wrong-current-password');
    await dialog.getByLabel('New Password', { exact: true }).fill('second-secret-2');
    await dialog.getByLabel('Confirm New Password').fill('second-secret-2');
    await save.click();
    await dialog.getByText(STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect).waitFor();

    await dialog.getByLabel('Current Password').fill(ADMIN.password);
    await save.click();
    await dialog.getByText(STAFF_ACCOUNT_MESSAGES.passwordChanged).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });

    await page.getByRole('button', { name: new RegExp(ADMIN.name) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
      null,
      null,
    ]);

    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(STAFF_ACCOUNT_MESSAGES.invalidCredentials, { exact: true }).waitFor();

    await page.getByLabel('Password').fill('second-secret-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });

  it('logs out a session whose token a password change revoked, on its next call', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('second-secret-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      payload: { email: ADMIN.email, password: 'second-secret-2' },
    });
    const change = await portal.app.inject({
      method: 'PUT',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { currentPassword: 'second-secret-2', newPassword: 'third-secret-3' },
    });
    expect(change.statusCode).toBe(200);

    // The dashboard's next call carries the revoked token.
    await page.reload();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('sends an administrator who opens a coordinator route back to the admin area', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('third-secret-3');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/coordinator/orders');
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });
});
