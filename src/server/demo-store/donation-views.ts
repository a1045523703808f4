import type { Locale } from '../../shared/i18n/locale.js';
import { html, type Html } from '../server-pages/html.js';
import { formatMoney, moneyString } from './catalog.js';
import type { Cart } from './cookies.js';
import { DONATION_FIELDS, OTHER_AMOUNT, type DonationOffer } from './donation.js';
import { DEMO_STORE_DONATION_TEXT } from './donation-texts.js';
import { PATHS } from './paths.js';
import { DEMO_STORE_TEXT } from './texts.js';
import { alert, cartCountOf, creditsCard, creditsOf, fieldError, layout } from './views.js';

interface DonationPageOptions {
  locale: Locale;
  cart: Cart;
  offer: DonationOffer;
  /** The form as sent, when it comes back with a problem. */
  values?: { choice: string; other: string };
  error?: { field: 'choice' | 'other'; message: string };
}

const CHOICE_ID = 'donation-amount';
const OTHER_ID = 'donation-other';

/** What the form starts with: what was sent, else the cart's donation (a suggested amount or the other amount). */
function startingValues(cart: Cart, offer: DonationOffer, values: DonationPageOptions['values']) {
  if (values) return values;
  const current = cart.donationCents;
  if (!current) return { choice: '', other: '' };
  return offer.suggestedCents.includes(current)
    ? { choice: moneyString(current), other: '' }
    : { choice: OTHER_AMOUNT, other: moneyString(current) };
}

function amountOption(value: string, label: string, chosen: string): Html {
  return html`<label class="radio-option amount-option">
    <input
      type="radio"
      name="${DONATION_FIELDS.choice}"
      value="${value}"
      ${chosen === value ? ' checked' : ''}
    />
    <span class="radio-text"><span class="radio-title">${label}</span></span>
  </label>`;
}

/**
 * The donation form: the campaign's suggested amounts and an other amount, the minimum said up front, and the
 * problem with what was sent. Without suggested amounts, the other amount alone.
 */
export function donationPage({ locale, cart, offer, values, error }: DonationPageOptions): Html {
  const T = DEMO_STORE_TEXT[locale];
  const D = DEMO_STORE_DONATION_TEXT[locale];
  const F = D.form;
  const start = startingValues(cart, offer, values);
  const choiceError = error?.field === 'choice' ? error.message : undefined;
  const otherError = error?.field === 'other' ? error.message : undefined;
  const minimum = offer.minimumCents === null ? '' : F.minimum(formatMoney(offer.minimumCents, locale));
  const describedBy = [minimum ? `${CHOICE_ID}-minimum` : '', choiceError ? `${CHOICE_ID}-error` : '']
    .filter(Boolean)
    .join(' ');
  const otherDescribedBy = [`${OTHER_ID}-hint`, otherError ? `${OTHER_ID}-error` : '']
    .filter(Boolean)
    .join(' ');
  const suggested = offer.suggestedCents.length > 0;
  return layout({
    locale,
    title: F.title,
    cartCount: cartCountOf(cart),
    body: html`${creditsCard(T, creditsOf(cart), T.credits.giftHeading)}
      <div class="page-intro">
        <h1>${F.heading}</h1>
        <p>${F.intro}</p>
      </div>
      ${error ? alert(error.message) : ''}
      ${cart.donationCents ? html`<p class="muted">${F.current(formatMoney(cart.donationCents, locale))}</p>` : ''}
      <form class="donation-form summary-card" method="post" action="${PATHS.donate}" novalidate>
        <fieldset
          class="form-section${choiceError ? ' field-invalid' : ''}"
          id="${CHOICE_ID}"
          ${describedBy ? html` aria-describedby="${describedBy}"` : ''}
        >
          <legend>${F.amountLegend}</legend>
          ${minimum ? html`<p class="muted" id="${CHOICE_ID}-minimum">${minimum}</p>` : ''}
          ${choiceError ? html`<p class="field-error" id="${CHOICE_ID}-error">${choiceError}</p>` : ''}
          ${
            suggested
              ? html`<div class="radio-list amount-list">
                  ${offer.suggestedCents.map((cents) =>
                    amountOption(moneyString(cents), formatMoney(cents, locale), start.choice),
                  )}
                  ${amountOption(OTHER_AMOUNT, F.otherOption, start.choice)}
                </div>`
              : html`<input type="hidden" name="${DONATION_FIELDS.choice}" value="${OTHER_AMOUNT}" />`
          }
          <div class="field other-amount${otherError ? ' field-invalid' : ''}">
            <label for="${OTHER_ID}">${F.otherLabel}</label>
            <input
              id="${OTHER_ID}"
              name="${DONATION_FIELDS.other}"
              type="text"
              inputmode="decimal"
              autocomplete="off"
              value="${start.other}"
              aria-describedby="${otherDescribedBy}"
              ${otherError ? html` aria-invalid="true"` : ''}
            />
            <p class="muted" id="${OTHER_ID}-hint">${F.otherHint}</p>
            ${fieldError(OTHER_ID, otherError)}
          </div>
        </fieldset>
        <button class="button button-block button-large" type="submit">${F.submit}</button>
        <p class="continue"><a href="${PATHS.cart}">${F.backToCart}</a></p>
      </form>`,
  });
}
