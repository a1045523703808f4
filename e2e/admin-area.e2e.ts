import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { groups } from '../src/server/db/schema.js';
import { CAMPAIGN_API_MESSAGES } from '../src/shared/texts/campaigns.js';
import { COORDINATOR_API_MESSAGES } from '../src/shared/texts/coordinators.js';
import { GROUP_API_MESSAGES } from '../src/shared/texts/groups.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { expectAccessible } from './support/staff-page.js';
import { seedCoordinator, seedGroup, seedOrder } from './support/seed.js';
import { registerAdmin, useStaffSession } from './support/session.js';
import { COMMON_TEXTS } from '../src/web/lib/app-texts.js';
import { STAFF_MESSAGES } from '../src/web/lib/staff-texts.js';
import { DASHBOARD_TEXTS, DASHBOARD_MESSAGES } from '../src/web/features/dashboard/texts.js';
import { GROUP_TEXTS, GROUP_MESSAGES } from '../src/web/features/groups/texts.js';
import { CAMPAIGN_TEXTS, CAMPAIGN_MESSAGES } from '../src/web/features/campaigns/texts.js';
import { COORDINATORS_TEXTS, COORDINATOR_MESSAGES } from '../src/web/features/coordinators/texts.js';

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The text of the table row that mentions `text`. */
async function rowText(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.first().waitFor();
  return (await row.first().textContent()) ?? '';
}

describe('administrator area', () => {
  let portal: Portal;
  let browser: Browser;
  let session: { token: string; user: unknown };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    session = await registerAdmin(portal);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function adminPage(path: string, viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, portal, viewport);
    onTestFailed(({ task }) =>
      snapshot(opened.page, `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`),
    );
    await useStaffSession(opened.page, session, 'admin');
    await opened.page.goto(path);
    return opened;
  }

  it('shows an empty dashboard, then the totals and recent orders once orders exist', async () => {
    const { page, context } = await adminPage('/admin');
    await page.getByText(DASHBOARD_MESSAGES.empty.noRecentOrders).waitFor();

    const { group } = await seedGroup(portal.app, {
      code: 'DASH1',
      name: 'Dashboard Group',
      organizationName: 'Elm School',
      campaigns: [{ name: 'Winter Sale' }],
    });
    const seller = { id: group.id, code: group.code };
    await seedOrder(portal.app, { number: '#1001', group: seller, sellerName: 'Mia', totalCents: 1999 });
    await seedOrder(portal.app, { number: '#1002', group: seller, sellerName: 'Leo', totalCents: 2501 });
    await seedOrder(portal.app, {
      number: '#1003',
      group: seller,
      sellerName: 'Leo',
      totalCents: 5000,
      status: 'cancelled',
    });

    await page.reload();
    const totalSales = page.locator('.stat', { hasText: DASHBOARD_TEXTS.totalSales });
    await totalSales.getByText('$45.00').waitFor();
    const openOrders = page.locator('.stat', { hasText: DASHBOARD_TEXTS.openOrders });
    expect(await openOrders.textContent()).toContain('2');
    const row = await rowText(page, '#1002');
    expect(row).toContain('DASH1');
    expect(row).toContain('Leo');
    expect(row).toContain('$25.01');
    const view = page.getByRole('link', { name: DASHBOARD_TEXTS.viewOrder('#1002') });
    expect(await view.getAttribute('href')).toMatch(/^\/admin\/orders\/[0-9a-f-]{36}$/);
    await snapshot(page, 'admin-dashboard');
    await context.close();
  });

  it('validates the new-group form in order, creates the group and returns to the list after the message', async () => {
    const { page, context } = await adminPage('/admin/groups/new');
    const submit = page.getByRole('button', { name: GROUP_TEXTS.form.create });
    await submit.waitFor();
    await snapshot(page, 'admin-group-new');

    await submit.click();
    await page.getByText(GROUP_MESSAGES.validation.groupRequired).waitFor();

    await page.getByLabel(GROUP_TEXTS.form.name, { exact: true }).fill('Robins Class 4');
    await page.getByLabel(GROUP_TEXTS.form.code, { exact: true }).fill('ROBINS4');
    await page.getByLabel(GROUP_TEXTS.form.organizationName).fill('Cedar Primary');
    // Who signs in: the sellers themselves unless the families are chosen.
    const families = page.getByRole('radio', { name: /^Families/ });
    expect(await page.getByRole('radio', { name: /^Sellers themselves/ }).isChecked()).toBe(true);
    await families.check();
    await expectAccessible(page);
    await page.getByLabel(GROUP_TEXTS.form.campaignName).fill('');
    await submit.click();
    await page.getByText(CAMPAIGN_API_MESSAGES.campaignNameRequired).waitFor();

    await page.getByLabel(GROUP_TEXTS.form.campaignName).fill('Spring Bulbs');
    await page.getByLabel(GROUP_TEXTS.form.startDate).fill('');
    await submit.click();
    await page.getByText(GROUP_MESSAGES.validation.initialCampaignDatesRequired).waitFor();

    await page.getByLabel(GROUP_TEXTS.form.startDate).fill('2027-03-10');
    await page.getByLabel(GROUP_TEXTS.form.endDate).fill('2027-03-01');
    await submit.click();
    await page.getByText(GROUP_MESSAGES.validation.initialCampaignEndBeforeStart).waitFor();

    await page.getByLabel(GROUP_TEXTS.form.endDate).fill('2027-04-10');
    await submit.click();
    await page.getByText(GROUP_MESSAGES.success.groupCreated).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/groups/new');
    await page.waitForURL((url) => url.pathname === '/admin/groups', { timeout: 4_000 });
    const row = await rowText(page, 'Robins Class 4');
    expect(row).toContain('ROBINS4');
    expect(row).toContain('Cedar Primary');
    expect(row).toContain('Active');
    const [created] = await portal.app.ctx.db
      .select({ sellerSignIn: groups.sellerSignIn })
      .from(groups)
      .where(eq(groups.code, 'ROBINS4'));
    expect(created?.sellerSignIn).toBe('families');
    await context.close();
  });

  it('lists active and inactive groups', async () => {
    await seedGroup(portal.app, {
      code: 'SLEEPY1',
      name: 'Sleepy Group',
      organizationName: 'Old School',
      isActive: false,
      campaigns: [{ name: 'Past' }],
    });
    const { page, context } = await adminPage('/admin/groups');
    expect(await rowText(page, 'Sleepy Group')).toContain('Inactive');
    await snapshot(page, 'admin-groups');
    await context.close();
  });

  it('shows the campaign display states, edits the group, and handles campaigns end to end', async () => {
    const { group } = await seedGroup(portal.app, {
      code: 'HAWKS2',
      name: 'Hawks Class 2',
      organizationName: 'Pine Academy',
      campaigns: [{ name: 'Running Now' }],
    });
    const today = portal.app.ctx.today();
    const headers = { authorization: `Bearer ${session.token}` };
    const add = (name: string, startDate: string, endDate: string, isActive = true) =>
      portal.app.inject({
        method: 'POST',
        url: `/api/groups/${group.id}/campaigns`,
        headers,
        payload: { name, startDate, endDate, isActive },
      });
    await add('Paused Drive', shiftDays(today, -1), shiftDays(today, 10), false);
    await add('Next Term', shiftDays(today, 10), shiftDays(today, 40));
    await add('Last Spring', shiftDays(today, -60), shiftDays(today, -30));

    const { page, context } = await adminPage(`/admin/groups/${group.id}`);
    await page.getByRole('heading', { name: 'Hawks Class 2' }).waitFor();
    expect(await rowText(page, 'Running Now')).toContain('Active');
    expect(await rowText(page, 'Paused Drive')).toContain('Inactive');
    expect(await rowText(page, 'Next Term')).toContain('Upcoming');
    expect(await rowText(page, 'Last Spring')).toContain('Ended');
    await page.getByText(GROUP_TEXTS.details.sellersWithOrders).waitFor();
    await snapshot(page, 'admin-group-details');

    await page.getByRole('link', { name: GROUP_TEXTS.details.editGroup }).click();
    await page.waitForURL(`**/admin/groups/${group.id}/edit`);
    const code = page.getByLabel(GROUP_TEXTS.form.code, { exact: true });
    await code.waitFor();
    expect(await code.isDisabled()).toBe(true);
    expect(await code.inputValue()).toBe('HAWKS2');
    await page.getByLabel(GROUP_TEXTS.form.name, { exact: true }).fill('Hawks Class 2B');
    await page.getByRole('button', { name: GROUP_TEXTS.form.update }).click();
    await page.getByText(GROUP_MESSAGES.success.groupUpdated).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/groups', { timeout: 4_000 });
    await rowText(page, 'Hawks Class 2B');

    await page.goto(`/admin/groups/${group.id}/campaigns/new`);
    const create = page.getByRole('button', { name: CAMPAIGN_TEXTS.form.create });
    await create.click();
    await page.getByText(CAMPAIGN_API_MESSAGES.campaignNameRequired).waitFor();
    await page.getByLabel(CAMPAIGN_TEXTS.form.name).fill('Summer Cookies');
    await create.click();
    await page.getByText(CAMPAIGN_MESSAGES.validation.campaignDatesRequired).waitFor();
    await page.getByLabel(CAMPAIGN_TEXTS.form.startDate).fill('2027-06-10');
    await page.getByLabel(CAMPAIGN_TEXTS.form.endDate).fill('2027-06-01');
    await create.click();
    await page.getByText(CAMPAIGN_API_MESSAGES.campaignEndBeforeStart).waitFor();
    await page.getByLabel(CAMPAIGN_TEXTS.form.endDate).fill('2027-06-30');
    await snapshot(page, 'admin-campaign-form');
    await create.click();
    await page.getByText(CAMPAIGN_MESSAGES.success.campaignCreated).waitFor();
    await page.waitForURL((url) => url.pathname === `/admin/groups/${group.id}`, { timeout: 4_000 });
    expect(await rowText(page, 'Summer Cookies')).toContain('Upcoming');

    await page
      .getByRole('link', {
        name: GROUP_TEXTS.details.campaignAction(COMMON_TEXTS.edit, 'Summer Cookies'),
      })
      .click();
    await page.getByLabel(CAMPAIGN_TEXTS.form.name).fill('Summer Cookie Dough');
    await page.getByRole('button', { name: CAMPAIGN_TEXTS.form.update }).click();
    await page.getByText(CAMPAIGN_MESSAGES.success.campaignUpdated).waitFor();
    await page.waitForURL((url) => url.pathname === `/admin/groups/${group.id}`, { timeout: 4_000 });

    await page
      .getByRole('button', {
        name: GROUP_TEXTS.details.campaignAction(COMMON_TEXTS.delete, 'Summer Cookie Dough'),
      })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(GROUP_MESSAGES.confirm.deleteCampaign('Summer Cookie Dough')).waitFor();
    await snapshot(page, 'admin-delete-campaign-confirm');
    await dialog.getByRole('button', { name: COMMON_TEXTS.delete }).click();
    const banner = page.getByText(CAMPAIGN_API_MESSAGES.campaignDeleted);
    await banner.waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Summer Cookie Dough' }).count()).toBe(0);
    await banner.waitFor({ state: 'detached', timeout: 7_000 });
    await context.close();
  });

  it('refuses to delete a group that still has a coordinator, then deletes it once free', async () => {
    const { group } = await seedGroup(portal.app, {
      code: 'FOXES5',
      name: 'Foxes Class 5',
      organizationName: 'Ash School',
      campaigns: [{ name: 'Autumn Fair' }],
    });
    const coordinator = await seedCoordinator(portal.app, {
      name: 'Frankie Fox',
      email: 'frankie@example.org',
      password: 'secret-fox',
      groupId: group.id,
    });
    const { page, context } = await adminPage(`/admin/groups/${group.id}`);
    await page.getByRole('button', { name: GROUP_TEXTS.details.deleteGroup }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(GROUP_MESSAGES.confirm.deleteGroup('Foxes Class 5')).waitFor();
    await dialog.getByRole('button', { name: COMMON_TEXTS.delete }).click();
    await page.getByText(GROUP_API_MESSAGES.groupHasCoordinators(1)).waitFor();
    await snapshot(page, 'admin-group-delete-refused');

    await portal.app.inject({
      method: 'DELETE',
      url: `/api/admin/coordinators/${coordinator.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    await page.getByRole('button', { name: GROUP_TEXTS.details.deleteGroup }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: COMMON_TEXTS.delete }).click();
    await page.waitForURL((url) => url.pathname === '/admin/groups');
    await page.getByText(GROUP_API_MESSAGES.groupDeleted).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Foxes Class 5' }).count()).toBe(0);
    await context.close();
  });

  it('creates, edits and deletes a coordinator with the exact messages', async () => {
    const { group } = await seedGroup(portal.app, {
      code: 'BEARS6',
      name: 'Bears Class 6',
      organizationName: 'Willow School',
      campaigns: [{ name: 'Pie Sale' }],
    });
    const { page, context } = await adminPage('/admin/coordinators');
    await page.getByText(COORDINATOR_MESSAGES.empty.noCoordinators).waitFor();
    await page.getByRole('link', { name: COORDINATORS_TEXTS.list.addNew }).click();
    await page.waitForURL('**/admin/coordinators/new');

    const create = page.getByRole('button', { name: COORDINATORS_TEXTS.form.create });
    await create.click();
    await page.getByText(STAFF_MESSAGES.allFieldsRequired, { exact: true }).waitFor();
    const email = page.getByLabel(COORDINATORS_TEXTS.form.email);
    expect(await email.getAttribute('type')).toBe('email');

    await page.getByLabel(COORDINATORS_TEXTS.form.name).fill('Billie Bear');
    await email.fill('billie@example.org');
    await page.getByLabel(COORDINATORS_TEXTS.form.password).fill('bear-pass-1');
    await page
      .getByLabel(COORDINATORS_TEXTS.form.group)
      .selectOption({ label: COORDINATORS_TEXTS.form.groupOption('Bears Class 6', 'BEARS6') });
    await snapshot(page, 'admin-coordinator-form');
    await create.click();
    await page.getByText(COORDINATOR_MESSAGES.success.coordinatorCreated).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/coordinators', { timeout: 4_000 });
    const row = await rowText(page, 'Billie Bear');
    expect(row).toContain('billie@example.org');
    expect(row).toContain('Bears Class 6');
    await snapshot(page, 'admin-coordinators');

    await page
      .getByRole('link', {
        name: COORDINATORS_TEXTS.list.coordinatorAction(COMMON_TEXTS.view, 'Billie Bear'),
      })
      .click();
    const name = page.getByLabel(COORDINATORS_TEXTS.form.name);
    await expect.poll(() => name.inputValue()).toBe('Billie Bear');
    await name.fill('');
    const update = page.getByRole('button', { name: COORDINATORS_TEXTS.form.update });
    await update.click();
    await page
      .getByText(
        `${STAFF_MESSAGES.allFieldsRequired} ${COORDINATOR_MESSAGES.validation.coordinatorEditSuffix}`,
      )
      .waitFor();
    await name.fill('Billie B. Bear');
    await update.click();
    await page.getByText(COORDINATOR_MESSAGES.success.coordinatorUpdated).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/coordinators', { timeout: 4_000 });

    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: 'billie@example.org', password: 'bear-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.group._id).toBe(group.id);

    await page
      .getByRole('button', {
        name: COORDINATORS_TEXTS.list.coordinatorAction(COMMON_TEXTS.delete, 'Billie B. Bear'),
      })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(COORDINATOR_MESSAGES.confirm.deleteCoordinator('Billie B. Bear')).waitFor();
    await dialog.getByRole('button', { name: COMMON_TEXTS.delete }).click();
    const done = page.getByText(COORDINATOR_API_MESSAGES.coordinatorDeleted('Billie B. Bear'));
    await done.waitFor();
    await page.getByText(COORDINATOR_MESSAGES.empty.noCoordinators).waitFor();
    await done.waitFor({ state: 'detached', timeout: 5_000 });
    await context.close();
  });

  it('fits the groups list and a group on a phone screen', async () => {
    const { page, context } = await adminPage('/admin/groups', { width: 375, height: 740 });
    await rowText(page, 'Robins Class 4');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await snapshot(page, 'admin-groups-phone');
    await page.getByRole('link', { name: GROUP_TEXTS.list.viewGroup('Robins Class 4') }).click();
    await page.getByRole('heading', { name: 'Robins Class 4' }).waitFor();
    expect(await overflow()).toBe(false);
    await snapshot(page, 'admin-group-details-phone');
    await context.close();
  });
});
