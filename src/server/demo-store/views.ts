import type { Locale } from '../../shared/i18n/locale.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import {
  COUNTRIES,
  MAX_LINE_QUANTITY,
  PRODUCTS,
  SHIPPING_METHODS,
  formatMoney,
  type Product,
} from './catalog.js';
import {
  cartSubtotalOf,
  checkoutFieldsOf,
  shippingCentsOf,
  shipsProducts,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type PricedLine,
} from './checkout.js';
import { CHECKOUT_TOKEN_FIELD } from './checkout-reservation.js';
import { attributeOf, isEmptyCart, type Cart, type Receipt } from './cookies.js';
import { DEMO_STORE_DONATION_TEXT } from './donation-texts.js';
import { html, type Html } from '../server-pages/html.js';
import { PATHS } from './paths.js';
import { languageSwitch } from '../server-pages/language-switch.js';
import { DEMO_STORE_TEXT, type DemoStoreTexts, type ProductHandle, type ShippingCode } from './texts.js';

const heartIcon = html`<svg class="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.8 1.2 5.3 3 1.5-1.8 3.1-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
  />
</svg>`;
const cartIcon = html`<svg class="cart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  />
  <circle cx="10" cy="20" r="1.6" />
  <circle cx="17" cy="20" r="1.6" />
</svg>`;

interface LayoutOptions {
  locale: Locale;
  title: string;
  cartCount: number;
  body: Html;
}

export function layout({ locale, title, cartCount, body }: LayoutOptions): Html {
  const T = DEMO_STORE_TEXT[locale];
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${T.shopName}</title>
        <link rel="stylesheet" href="${PATHS.css}" />
      </head>
      <body>
        <a class="skip-link" href="#main">${T.skipLink}</a>
        <div class="demo-ribbon">
          <p>${T.ribbon}</p>
          ${languageSwitch(locale, T.languageSwitch)}
        </div>
        <header class="site-header">
          <div class="container header-inner">
            <a class="brand" href="${PATHS.home}">${heartIcon}<span>${T.shopName}</span></a>
            <nav class="site-nav" aria-label="${T.navLabel}">
              <a class="nav-shop" href="${PATHS.home}">${T.navShop}</a>
              <a class="cart-link" href="${PATHS.cart}"
                >${cartIcon}<span>${T.navCart}</span
                ><span class="cart-count" aria-hidden="true">${cartCount}</span
                ><span class="visually-hidden">, ${T.items(cartCount)}</span></a
              >
            </nav>
          </div>
        </header>
        <main id="main" class="container" tabindex="-1">${body}</main>
        <footer class="site-footer">
          <div class="container footer-inner">
            <p>${T.footer}</p>
            <p><a href="${PATHS.portal}">${T.backToPortal}</a></p>
          </div>
        </footer>
      </body>
    </html> `;
}

/** A product's name and description in the language (the order the store records keeps the English ones). */
export const productText = (T: DemoStoreTexts, product: Product) =>
  T.products[product.handle as ProductHandle] ?? product;

/** A receipt keeps the English names the order has: shown in the reader's language when they are known. */
function receiptProductTitle(T: DemoStoreTexts, title: string): string {
  const product = PRODUCTS.find((entry) => entry.title === title);
  return product ? productText(T, product).title : title;
}
function receiptCountry(T: DemoStoreTexts, line: string): string {
  const country = COUNTRIES.find((entry) => entry.name === line);
  return country ? T.countries[country.code] : line;
}
function receiptShippingTitle(T: DemoStoreTexts, title: string): string {
  const method = SHIPPING_METHODS.find((entry) => entry.title === title);
  return method ? T.shippingMethods[method.code as ShippingCode].title : title;
}

/** The cart's items: its products' quantities, and its donation as one. */
export const cartCountOf = (cart: Cart) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0) + (cart.donationCents ? 1 : 0);

interface Credits {
  seller: string;
  groupName: string;
  groupCode: string;
  campaignName: string;
}

export function creditsOf(cart: Cart): Credits {
  return {
    seller: publicSellerLabel(publicSellerName(attributeOf(cart, 'student_name'))),
    groupName: attributeOf(cart, 'group_name'),
    groupCode: attributeOf(cart, 'group_code'),
    campaignName: attributeOf(cart, 'campaign_name'),
  };
}

/** Who the purchase credits, or a notice that it credits nobody. */
export function creditsCard(T: DemoStoreTexts, credits: Credits, heading: string = T.credits.heading): Html {
  const C = T.credits;
  if (!credits.groupCode && !credits.seller) {
    return html`<section class="credits credits-none" aria-labelledby="credits-title">
      <h2 id="credits-title">${C.noneHeading}</h2>
      <p>${C.uncredited} ${C.noneHint}</p>
      <p><a href="${PATHS.portal}">${C.goToPortal}</a></p>
    </section>`;
  }
  // Buyers who came through a seller's share link see this too: the group's name, never its login code when
  // it has a name, and the seller's first name and last initial only.
  const group = credits.groupName || html`<span class="group-code">${credits.groupCode}</span>`;
  return html`<section class="credits" aria-labelledby="credits-title">
    <h2 id="credits-title">${heading}</h2>
    <dl class="credits-list">
      <div>
        <dt>${C.seller}</dt>
        <dd>${credits.seller || C.notNamed}</dd>
      </div>
      <div>
        <dt>${C.group}</dt>
        <dd>${group}</dd>
      </div>
      <div>
        <dt>${C.campaign}</dt>
        <dd>${credits.campaignName || C.notNamed}</dd>
      </div>
    </dl>
  </section>`;
}

export function alert(message: string, kind: 'error' | 'success' = 'error'): Html {
  return kind === 'error'
    ? html`<div class="alert alert-error" role="alert">${message}</div>`
    : html`<div class="alert alert-success" role="status">${message}</div>`;
}

// ----- catalogue -----

interface CatalogueOptions {
  locale: Locale;
  cart: Cart;
  error?: { handle: string; message: string };
  /** The cart's campaign takes donations: the page offers the donation form. */
  donations?: boolean;
}

/** The quantity box of a product line, tied to the line's error message when it has one. */
function quantityInput(inputId: string, min: number, value: number, message: string | undefined): Html {
  return html`<input
    id="${inputId}"
    name="quantity"
    type="number"
    inputmode="numeric"
    min="${min}"
    max="${MAX_LINE_QUANTITY}"
    value="${value}"
    required${message ? html` aria-invalid="true" aria-describedby="${inputId}-error"` : ''}
  />`;
}

export function fieldError(inputId: string, message: string | undefined): Html | '' {
  return message ? html`<p class="field-error" id="${inputId}-error">${message}</p>` : '';
}

function productCard(
  T: DemoStoreTexts,
  locale: Locale,
  product: Product,
  error: CatalogueOptions['error'],
): Html {
  const fieldId = `qty-${product.handle}`;
  const message = error?.handle === product.handle ? error.message : undefined;
  const { title, description } = productText(T, product);
  return html`<li class="product-card">
    <div class="product-media tint-${product.handle}">${product.art}</div>
    <div class="product-body">
      <h2 class="product-title">${title}</h2>
      <p class="product-description">${description}</p>
      <p class="product-price">${formatMoney(product.priceCents, locale)}</p>
      <form class="add-form" method="post" action="${PATHS.cartAdd}">
        <input type="hidden" name="product" value="${product.handle}" />
        <div class="qty-field">
          <label for="${fieldId}">${T.catalogue.quantity}</label>
          ${quantityInput(fieldId, 1, 1, message)}
        </div>
        <button class="button" type="submit">
          ${T.catalogue.addToCart}<span class="visually-hidden"> ${title}</span>
        </button>
        ${fieldError(fieldId, message)}
      </form>
    </div>
  </li>`;
}

const giftIcon = html`<svg class="gift-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.8 1.2 5.3 3 1.5-1.8 3.1-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
  />
</svg>`;

/** "Want to give without buying?" and the way to the donation form. */
function donationCallout(locale: Locale): Html {
  const D = DEMO_STORE_DONATION_TEXT[locale].callout;
  return html`<section class="donation-callout" aria-labelledby="donation-callout-title">
    ${giftIcon}
    <div>
      <h2 id="donation-callout-title">${D.heading}</h2>
      <p>${D.message}</p>
    </div>
    <a class="button button-secondary" href="${PATHS.donate}">${D.link}</a>
  </section>`;
}

export function cataloguePage({ locale, cart, error, donations }: CatalogueOptions): Html {
  const T = DEMO_STORE_TEXT[locale];
  return layout({
    locale,
    title: T.catalogue.title,
    cartCount: cartCountOf(cart),
    body: html`${creditsCard(T, creditsOf(cart))}
      <div class="page-intro">
        <h1>${T.catalogue.heading}</h1>
        <p>${T.catalogue.intro}</p>
      </div>
      ${donations ? donationCallout(locale) : ''} ${error ? alert(error.message) : ''}
      <ul class="product-grid">
        ${PRODUCTS.map((product) => productCard(T, locale, product, error))}
      </ul>`,
  });
}

// ----- cart -----

interface CartPageOptions {
  locale: Locale;
  cart: Cart;
  lines: PricedLine[];
  notice?: string;
  error?: { handle: string; message: string };
  /** The cart's campaign takes donations: the page offers the donation form. */
  donations?: boolean;
}

function cartLine(
  T: DemoStoreTexts,
  locale: Locale,
  line: PricedLine,
  error: CartPageOptions['error'],
): Html {
  const { product } = line;
  const fieldId = `line-${product.handle}`;
  const message = error?.handle === product.handle ? error.message : undefined;
  const { title } = productText(T, product);
  return html`<li class="cart-line">
    <div class="line-media tint-${product.handle}">${product.art}</div>
    <div class="line-info">
      <h2 class="line-title">${title}</h2>
      <p class="line-price">${T.cart.each(formatMoney(product.priceCents, locale))}</p>
    </div>
    <div class="line-actions">
      <form class="line-qty" method="post" action="${PATHS.cartChange}">
        <input type="hidden" name="product" value="${product.handle}" />
        <label for="${fieldId}">${T.cart.quantity}</label>
        ${quantityInput(fieldId, 0, line.quantity, message)}
        <button class="button button-secondary" type="submit">
          ${T.cart.update}<span class="visually-hidden"> ${T.cart.updateWhich(title)}</span>
        </button>
      </form>
      <form class="line-remove" method="post" action="${PATHS.cartChange}">
        <input type="hidden" name="product" value="${product.handle}" />
        <input type="hidden" name="quantity" value="0" />
        <button class="link-button" type="submit">
          ${T.cart.remove}<span class="visually-hidden"> ${title}</span>
        </button>
      </form>
      ${fieldError(fieldId, message)}
    </div>
    <p class="line-total">
      <span class="visually-hidden">${T.cart.lineTotal}</span>${formatMoney(line.lineCents, locale)}
    </p>
  </li>`;
}

/** The cart's donation: its amount, a way back to the form to change it, and Remove. */
function donationCartLine(locale: Locale, donationCents: number): Html {
  const D = DEMO_STORE_DONATION_TEXT[locale];
  return html`<li class="cart-line donation-line">
    <div class="line-media donation-media">${giftIcon}</div>
    <div class="line-info">
      <h2 class="line-title">${D.line}</h2>
      <p class="line-price">${D.lineDetail}</p>
    </div>
    <div class="line-actions">
      <a class="button button-secondary" href="${PATHS.donate}">${D.cart.change}</a>
      <form class="line-remove" method="post" action="${PATHS.donateRemove}">
        <button class="link-button" type="submit">
          ${D.cart.remove}<span class="visually-hidden"> ${D.cart.removeWhich}</span>
        </button>
      </form>
    </div>
    <p class="line-total">
      <span class="visually-hidden">${DEMO_STORE_TEXT[locale].cart.lineTotal}</span>${formatMoney(
        donationCents,
        locale,
      )}
    </p>
  </li>`;
}

export function cartPage({ locale, cart, lines, notice, error, donations }: CartPageOptions): Html {
  const T = DEMO_STORE_TEXT[locale];
  const D = DEMO_STORE_DONATION_TEXT[locale];
  const offerDonation = donations && !cart.donationCents;
  const body = isEmptyCart(cart)
    ? html`<div class="empty-cart">
        <p>${T.cart.empty}</p>
        <p><a class="button" href="${PATHS.home}">${T.continueShopping}</a></p>
        ${offerDonation ? html`<p><a href="${PATHS.donate}">${D.callout.link}</a></p>` : ''}
      </div>`
    : html`<div class="cart-layout">
        <ul class="cart-lines" aria-label="${T.cart.linesLabel}">
          ${lines.map((line) => cartLine(T, locale, line, error))}
          ${cart.donationCents ? donationCartLine(locale, cart.donationCents) : ''}
        </ul>
        <section class="summary-card" aria-labelledby="summary-title">
          <h2 id="summary-title">${T.cart.summary}</h2>
          <dl class="totals">
            <div>
              <dt>${T.cart.subtotal}</dt>
              <dd>${formatMoney(cartSubtotalOf(cart, lines), locale)}</dd>
            </div>
          </dl>
          <p class="muted">${lines.length > 0 ? T.cart.shippingLater : D.cart.freeShipping}</p>
          <a class="button button-block" href="${PATHS.checkout}">${T.cart.checkOut}</a>
          ${offerDonation ? html`<p class="continue"><a href="${PATHS.donate}">${D.cart.add}</a></p>` : ''}
          <p class="continue"><a href="${PATHS.home}">${T.continueShopping}</a></p>
        </section>
      </div>`;
  return layout({
    locale,
    title: T.cart.title,
    cartCount: cartCountOf(cart),
    body: html`<h1>${T.cart.heading}</h1>
      ${notice ? alert(notice, 'success') : ''} ${error ? alert(error.message) : ''}
      ${creditsCard(T, creditsOf(cart))} ${body}`,
  });
}

// ----- checkout -----

interface CheckoutPageOptions {
  locale: Locale;
  cart: Cart;
  lines: PricedLine[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  failure?: string;
  /** Names this checkout: the same form sent twice places one order. */
  checkoutToken: string;
}

const fieldId = (field: CheckoutField) => `field-${field.replace('_', '-')}`;

function textField(
  field: CheckoutField,
  options: CheckoutPageOptions,
  attributes: { type?: string; autocomplete: string; required?: boolean; wide?: boolean },
): Html {
  const id = fieldId(field);
  const message = options.errors[field];
  const errorId = `${id}-error`;
  return html`<div class="field${attributes.wide ? ' field-wide' : ''}${message ? ' field-invalid' : ''}">
    <label for="${id}">${DEMO_STORE_TEXT[options.locale].checkout.labels[field]}</label>
    <input
      id="${id}"
      name="${field}"
      type="${attributes.type ?? 'text'}"
      autocomplete="${attributes.autocomplete}"
      value="${options.values[field]}"
      ${attributes.required === false ? '' : html` required aria-required="true"`}${message ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}
    />
    ${fieldError(id, message)}
  </div>`;
}

function countryField(T: DemoStoreTexts, options: CheckoutPageOptions): Html {
  const id = fieldId('country');
  const message = options.errors.country;
  return html`<div class="field${message ? ' field-invalid' : ''}">
    <label for="${id}">${T.checkout.labels.country}</label>
    <select
      id="${id}"
      name="country"
      autocomplete="country"
      required${message ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}
    >
      ${COUNTRIES.map(
        (country) =>
          html`<option value="${country.code}" ${options.values.country === country.code ? ' selected' : ''}>
            ${T.countries[country.code]}
          </option>`,
      )}
    </select>
    ${message ? html`<p class="field-error" id="${id}-error">${message}</p>` : ''}
  </div>`;
}

function shippingField(T: DemoStoreTexts, options: CheckoutPageOptions, subtotalCents: number): Html {
  const { locale, lines } = options;
  const message = options.errors.shipping_method;
  const id = fieldId('shipping_method');
  return html`<fieldset
    class="form-section${message ? ' field-invalid' : ''}"
    id="${id}"
    ${message ? html` aria-describedby="${id}-error"` : ''}
  >
    <legend>${T.checkout.shippingMethod}</legend>
    ${message ? html`<p class="field-error" id="${id}-error">${message}</p>` : ''}
    <div class="radio-list">
      ${SHIPPING_METHODS.map(
        (method) =>
          html`<label class="radio-option">
            <input
              type="radio"
              name="shipping_method"
              value="${method.code}"
              ${options.values.shipping_method === method.code ? ' checked' : ''}
              required
            />
            <span class="radio-text"
              ><span class="radio-title">${T.shippingMethods[method.code].title}</span
              ><span class="radio-detail">${T.shippingMethods[method.code].detail}</span></span
            >
            <span class="radio-price"
              >${
                shippingCentsOf(method, lines) === 0
                  ? T.checkout.free
                  : formatMoney(shippingCentsOf(method, lines), locale)
              }<span class="radio-detail"
                >${T.checkout.total(formatMoney(subtotalCents + shippingCentsOf(method, lines), locale))}</span
              ></span
            >
          </label>`,
      )}
    </div>
  </fieldset>`;
}

/** The contact, the shipping address and the shipping method: what a cart with products asks for. */
function shippingFields(T: DemoStoreTexts, options: CheckoutPageOptions, subtotalCents: number): Html {
  const C = T.checkout;
  return html`<fieldset class="form-section">
      <legend>${C.contact}</legend>
      ${textField('email', options, { type: 'email', autocomplete: 'email', wide: true })}
    </fieldset>
    <fieldset class="form-section">
      <legend>${C.shippingAddress}</legend>
      <div class="field-grid">
        ${textField('first_name', options, { autocomplete: 'given-name' })}
        ${textField('last_name', options, { autocomplete: 'family-name' })}
        ${textField('address1', options, { autocomplete: 'address-line1', wide: true })}
        ${textField('address2', options, { autocomplete: 'address-line2', required: false, wide: true })}
        ${textField('city', options, { autocomplete: 'address-level2' })}
        ${textField('province', options, { autocomplete: 'address-level1' })}
        ${textField('zip', options, { autocomplete: 'postal-code' })} ${countryField(T, options)}
      </div>
    </fieldset>
    ${shippingField(T, options, subtotalCents)}`;
}

/** A donation alone ships nothing: the e-mail address and the names only, and a line that says why. */
function donationContactFields(C: DemoStoreTexts['checkout'], options: CheckoutPageOptions): Html {
  return html`<fieldset class="form-section" aria-describedby="nothing-to-ship">
    <legend>${C.contact}</legend>
    <p class="muted form-note" id="nothing-to-ship">${C.nothingToShip}</p>
    <div class="field-grid">
      ${textField('email', options, { type: 'email', autocomplete: 'email', wide: true })}
      ${textField('first_name', options, { autocomplete: 'given-name' })}
      ${textField('last_name', options, { autocomplete: 'family-name' })}
    </div>
  </fieldset>`;
}

function orderSummary(
  locale: Locale,
  lines: { title: string; quantity: number; lineCents: number }[],
  rows: Html,
): Html {
  return html`<ul class="summary-lines">
      ${lines.map(
        (line) =>
          html`<li>
            <span class="summary-qty">${line.quantity} ×</span><span class="summary-title">${line.title}</span
            ><span class="summary-amount">${formatMoney(line.lineCents, locale)}</span>
          </li>`,
      )}
    </ul>
    <dl class="totals">${rows}</dl>`;
}

export function checkoutPage(options: CheckoutPageOptions): Html {
  const { locale, cart, lines, errors, failure } = options;
  const T = DEMO_STORE_TEXT[locale];
  const C = T.checkout;
  const D = DEMO_STORE_DONATION_TEXT[locale];
  const subtotalCents = cartSubtotalOf(cart, lines);
  const ships = shipsProducts(lines);
  const donationLine = cart.donationCents
    ? [{ title: D.line, quantity: 1, lineCents: cart.donationCents }]
    : [];
  const problems = checkoutFieldsOf(lines).filter((field) => errors[field]);
  const summary =
    problems.length > 0
      ? html`<div class="alert alert-error error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title">${C.fixErrors(problems.length)}</h2>
          <ul>
            ${problems.map((field) => html`<li><a href="#${fieldId(field)}">${errors[field]}</a></li>`)}
          </ul>
        </div>`
      : '';
  return layout({
    locale,
    title: C.title,
    cartCount: cartCountOf(cart),
    body: html`<h1>${C.heading}</h1>
      ${failure ? alert(failure) : ''} ${summary}
      <div class="checkout-layout">
        <aside class="summary-card checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">${C.summary}</h2>
          ${orderSummary(
            locale,
            [
              ...lines.map((line) => ({
                title: productText(T, line.product).title,
                quantity: line.quantity,
                lineCents: line.lineCents,
              })),
              ...donationLine,
            ],
            html`<div>
                <dt>${C.subtotal}</dt>
                <dd>${formatMoney(subtotalCents, locale)}</dd>
              </div>
              ${
                ships
                  ? html`<div>
                      <dt>${C.shipping}</dt>
                      <dd>${C.seeShippingMethod}</dd>
                    </div>`
                  : html`<div class="grand-total">
                      <dt>${C.orderTotal}</dt>
                      <dd>${formatMoney(subtotalCents, locale)}</dd>
                    </div>`
              }`,
          )}
          <p class="continue"><a href="${PATHS.cart}">${C.editCart}</a></p>
          ${creditsCard(T, creditsOf(cart), ships ? T.credits.heading : T.credits.giftHeading)}
        </aside>
        <form class="checkout-form" method="post" action="${PATHS.checkout}" novalidate>
          <input type="hidden" name="${CHECKOUT_TOKEN_FIELD}" value="${options.checkoutToken}" />
          ${ships ? shippingFields(T, options, subtotalCents) : donationContactFields(C, options)}
          <section class="form-section payment-note" aria-labelledby="payment-title">
            <h2 id="payment-title">${C.payment}</h2>
            <p>${C.paymentNote}</p>
          </section>
          <button class="button button-block button-large" type="submit">${C.placeOrder}</button>
        </form>
      </div>`,
  });
}

// ----- thank-you -----

/** The thanks for an order's gift, and the way to its printable receipt once the portal has the order. */
function donationThanks(locale: Locale, receipt: Receipt): Html {
  const D = DEMO_STORE_DONATION_TEXT[locale].thankYou;
  return html`<section class="donation-thanks" aria-labelledby="donation-thanks-title">
    ${giftIcon}
    <div>
      <h2 id="donation-thanks-title">${D.heading(formatMoney(receipt.donationCents, locale))}</h2>
      <p>${D.message}</p>
      ${
        receipt.receiptPath
          ? html`<p><a class="button" href="${receipt.receiptPath}">${D.receiptLink}</a></p>`
          : ''
      }
    </div>
  </section>`;
}

export function thankYouPage(receipt: Receipt, cartCount: number, locale: Locale): Html {
  const T = DEMO_STORE_TEXT[locale];
  const Y = T.thankYou;
  const D = DEMO_STORE_DONATION_TEXT[locale];
  const lines = [
    ...receipt.lines.map((line) => ({
      title: receiptProductTitle(T, line.title),
      quantity: line.quantity,
      lineCents: line.priceCents * line.quantity,
    })),
    ...(receipt.donationCents > 0 ? [{ title: D.line, quantity: 1, lineCents: receipt.donationCents }] : []),
  ];
  return layout({
    locale,
    title: Y.title(receipt.name),
    cartCount,
    body: html`<div class="thank-you">
      <div class="confirmation">
        <svg class="check-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            stroke-width="4"
            stroke-linecap="round"
            stroke-linejoin="round"
          />
        </svg>
        <div>
          <p class="order-label">${Y.orderLabel(receipt.name)}</p>
          <h1>${Y.heading(receipt.firstName)}</h1>
          <p>${Y.confirmationBefore} <strong>${receipt.email}</strong> ${Y.confirmationAfter}</p>
        </div>
      </div>
      ${receipt.donationCents > 0 ? donationThanks(locale, receipt) : ''}
      ${creditsCard(T, receipt.credits, T.credits.orderHeading)}
      <div class="receipt-grid${receipt.shipTo.length > 0 ? '' : ' receipt-grid-single'}">
        <section class="summary-card" aria-labelledby="receipt-title">
          <h2 id="receipt-title">${Y.summary}</h2>
          ${orderSummary(
            locale,
            lines,
            html`<div>
                <dt>${Y.subtotal}</dt>
                <dd>${formatMoney(receipt.subtotalCents, locale)}</dd>
              </div>
              ${
                receipt.shipping
                  ? html`<div>
                      <dt>${Y.shipping(receiptShippingTitle(T, receipt.shipping.title))}</dt>
                      <dd>${formatMoney(receipt.shipping.priceCents, locale)}</dd>
                    </div>`
                  : ''
              }
              <div class="grand-total">
                <dt>${Y.totalPaid}</dt>
                <dd>${formatMoney(receipt.totalCents, locale)}</dd>
              </div>`,
          )}
        </section>
        ${
          receipt.shipTo.length > 0
            ? html`<section class="summary-card" aria-labelledby="ship-title">
                <h2 id="ship-title">${Y.shippingTo}</h2>
                <address>${receipt.shipTo.map((line) => html`${receiptCountry(T, line)}<br />`)}</address>
              </section>`
            : ''
        }
      </div>
      <p class="thank-you-actions">
        <a class="button button-large" href="${PATHS.portal}">${T.backToPortal}</a>
        <a class="button button-secondary button-large" href="${PATHS.home}">${T.continueShopping}</a>
      </p>
    </div>`,
  });
}

// ----- errors -----

export function messagePage(options: {
  locale: Locale;
  title: string;
  heading: string;
  message: string;
  cartCount: number;
}): Html {
  return layout({
    locale: options.locale,
    title: options.title,
    cartCount: options.cartCount,
    body: html`<div class="message-page">
      <h1>${options.heading}</h1>
      <p>${options.message}</p>
      <p><a class="button" href="${PATHS.home}">${DEMO_STORE_TEXT[options.locale].backToShop}</a></p>
    </div>`,
  });
}
