import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { campaigns } from '../src/server/db/schema.js';
import type { TRosterSeller } from '../src/shared/api/teams.js';
import { TEAM_PAGE_TEXTS_ES } from '../src/shared/texts/teams.es.js';
import { TEAM_PAGE_TEXTS } from '../src/shared/texts/teams.js';
import { ORDER_TEXTS } from '../src/web/features/orders/texts.js';
import { REPORT_TEXTS } from '../src/web/features/reports/texts.js';
import { SELLER_TEAM_TEXTS_ES } from '../src/web/features/seller-login/team-texts.es.js';
import { CAMPAIGN_STEP_TEXTS_ES as CAMPAIGN_STEP_ES } from '../src/web/features/seller-login/campaign-step-texts.es.js';
import { SELLER_LOGIN_TEXTS_ES as LOGIN_ES } from '../src/web/features/seller-login/texts.es.js';
import { SHARE_LINK_TEXTS } from '../src/web/features/share-links/texts.js';
import { TEAM_TEXTS } from '../src/web/features/teams/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedCoordinator, seedGroup, seedOrder } from './support/seed.js';
import { expectAccessible, openStaffPage } from './support/staff-page.js';

const PHONE = { width: 375, height: 740 };
const TABLET = { width: 768, height: 1024 };
const COORDINATOR = { name: 'Robin Reed', email: 'robin@example.org', password: 'reed-pass-1' };
const ROSTER = [
  'Seller,Team',
  'Ava Stone,Room 12',
  'Ben Ray,Room 12',
  'Cara Diaz,Room 14',
  // As school systems export names: read as Dev Shah.
  '"Shah, Dev",Room 14',
].join('\n');

const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** Nothing wider than the phone. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('classes and teams: the seller picks a class, the coordinator runs the fundraiser by class', () => {
  let portal: Portal;
  let browser: Browser;
  let coordinator: { token: string; user: { group: { _id: string } } };
  let groupId: string;
  let campaignId: string;

  const api = async <T>(method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const reply = await portal.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${coordinator.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(reply.statusCode, reply.payload).toBe(200);
    return reply.json<{ data: T }>().data;
  };
  const roster = () => api<TRosterSeller[]>('GET', `/groups/${groupId}/roster`);
  const teamTable = (page: Page) => page.locator(`.table-wrap[aria-label="${REPORT_TEXTS.teams}"]`);
  const teamRow = (page: Page, team: string) => teamTable(page).locator('tbody tr').filter({ hasText: team });

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const seeded = await seedGroup(portal.app, {
      code: 'CLASS24',
      name: 'Riverside Grade 3',
      organizationName: 'Riverside Elementary',
      campaigns: [{ name: 'Cookie Week' }],
    });
    groupId = seeded.group.id;
    campaignId = seeded.campaigns[0]!.id;
    await portal.app.ctx.db.update(campaigns).set({ goalCents: 100_000 }).where(eq(campaigns.id, campaignId));
    await seedCoordinator(portal.app, { ...COORDINATOR, groupId });
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/coordinator',
      payload: { email: COORDINATOR.email, password: COORDINATOR.password },
    });
    coordinator = login.json();
    await api('PUT', `/groups/${groupId}/teams`, {
      teams: [
        { name: 'Room 14', leaderName: 'Mr. Diaz' },
        { name: 'Room 12', leaderName: 'Ms. Park' },
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a seller on a 375 px phone in Spanish must pick their class at the campaign step, once', async () => {
    const { page, problems } = await openPage(browser, portal, PHONE, { locale: 'es-MX' });
    await page.goto('/');
    await page.getByLabel(LOGIN_ES.fields.groupCode).fill('class24');
    await page.getByLabel(LOGIN_ES.fields.sellerName).fill('Lucía Gómez');
    await page.getByLabel(LOGIN_ES.fields.email).fill('gomez.family@example.org');
    await page.getByRole('button', { name: LOGIN_ES.details.submit, exact: true }).click();

    const S = CAMPAIGN_STEP_ES;
    await page.getByRole('heading', { name: S.title }).waitFor();
    const classes = page.getByLabel(SELLER_TEAM_TEXTS_ES.label);
    // In natural order, Room 12 before Room 14, after the prompt.
    expect(await classes.locator('option').allTextContents()).toEqual([
      SELLER_TEAM_TEXTS_ES.placeholder,
      'Room 12',
      'Room 14',
    ]);
    await page.getByRole('button', { name: S.submit, exact: true }).click();
    await page.getByText(SELLER_TEAM_TEXTS_ES.selectTeam, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('team');
    await classes.selectOption({ label: 'Room 12' });
    await snapshot(page, 'es-seller-class-step-phone');
    await expectFits(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: S.submit, exact: true }).click();
    await page.waitForURL('**/shop');

    const lucia = (await roster()).find((seller) => seller.name === 'Lucía Gómez');
    expect(lucia?.team?.name).toBe('Room 12');

    // The next login remembers it: with the class known and one campaign, straight on to the shop.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByLabel(LOGIN_ES.fields.groupCode).fill('CLASS24');
    await page.getByLabel(LOGIN_ES.fields.sellerName).fill('Lucía Gómez');
    await page.getByLabel(LOGIN_ES.fields.email).fill('gomez.family@example.org');
    await page.getByRole('button', { name: LOGIN_ES.details.submit, exact: true }).click();
    await page.waitForURL('**/shop');
    expect(problems).toEqual([]);
  });

  it('a coordinator imports a roster, sees participation move as orders arrive and prints sheets by class', async () => {
    const { page, problems } = await openStaffPage(
      browser,
      portal,
      '/coordinator/teams',
      coordinator,
      'coordinator',
      TABLET,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel(TEAM_TEXTS.roster.paste).fill(ROSTER);
    await page.getByRole('button', { name: TEAM_TEXTS.roster.previewPasted }).click();
    await page.getByText(TEAM_TEXTS.roster.previewTitle(TEAM_TEXTS.roster.pasted)).waitFor();
    await page
      .getByText(
        '1 name is written “Last, First”: it is read as first name, then last name (“Shah, Dev” is Dev Shah).',
        { exact: true },
      )
      .waitFor();
    await snapshot(page, 'roster-preview-tablet');
    await expectAccessible(page);
    await page.getByRole('button', { name: TEAM_TEXTS.roster.confirm }).click();
    await page.getByText(TEAM_TEXTS.roster.imported(4, 0, 0), { exact: true }).waitFor();
    const sellers = await roster();
    expect(sellers.map((seller) => [seller.name, seller.team?.name, seller.hasLoggedIn])).toEqual([
      ['Ava Stone', 'Room 12', false],
      ['Ben Ray', 'Room 12', false],
      ['Cara Diaz', 'Room 14', false],
      ['Dev Shah', 'Room 14', false],
      ['Lucía Gómez', 'Room 12', true],
    ]);

    // The results: nobody has sold; Room 12 has three sellers, Room 14 two.
    await page.goto(`/coordinator/campaigns/${campaignId}`);
    await teamRow(page, 'Room 12').waitFor();
    expect(await teamRow(page, 'Room 12').textContent()).toContain(REPORT_TEXTS.participationOf(0, 3));
    expect(await teamRow(page, 'Room 14').textContent()).toContain(REPORT_TEXTS.participationOf(0, 2));

    const idOf = (name: string) => sellers.find((seller) => seller.name === name)!._id;
    const group = { id: groupId, code: 'CLASS24' };
    await seedOrder(portal.app, {
      number: '#2001',
      group,
      campaignId,
      sellerId: idOf('Ava Stone'),
      sellerName: 'Ava Stone',
      totalCents: 3000,
    });
    await page.reload();
    await teamRow(page, 'Room 12')
      .filter({ hasText: REPORT_TEXTS.participationOf(1, 3) })
      .waitFor();
    await seedOrder(portal.app, {
      number: '#2002',
      group,
      campaignId,
      sellerId: idOf('Cara Diaz'),
      sellerName: 'Cara Diaz',
      totalCents: 4500,
    });
    await seedOrder(portal.app, {
      number: '#2003',
      group,
      campaignId,
      sellerId: idOf('Dev Shah'),
      sellerName: 'Dev Shah',
      totalCents: 1500,
    });
    await page.reload();
    await teamRow(page, 'Room 14')
      .filter({ hasText: REPORT_TEXTS.participationOf(2, 2) })
      .waitFor();
    // Ranked by sales: Room 14 ($60) above Room 12 ($30).
    const rows = teamTable(page).locator('tbody tr');
    expect((await rows.first().textContent())?.includes('Room 14')).toBe(true);
    await snapshot(page, 'report-teams-tablet');
    await expectAccessible(page);

    // The dashboard names the leading classes; the orders list narrows to one class.
    await page.goto('/coordinator');
    await page.getByRole('heading', { name: REPORT_TEXTS.dashboard.leadingClasses }).waitFor();
    const leading = page.locator(
      `.table-wrap[aria-label="${REPORT_TEXTS.dashboard.leadingClasses} · Cookie Week"] tbody tr`,
    );
    expect((await leading.allTextContents()).map((row) => row.split('$')[0])).toEqual([
      '1Room 14',
      '2Room 12',
    ]);
    await snapshot(page, 'dashboard-leading-classes-tablet');
    await expectAccessible(page);
    await page.goto('/coordinator/orders');
    await page.getByLabel(ORDER_TEXTS.filters.team).selectOption({ label: 'Room 14' });
    await page.getByRole('button', { name: ORDER_TEXTS.filters.apply }).click();
    await page.waitForURL(/teamId=/);
    await page.getByText('#2001').waitFor({ state: 'detached' });
    expect(await page.getByText(/^#200\d$/).allTextContents()).toEqual(['#2003', '#2002']);
    await snapshot(page, 'orders-by-class-tablet');

    // Distribution sheets grouped by class: a cover per class, then its sellers, each on its own page.
    await page.goto(`/coordinator/campaigns/${campaignId}/distribution`);
    // The box follows the address (?groupBy=team), which the router updates a moment after the click: wait for the
    // covers rather than for the box itself.
    await page.getByLabel(REPORT_TEXTS.distribution.groupByTeam).click();
    const cover12 = page.getByRole('region', { name: REPORT_TEXTS.distribution.cover('Room 12') });
    await cover12.getByText(REPORT_TEXTS.distribution.leader('Ms. Park'), { exact: true }).waitFor();
    expect(await cover12.locator('li').allTextContents()).toEqual(['Ava Stone']);
    const cover14 = page.getByRole('region', { name: REPORT_TEXTS.distribution.cover('Room 14') });
    expect(await cover14.locator('li').allTextContents()).toEqual(['Cara Diaz', 'Dev Shah']);
    await snapshot(page, 'distribution-by-class-tablet');
    await expectAccessible(page);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => document.body.innerText);
    expect(printed.indexOf('Room 12')).toBeLessThan(printed.indexOf('Ava Stone'));
    expect(printed.indexOf('Ava Stone')).toBeLessThan(printed.indexOf('Room 14'));
    const pages = pdfPageCount(await page.pdf({ format: 'Letter' }));
    // Two covers and three sellers' sheets, then the campaign's products.
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
  });

  it('the coordinator publishes a class page, which a family opens on a phone', async () => {
    const { page, problems } = await openStaffPage(
      browser,
      portal,
      `/coordinator/campaigns/${campaignId}`,
      coordinator,
      'coordinator',
      TABLET,
    );
    const T = SHARE_LINK_TEXTS.classPages;
    const room12 = T.classPageOf('Room 12');
    await page.getByRole('button', { name: T.publishLabel(room12) }).click();
    await page.getByText(T.published(room12)).waitFor();
    const pages = await api<{ teams: { team: { name: string }; page: { url: string } | null }[] }>(
      'GET',
      `/groups/${groupId}/campaigns/${campaignId}/team-pages`,
    );
    const url = pages.teams.find((entry) => entry.team.name === 'Room 12')!.page!.url;
    expect(problems).toEqual([]);

    const family = await openPage(browser, portal, PHONE, { locale: 'es-MX' });
    await family.page.goto(new URL(url).pathname);
    await family.page
      .getByRole('heading', { level: 1, name: TEAM_PAGE_TEXTS_ES.teamHeading('Room 12') })
      .waitFor();
    const text = await family.page.locator('main').innerText();
    expect(text).toContain(TEAM_PAGE_TEXTS_ES.participationLine(1, 3));
    // Sellers are not listed until the coordinator switches it on; no child's name at all.
    expect(text).not.toContain('Ava');
    expect(text).not.toContain(TEAM_PAGE_TEXTS_ES.sellersHeading);
    await snapshot(family.page, 'es-class-page-phone');
    await expectFits(family.page);
    await expectAccessible(family.page);

    await family.page.goto(`${new URL(url).pathname}?lang=en`);
    await family.page
      .getByRole('heading', { level: 1, name: TEAM_PAGE_TEXTS.teamHeading('Room 12') })
      .waitFor();
  });
});
