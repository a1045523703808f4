import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { html, type Html } from '../server-pages/html.js';
import { languageSwitch } from '../server-pages/language-switch.js';
import type { DonationReceipt } from './donation-receipt.js';
import { RECEIPT_PATHS } from './paths.js';
import { RECEIPT_TEXT } from './texts.js';

const LONG_DATE = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** "2026-03-10" → "March 10, 2026" or "10 de marzo de 2026" (a calendar date, already in the portal's zone). */
export const formatReceiptDate = (isoDate: string, locale: Locale) =>
  LONG_DATE[locale].format(new Date(`${isoDate}T00:00:00Z`));

/** Cents as dollars in the reader's language: "$1,234.50". */
export const formatReceiptAmount = (cents: number, locale: Locale) =>
  (cents / 100).toLocaleString(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** The frame of a receipt page: language switch, main, the print script; nothing of it is printed but main. */
function layout(locale: Locale, title: string, body: Html): Html {
  const TEXT = RECEIPT_TEXT[locale];
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <link rel="stylesheet" href="${RECEIPT_PATHS.stylesheet}" />
        <script src="${RECEIPT_PATHS.printScript}" defer></script>
      </head>
      <body>
        <a class="skip-link" href="#main">${TEXT.skipLink}</a>
        <header class="site-header">
          <div class="container">${languageSwitch(locale, TEXT.languageSwitch)}</div>
        </header>
        <main id="main" class="container" tabindex="-1">${body}</main>
      </body>
    </html>`;
}

/**
 * The printable receipt: the organization, the amount given, the date, the order number, the tax ID and the
 * group's note when set, and what the buyer received in return. No buyer's name, e-mail or address.
 */
export function receiptPage(receipt: DonationReceipt, locale: Locale): Html {
  const TEXT = RECEIPT_TEXT[locale];
  const facts: [string, string, string?][] = [
    [TEXT.organizationLabel, receipt.organization],
    ...(receipt.groupName && receipt.groupName !== receipt.organization
      ? [[TEXT.groupLabel, receipt.groupName] as [string, string]]
      : []),
    ...(receipt.campaignName ? [[TEXT.fundraiserLabel, receipt.campaignName] as [string, string]] : []),
    [TEXT.amountLabel, formatReceiptAmount(receipt.amountCents, locale), 'receipt-amount'],
    [TEXT.dateLabel, formatReceiptDate(receipt.date, locale)],
    [TEXT.orderLabel, receipt.orderNumber],
  ];
  const body = html`<article class="receipt" aria-labelledby="receipt-title">
      <p class="receipt-organization">${receipt.organization}</p>
      <h1 id="receipt-title">${TEXT.heading}</h1>
      <dl class="receipt-facts">
        ${facts.map(
          ([label, value, kind]) =>
            html`<div${kind ? html` class="${kind}"` : ''}>
              <dt>${label}</dt>
              <dd>${value}</dd>
            </div>`,
        )}
      </dl>
      ${receipt.taxId ? html`<p class="receipt-tax-id">${TEXT.taxId(receipt.taxId)}</p>` : ''}
      <p class="receipt-statement">${receipt.withProducts ? TEXT.donationOnly : TEXT.noGoodsOrServices}</p>
      ${receipt.note ? html`<p class="receipt-note">${receipt.note}</p>` : ''}
      <p>${TEXT.thanks}</p>
    </article>
    <div class="receipt-actions">
      <button class="button" type="button" data-print hidden>${TEXT.print}</button>
      <p class="muted">${TEXT.printHint}</p>
    </div>`;
  return layout(locale, TEXT.title(receipt.organization), body);
}

/** A heading and a sentence: the receipt not found, too many requests, a failure. */
export function receiptMessagePage(
  texts: { title: string; heading: string; message: string },
  locale: Locale,
): Html {
  return layout(
    locale,
    texts.title,
    html`<article class="message">
      <h1>${texts.heading}</h1>
      <p>${texts.message}</p>
    </article>`,
  );
}
