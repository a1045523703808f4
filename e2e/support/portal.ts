import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { freshDatabase } from '../../test/support/database-template.js';

export interface Portal {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** The whole portal (built web app and API) on a free port with a fresh embedded database. */
/** A port nobody listens on right now, so PUBLIC_URL can name it before the portal starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    PUBLIC_URL: url,
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    async stop() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The browser files run their pages in. The browser test files run one after the other in one process, so they
 * share one Chromium: a file's `close()` closes the windows (contexts) it opened and leaves the browser running
 * for the next file, instead of starting a new one each time.
 */
export async function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= startChromium();
  const browser = await sharedBrowser;
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'close') {
        return async () => {
          await Promise.all(target.contexts().map((context) => context.close()));
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function startChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: apt-get install chromium, or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed same-origin requests seen so far; a screen should produce none. */
  problems: string[];
}

export async function openPage(
  browser: Browser,
  portal: Portal,
  viewport = { width: 1280, height: 800 },
  options: { locale?: string } = {},
) {
  // Without a locale the browser's own default applies, as before.
  const context = await browser.newContext({ baseURL: portal.url, viewport, ...options });
  // Fail on the step that waits, with its locator in the message, well before the test's own time-out.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems } satisfies PageSession;
}

export const screenshotDir = path.resolve('e2e/artifacts');
