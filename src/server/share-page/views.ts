import type { TGoalProgress, TPublicShareLink } from '../../shared/api/share-links.js';
import { goalProgressOfAmounts } from '../../shared/goal-progress.js';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { SHARE_PAGE_TEXTS } from '../../shared/texts/share-page.js';
import { SHARE_PAGE_TEXTS_ES } from '../../shared/texts/share-page.es.js';
import { html, type Html } from '../server-pages/html.js';
import { languageSwitch } from '../server-pages/language-switch.js';
import { SHARE_DONATION_TEXT } from './donation-texts.js';
import { SHARE_PAGE_PATHS } from './paths.js';

const PORTAL_HOME = '/';

/** The share page's texts in each language. */
export const SHARE_PAGE_TEXT: Record<Locale, typeof SHARE_PAGE_TEXTS_ES> = {
  en: SHARE_PAGE_TEXTS,
  es: SHARE_PAGE_TEXTS_ES,
};
type Texts = (typeof SHARE_PAGE_TEXT)[Locale];

const heartIcon = html`<svg class="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.8 1.2 5.3 3 1.5-1.8 3.1-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
  />
</svg>`;

/** The frame of every public page (share page, class page, leaderboard): header, language switch, main, footer. */
export function layout(locale: Locale, title: string, body: Html): Html {
  const TEXT = SHARE_PAGE_TEXT[locale];
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <link rel="stylesheet" href="${SHARE_PAGE_PATHS.stylesheet}" />
      </head>
      <body>
        <a class="skip-link" href="#main">${TEXT.skipLink}</a>
        <header class="site-header">
          <div class="container">
            <p class="brand">${heartIcon}<span>${TEXT.siteName}</span></p>
            ${languageSwitch(locale, TEXT.languageSwitch)}
          </div>
        </header>
        <main id="main" class="container" tabindex="-1">${body}</main>
        <footer class="site-footer">
          <div class="container"><a href="${PORTAL_HOME}">${TEXT.footerPortal}</a></div>
        </footer>
      </body>
    </html>`;
}

const MONTH_DAY_YEAR = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** "2026-03-01" → "March 1, 2026" or "1 de marzo de 2026" (a calendar date, no time zone of its own). */
export function formatCalendarDate(isoDate: string, locale: Locale = 'en'): string {
  return MONTH_DAY_YEAR[locale].format(new Date(`${isoDate}T00:00:00Z`));
}

/** 1234.5 → "$1,234.50" (dollars in every language) */
export function formatDollars(amount: number, locale: Locale = 'en'): string {
  return amount.toLocaleString(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * A goal's heading, bar and figure: "$60.00 of $2,000.00 raised (3% of the goal)", and a note under it. What is
 * raised is product sales and donations together, as the goal counts them.
 */
export function goalBar(
  texts: {
    heading: string;
    progress: (raised: string, goal: string) => string;
    percent: (percent: number) => string;
    note?: string;
  },
  locale: Locale,
  goal: TGoalProgress,
): Html {
  const raised = goal.productSales + goal.donations;
  const percent = goalProgressOfAmounts(raised, goal.goalAmount)?.percent ?? 0;
  const progressText = texts.progress(formatDollars(raised, locale), formatDollars(goal.goalAmount, locale));
  return html`<section class="goal" aria-labelledby="goal-title">
    <h2 id="goal-title">${texts.heading}</h2>
    <progress
      class="goal-bar"
      max="100"
      value="${Math.min(100, percent)}"
      aria-labelledby="goal-title"
      aria-describedby="goal-text"
    >
      ${percent}%
    </progress>
    <p id="goal-text" class="goal-text">
      <strong>${progressText}</strong> <span class="muted">(${texts.percent(percent)})</span>
    </p>
    ${texts.note ? html`<p class="goal-note muted">${texts.note}</p>` : ''}
  </section>`;
}

/** The group's goal; its note says donations count when the campaign takes them or some were given. */
function goalSection(TEXT: Texts, locale: Locale, link: TPublicShareLink, goal: TGoalProgress): Html {
  const countsDonations = link.donations !== null || goal.donations > 0;
  return goalBar(
    {
      heading: TEXT.goalHeading,
      progress: TEXT.goalProgress,
      percent: TEXT.goalPercent,
      ...(countsDonations ? { note: SHARE_DONATION_TEXT[locale].goalCountsDonations } : {}),
    },
    locale,
    goal,
  );
}

/**
 * Labelled facts (group, organization, fundraiser, dates) as a definition list, two columns on a wide screen; a
 * class page's totals are one too, styled as `stats`.
 */
export function factRows(
  rows: readonly (readonly [string, string])[],
  listClass: 'facts' | 'stats' = 'facts',
): Html {
  return html`<dl class="${listClass}">
    ${rows.map(
      ([label, value]) =>
        html`<div>
          <dt>${label}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;
}

function factsList(TEXT: Texts, locale: Locale, link: TPublicShareLink): Html {
  const dates = TEXT.dates(
    formatCalendarDate(link.campaign.startDate, locale),
    formatCalendarDate(link.campaign.endDate, locale),
  );
  return factRows([
    [TEXT.groupLabel, link.group.name],
    [TEXT.organizationLabel, link.group.organizationName],
    [TEXT.campaignLabel, link.campaign.name],
    [TEXT.datesLabel, dates],
  ]);
}

function shopOrNotice(TEXT: Texts, locale: Locale, token: string, link: TPublicShareLink): Html {
  if (link.canShop || !link.unavailable) {
    const shop = html`<form class="shop-form" method="post" action="${SHARE_PAGE_PATHS.shop(token)}">
      <button class="button" type="submit">${TEXT.shopButton}</button>
      <p class="muted">${TEXT.shopHint}</p>
    </form>`;
    if (link.donations === null) return shop;
    const GIVE = SHARE_DONATION_TEXT[locale];
    return html`<div class="shop-actions">
      ${shop}
      <form class="donate-form" method="post" action="${SHARE_PAGE_PATHS.donate(token)}">
        <button class="button button-secondary" type="submit">${GIVE.donateButton}</button>
        <p class="muted">${GIVE.donateHint}</p>
      </form>
    </div>`;
  }
  const notice = TEXT.unavailable[link.unavailable];
  return html`<section class="notice" aria-labelledby="notice-title">
    <h2 id="notice-title">${notice.heading}</h2>
    <p>${notice.message}</p>
  </section>`;
}

/** The share page: who the purchase supports, the group's goal, and Shop now and Give a donation (or why not). */
export function sharePage(token: string, link: TPublicShareLink, locale: Locale = 'en'): Html {
  const TEXT = SHARE_PAGE_TEXT[locale];
  // On a phone the button (or why there is none) stays in the first screen; the details follow.
  const goal = link.goal ? goalSection(TEXT, locale, link, link.goal) : '';
  const action = shopOrNotice(TEXT, locale, token, link);
  const body = html`<article class="card">
    <h1>${TEXT.supportLine(link.seller)}</h1>
    <p class="lead">${TEXT.intro(link.seller.firstName, link.group.name)}</p>
    ${link.canShop ? [goal, action] : [action, goal]} ${factsList(TEXT, locale, link)}
  </article>`;
  return layout(locale, TEXT.title(link.seller, link.group.name), body);
}

/** A page with a heading and a sentence: the invalid link, too many requests, a shop that cannot be reached. */
export function messagePage(
  texts: { title: string; heading: string; message: string },
  locale: Locale = 'en',
): Html {
  return layout(
    locale,
    texts.title,
    html`<article class="card">
      <h1>${texts.heading}</h1>
      <p class="lead">${texts.message}</p>
    </article>`,
  );
}
