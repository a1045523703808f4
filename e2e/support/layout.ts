import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The phone the buyer screens are checked on. */
export const PHONE = { width: 375, height: 740 };

/** Nothing wider than the screen: no page scrolls sideways, no text runs out of its button or card. */
export async function expectNoOverflow(page: Page, width = PHONE.width) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (pageWidth > width) {
    // The innermost elements reaching past the screen's right edge, so the failure names the culprits.
    const tooWide = await page.evaluate((screenWidth) => {
      const beyond = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.getBoundingClientRect().right > screenWidth + 1,
      );
      return beyond
        .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
        .map(
          (element) =>
            `${Math.round(element.getBoundingClientRect().right)}px ${element.outerHTML.slice(0, 120)}`,
        );
    }, width);
    expect({ pageWidth, tooWide }).toEqual({ pageWidth: width, tooWide: [] });
  }
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, .button, a, label, h1, h2, dd, dt, p')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      .filter((element) => getComputedStyle(element).overflow !== 'visible' || element.tagName === 'BUTTON')
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(overflowing).toEqual([]);
}
