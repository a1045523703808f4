import type { Locale } from '../../shared/i18n/locale.js';
import { formatAmount, formatLongDate } from '../server-pages/people-formats.js';
import { html, type Html } from '../server-pages/html.js';
import { smallPage } from '../server-pages/small-page.js';
import type { DonationReceipt } from './donation-receipt.js';
import { RECEIPT_PATHS } from './paths.js';
import { RECEIPT_TEXT } from './texts.js';

/** Receipts state dates and amounts the way every page for people does. */
export { formatLongDate as formatReceiptDate, formatAmount as formatReceiptAmount };

/** The frame of a receipt page: language switch, main, the print script; nothing of it is printed but main. */
function layout(locale: Locale, title: string, body: Html): Html {
  const TEXT = RECEIPT_TEXT[locale];
  return smallPage({
    locale,
    title,
    stylesheet: RECEIPT_PATHS.stylesheet,
    script: RECEIPT_PATHS.printScript,
    texts: TEXT,
    body,
  });
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
    [TEXT.amountLabel, formatAmount(receipt.amountCents, locale), 'receipt-amount'],
    [TEXT.dateLabel, formatLongDate(receipt.date, locale)],
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
