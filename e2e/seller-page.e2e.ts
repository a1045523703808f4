import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHARE_TOKEN_LENGTH } from '../src/shared/api/share-link-paths.js';
import { SELLER_PAGE_TEXTS as T } from '../src/web/features/seller-page/texts.js';
import { SHOP_MESSAGES, SHOP_TEXTS } from '../src/web/features/shop/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';
import { seedGroup } from './support/seed.js';
import { expectAccessible } from './support/staff-page.js';
import { logInAsSeller } from './support/seller.js';

const SHARE_URL = new RegExp(`/s/[1-9A-HJ-NP-Za-km-z]{${SHARE_TOKEN_LENGTH}}$`);

const logIn = (page: Page, groupCode: string, name: string) =>
  logInAsSeller(page, { groupCode, name, email: 'moss.family@example.org' });

/** Pages in a PDF: its page objects (`/Type /Page`), not the page tree (`/Type /Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('seller page /seller: share link, QR code and flyer', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    await seedGroup(portal.app, {
      code: 'FOXES2',
      name: 'Foxes Class 2',
      organizationName: 'Riverside Primary School',
      campaigns: [{ name: 'Spring Cookie Dough' }, { name: 'Holiday Wreaths' }],
    });
    await seedGroup(portal.app, {
      code: 'OWLS4',
      name: 'Owls Class 4',
      organizationName: 'Maple Primary School',
      campaigns: [{ name: 'Candle Drive' }],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('from the campaign step: greets the seller, copies the link, shows and downloads the QR code', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    await logIn(page, 'FOXES2', 'Ava Marie Moss');
    await page.getByLabel('Campaign').selectOption({ label: 'Holiday Wreaths' });
    await page.getByRole('button', { name: 'Share with family' }).click();
    await page.waitForURL('**/seller');

    await page.getByRole('heading', { level: 1, name: 'Hi Ava!' }).waitFor();
    expect(await page.title()).toBe('Share with family · Fundraising Portal');
    const campaign = page.getByText('Campaign', { exact: true }).locator('xpath=following-sibling::dd[1]');
    expect(await campaign.textContent()).toBe('Holiday Wreaths');

    const link = await page.getByRole('textbox', { name: T.share.linkLabel }).inputValue();
    expect(link.startsWith(portal.url)).toBe(true);
    expect(link).toMatch(SHARE_URL);
    await page.getByRole('button', { name: T.share.copy }).click();
    await page.getByText(T.share.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const qr = page.getByRole('img', { name: T.share.qrAlt });
    expect(await qr.isVisible()).toBe(true);
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: T.share.downloadPng }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('share-link-qr-code.png');
    const pngBytes = await png.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngBytes.readUInt32BE(16)).toBe(1024);

    // The same link on a second visit: one link per seller and campaign.
    await page.reload();
    expect(await page.getByRole('textbox', { name: T.share.linkLabel }).inputValue()).toBe(link);

    await expectAccessible(page);
    await snapshot(page, 'seller-page');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from the shop confirmation: "Share with family", then "Shop now" back to the shop', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    await logIn(page, 'OWLS4', 'Noah Reed');
    await page.waitForURL('**/shop');
    const dialog = page.getByRole('dialog', { name: SHOP_MESSAGES.confirm.title });
    await dialog.getByRole('link', { name: SHOP_TEXTS.shareWithFamily }).click();
    await page.waitForURL('**/seller');
    await page.getByRole('heading', { level: 1, name: 'Hi Noah!' }).waitFor();
    expect(await page.getByRole('textbox', { name: T.share.linkLabel }).inputValue()).toMatch(SHARE_URL);

    await page.getByRole('link', { name: T.shopNow }).click();
    await page.waitForURL('**/shop');
    await page.getByRole('dialog', { name: SHOP_MESSAGES.confirm.title }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prints the flyer on one A4 and one Letter page', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    await logIn(page, 'OWLS4', 'Mia Grace Lund');
    await page.waitForURL('**/shop');
    await page.goto('/seller');
    await page.getByRole('link', { name: T.share.flyer }).click();
    await page.waitForURL('**/seller/flyer');
    const flyer = page.locator('article.flyer');
    await flyer.getByRole('heading', { level: 1, name: 'Support Mia L.' }).waitFor();
    for (const shown of ['Maple Primary School', 'Owls Class 4', 'Candle Drive']) {
      await flyer.getByText(shown, { exact: true }).waitFor();
    }
    expect(await flyer.textContent()).not.toContain('Lund');
    await snapshot(page, 'seller-flyer-screen');

    await page.emulateMedia({ media: 'print' });
    // The printable width of A4 (210 mm less 2 × 12 mm margins) at 96 px per inch, for the screenshot.
    await page.setViewportSize({ width: 703, height: 965 });
    expect(await page.getByRole('button', { name: T.flyer.print }).isVisible()).toBe(false);
    await snapshot(page, 'seller-flyer-print');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect({ format, pages: pdfPageCount(pdf) }).toEqual({ format, pages: 1 });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone-sized screen, page and flyer', async () => {
    const { page, context } = await openPage(browser, portal, { width: 375, height: 740 });
    await logIn(page, 'OWLS4', 'Liam Park');
    await page.waitForURL('**/shop');
    await page.goto('/seller');
    await page.getByRole('heading', { level: 1, name: 'Hi Liam!' }).waitFor();
    await page.getByRole('img', { name: T.share.qrAlt }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    const copy = await page.getByRole('button', { name: T.share.copy }).boundingBox();
    expect(copy!.x + copy!.width).toBeLessThanOrEqual(375);
    await snapshot(page, 'seller-page-phone');

    await page.goto('/seller/flyer');
    await page.getByRole('heading', { level: 1, name: 'Support Liam P.' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await snapshot(page, 'seller-flyer-phone');
    await context.close();
  });
});
