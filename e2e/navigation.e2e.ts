import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HEALTH_TEXTS } from '../src/web/features/health/texts.js';
import { launchBrowser, openPage, startPortal, type Portal } from './support/portal.js';
import { snapshot } from './support/screenshots.js';

describe('navigation, not found and connectivity', () => {
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

  it('redirects an unknown path to /not-found, whose button goes home', async () => {
    const { page, context, problems } = await openPage(browser, portal);
    await page.goto('/no/such/page');
    await page.waitForURL('**/not-found');
    await snapshot(page, 'not-found');
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a token from /shop to the seller login', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.goto('/shop');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('turns the dot red when the API stops answering', async () => {
    const { page, context } = await openPage(browser, portal);
    await page.clock.install();
    await page.goto('/');
    await page.getByTitle(HEALTH_TEXTS.connected).waitFor();
    await page.route('**/api/health**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.clock.fastForward(30_000);
    await page.getByTitle(HEALTH_TEXTS.disconnected).waitFor();
    await context.close();
  });

  it('serves the security headers and a strict content security policy', async () => {
    const response = await fetch(`${portal.url}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
