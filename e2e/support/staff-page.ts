import AxeBuilder from '@axe-core/playwright';
import { expect, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type Portal } from './portal.js';
import { snapshot } from './screenshots.js';
import { useStaffSession } from './session.js';

/**
 * A new page signed in as the given staff session and opened at `path`; when the test fails, a screenshot of
 * it is saved as `failed-<test name>`.
 */
export async function openStaffPage(
  browser: Browser,
  portal: Portal,
  path: string,
  session: { token: string; user: unknown },
  role: string,
  viewport?: { width: number; height: number },
) {
  const opened = await openPage(browser, portal, viewport);
  onTestFailed(({ task }) => snapshot(opened.page, `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`));
  await useStaffSession(opened.page, session, role);
  await opened.page.goto(path);
  return opened;
}

/** Fails on any serious or critical accessibility finding, naming the rule and the elements. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
