import { LOGIN_REFUSALS } from '../src/shared/texts/login-refusals.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FORM_MESSAGES } from '../src/web/lib/app-texts.js';
import { HEALTH_TEXTS } from '../src/web/features/health/texts.js';
import { LOGIN_MESSAGES } from '../src/shared/texts/login.js';
import { SELLER_LOGIN_MESSAGES } from '../src/web/features/seller-login/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';

async function fillStepOne(page: Page, values: { groupCode: string; name: string; email: string }) {
  await page.getByLabel('Group Code').fill(values.groupCode);
  await page.getByLabel('Seller Name').fill(values.name);
  await page.getByLabel('Email Address').fill(values.email);
}

describe('seller login', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    await seedGroup(portal.app, {
      code: 'TIGERS7',
      name: 'Tigers Class 7',
      organizationName: 'Maple Primary School',
      campaigns: [{ name: 'Spring Cookie Dough' }, { name: 'Holiday Wreaths' }],
    });
    await seedGroup(portal.app, {
      code: 'SOLO1',
      name: 'Solo Scouts',
      organizationName: 'Troop 12',
      campaigns: [{ name: 'Candle Drive' }],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows step 1 with its fields, links and a connected dot', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    await page.getByTitle(HEALTH_TEXTS.connected).waitFor();
    expect(await page.getByRole('link', { name: /coordinator/i }).getAttribute('href')).toBe(
      '/coordinator/login',
    );
    expect(await page.getByRole('link', { name: /admin/i }).getAttribute('href')).toBe('/admin/login');
    await snapshot(page, 'seller-login-step-1');
    await context.close();
  });

  it('asks for every field and a valid e-mail before calling the server', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/');
    const submit = page.getByRole('button', { name: 'Continue' });
    await submit.click();
    await page.getByText(FORM_MESSAGES.fillAllFields).waitFor();
    await fillStepOne(page, { groupCode: 'TIGERS7', name: 'Sam Seller', email: 'sam@' });
    await submit.click();
    await page.getByText(LOGIN_MESSAGES.invalidEmail).waitFor();
    await context.close();
  });

  it("shows the server's message for an unknown group code", async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/');
    await fillStepOne(page, { groupCode: 'NOPE99', name: 'Sam Seller', email: 'sam@example.org' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(LOGIN_REFUSALS.invalidGroupCode, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('offers the campaign choice for a group with two campaigns, and Back keeps the fields', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/');
    await fillStepOne(page, { groupCode: 'tigers7', name: 'Sam Seller', email: 'sam@example.org' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Select Campaign' }).waitFor();
    await page.getByText('Student Information').waitFor();
    await page.getByText('Group Information').waitFor();
    await page.getByText('Maple Primary School').waitFor();
    await page.getByText('Tigers Class 7').waitFor();
    const options = await page.getByRole('combobox').locator('option').allTextContents();
    expect(options[0]).toBe('-- Select Campaign --');
    expect(options.slice(1).sort()).toEqual(['Holiday Wreaths', 'Spring Cookie Dough']);
    await snapshot(page, 'seller-login-step-2');

    await page.getByRole('button', { name: 'Continue to Shop' }).click();
    await page.getByText(SELLER_LOGIN_MESSAGES.selectCampaign).waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    expect(await page.getByLabel('Group Code').inputValue()).toBe('tigers7');
    expect(await page.getByLabel('Seller Name').inputValue()).toBe('Sam Seller');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox').selectOption({ label: 'Holiday Wreaths' });
    await page.getByRole('button', { name: 'Continue to Shop' }).click();
    await page.waitForURL('**/shop');
    const stored = await page.evaluate(() => ({
      role: localStorage.getItem('role'),
      campaign: JSON.parse(localStorage.getItem('campaign') ?? 'null'),
      sessionCampaign: JSON.parse(sessionStorage.getItem('campaign') ?? 'null'),
    }));
    expect(stored.role).toBe('user');
    expect(stored.campaign.name).toBe('Holiday Wreaths');
    expect(stored.sessionCampaign.name).toBe('Holiday Wreaths');
    await context.close();
  });

  it('goes straight to the shop when the group has exactly one campaign', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/');
    await fillStepOne(page, { groupCode: 'SOLO1', name: 'Riley', email: 'riley@example.org' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/shop');
    const campaign = await page.evaluate(() => JSON.parse(localStorage.getItem('campaign') ?? 'null'));
    expect(campaign.name).toBe('Candle Drive');
    await context.close();
  });

  it('works on a phone-sized screen', async () => {
    const { page, context } = await openPage(browser, portal, { width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await snapshot(page, 'seller-login-phone');
    await context.close();
  });
});
