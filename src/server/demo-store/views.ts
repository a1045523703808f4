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
  CHECKOUT_FIELDS,
  subtotalOf,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type PricedLine,
} from './checkout.js';
import { CHECKOUT_TOKEN_FIELD } from './checkout-reservation.js';
import { attributeOf, type Cart, type Receipt } from './cookies.js';
import { html, type Html } from './html.js';
import { PATHS } from './paths.js';

const SHOP_NAME = 'Fundraiser Shop';

export const TEXT = {
  uncredited: "Purchases won't be credited to any group.",
  orderFailed: 'We could not place your order. Please try again.',
  fixErrors: (count: number) =>
    count === 1 ? 'Please correct 1 problem below.' : `Please correct ${count} problems below.`,
} as const;

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
  title: string;
  cartCount: number;
  body: Html;
}

export function layout({ title, cartCount, body }: LayoutOptions): Html {
  const items = cartCount === 1 ? '1 item' : `${cartCount} items`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${SHOP_NAME}</title>
        <link rel="stylesheet" href="${PATHS.css}" />
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <p class="demo-ribbon">Demo store: no real payment is taken</p>
        <header class="site-header">
          <div class="container header-inner">
            <a class="brand" href="${PATHS.home}">${heartIcon}<span>${SHOP_NAME}</span></a>
            <nav class="site-nav" aria-label="Shop">
              <a class="nav-shop" href="${PATHS.home}">Shop</a>
              <a class="cart-link" href="${PATHS.cart}"
                >${cartIcon}<span>Cart</span><span class="cart-count" aria-hidden="true">${cartCount}</span
                ><span class="visually-hidden">, ${items}</span></a
              >
            </nav>
          </div>
        </header>
        <main id="main" class="container" tabindex="-1">${body}</main>
        <footer class="site-footer">
          <div class="container footer-inner">
            <p>Every purchase here supports a school or community fundraiser.</p>
            <p><a href="${PATHS.portal}">Back to the portal</a></p>
          </div>
        </footer>
      </body>
    </html> `;
}

export const cartCountOf = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

interface Credits {
  seller: string;
  groupName: string;
  groupCode: string;
  campaignName: string;
}

function creditsOf(cart: Cart): Credits {
  return {
    seller: publicSellerLabel(publicSellerName(attributeOf(cart, 'student_name'))),
    groupName: attributeOf(cart, 'group_name'),
    groupCode: attributeOf(cart, 'group_code'),
    campaignName: attributeOf(cart, 'campaign_name'),
  };
}

/** Who the purchase credits, or a notice that it credits nobody. */
function creditsCard(credits: Credits, heading = 'Your purchase supports'): Html {
  if (!credits.groupCode && !credits.seller) {
    return html`<section class="credits credits-none" aria-labelledby="credits-title">
      <h2 id="credits-title">Not linked to a fundraiser</h2>
      <p>${TEXT.uncredited} To support a seller, start from the fundraising portal.</p>
      <p><a href="${PATHS.portal}">Go to the portal</a></p>
    </section>`;
  }
  // Buyers who came through a seller's share link see this too: the group's name, never its login code when
  // it has a name, and the seller's first name and last initial only.
  const group = credits.groupName || html`<span class="group-code">${credits.groupCode}</span>`;
  return html`<section class="credits" aria-labelledby="credits-title">
    <h2 id="credits-title">${heading}</h2>
    <dl class="credits-list">
      <div>
        <dt>Seller</dt>
        <dd>${credits.seller || 'Not named'}</dd>
      </div>
      <div>
        <dt>Group</dt>
        <dd>${group}</dd>
      </div>
      <div>
        <dt>Campaign</dt>
        <dd>${credits.campaignName || 'Not named'}</dd>
      </div>
    </dl>
  </section>`;
}

function alert(message: string, kind: 'error' | 'success' = 'error'): Html {
  return kind === 'error'
    ? html`<div class="alert alert-error" role="alert">${message}</div>`
    : html`<div class="alert alert-success" role="status">${message}</div>`;
}

// ----- catalogue -----

interface CatalogueOptions {
  cart: Cart;
  error?: { handle: string; message: string };
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

function fieldError(inputId: string, message: string | undefined): Html | '' {
  return message ? html`<p class="field-error" id="${inputId}-error">${message}</p>` : '';
}

function productCard(product: Product, error: CatalogueOptions['error']): Html {
  const fieldId = `qty-${product.handle}`;
  const message = error?.handle === product.handle ? error.message : undefined;
  return html`<li class="product-card">
    <div class="product-media tint-${product.handle}">${product.art}</div>
    <div class="product-body">
      <h2 class="product-title">${product.title}</h2>
      <p class="product-description">${product.description}</p>
      <p class="product-price">${formatMoney(product.priceCents)}</p>
      <form class="add-form" method="post" action="${PATHS.cartAdd}">
        <input type="hidden" name="product" value="${product.handle}" />
        <div class="qty-field">
          <label for="${fieldId}">Quantity</label>
          ${quantityInput(fieldId, 1, 1, message)}
        </div>
        <button class="button" type="submit">
          Add to cart<span class="visually-hidden"> ${product.title}</span>
        </button>
        ${fieldError(fieldId, message)}
      </form>
    </div>
  </li>`;
}

export function cataloguePage({ cart, error }: CatalogueOptions): Html {
  return layout({
    title: 'Shop',
    cartCount: cartCountOf(cart),
    body: html`${creditsCard(creditsOf(cart))}
      <div class="page-intro">
        <h1>Fundraiser favourites</h1>
        <p>
          Treats, gifts and seasonal goods. A share of every sale goes straight to the group you're
          supporting.
        </p>
      </div>
      ${error ? alert(error.message) : ''}
      <ul class="product-grid">
        ${PRODUCTS.map((product) => productCard(product, error))}
      </ul>`,
  });
}

// ----- cart -----

interface CartPageOptions {
  cart: Cart;
  lines: PricedLine[];
  notice?: string;
  error?: { handle: string; message: string };
}

function cartLine(line: PricedLine, error: CartPageOptions['error']): Html {
  const { product } = line;
  const fieldId = `line-${product.handle}`;
  const message = error?.handle === product.handle ? error.message : undefined;
  return html`<li class="cart-line">
    <div class="line-media tint-${product.handle}">${product.art}</div>
    <div class="line-info">
      <h2 class="line-title">${product.title}</h2>
      <p class="line-price">${formatMoney(product.priceCents)} each</p>
    </div>
    <div class="line-actions">
      <form class="line-qty" method="post" action="${PATHS.cartChange}">
        <input type="hidden" name="product" value="${product.handle}" />
        <label for="${fieldId}">Quantity</label>
        ${quantityInput(fieldId, 0, line.quantity, message)}
        <button class="button button-secondary" type="submit">
          Update<span class="visually-hidden"> quantity of ${product.title}</span>
        </button>
      </form>
      <form class="line-remove" method="post" action="${PATHS.cartChange}">
        <input type="hidden" name="product" value="${product.handle}" />
        <input type="hidden" name="quantity" value="0" />
        <button class="link-button" type="submit">
          Remove<span class="visually-hidden"> ${product.title}</span>
        </button>
      </form>
      ${fieldError(fieldId, message)}
    </div>
    <p class="line-total"><span class="visually-hidden">Line total: </span>${formatMoney(line.lineCents)}</p>
  </li>`;
}

export function cartPage({ cart, lines, notice, error }: CartPageOptions): Html {
  const body =
    lines.length === 0
      ? html`<div class="empty-cart">
          <p>Your cart is empty.</p>
          <p><a class="button" href="${PATHS.home}">Continue shopping</a></p>
        </div>`
      : html`<div class="cart-layout">
          <ul class="cart-lines" aria-label="Items in your cart">
            ${lines.map((line) => cartLine(line, error))}
          </ul>
          <section class="summary-card" aria-labelledby="summary-title">
            <h2 id="summary-title">Order summary</h2>
            <dl class="totals">
              <div>
                <dt>Subtotal</dt>
                <dd>${formatMoney(subtotalOf(lines))}</dd>
              </div>
            </dl>
            <p class="muted">Shipping is chosen at checkout.</p>
            <a class="button button-block" href="${PATHS.checkout}">Check out</a>
            <p class="continue"><a href="${PATHS.home}">Continue shopping</a></p>
          </section>
        </div>`;
  return layout({
    title: 'Your cart',
    cartCount: cartCountOf(cart),
    body: html`<h1>Your cart</h1>
      ${notice ? alert(notice, 'success') : ''} ${error ? alert(error.message) : ''}
      ${creditsCard(creditsOf(cart))} ${body}`,
  });
}

// ----- checkout -----

interface CheckoutPageOptions {
  cart: Cart;
  lines: PricedLine[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  failure?: string;
  /** Names this checkout: the same form sent twice places one order. */
  checkoutToken: string;
}

const FIELD_LABELS: Record<CheckoutField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  address1: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  province: 'State / province',
  zip: 'ZIP / postal code',
  country: 'Country',
  shipping_method: 'Shipping method',
};

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
    <label for="${id}">${FIELD_LABELS[field]}</label>
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

function countryField(options: CheckoutPageOptions): Html {
  const id = fieldId('country');
  const message = options.errors.country;
  return html`<div class="field${message ? ' field-invalid' : ''}">
    <label for="${id}">${FIELD_LABELS.country}</label>
    <select
      id="${id}"
      name="country"
      autocomplete="country"
      required${message ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}
    >
      ${COUNTRIES.map(
        (country) =>
          html`<option value="${country.code}" ${options.values.country === country.code ? ' selected' : ''}>
            ${country.name}
          </option>`,
      )}
    </select>
    ${message ? html`<p class="field-error" id="${id}-error">${message}</p>` : ''}
  </div>`;
}

function shippingField(options: CheckoutPageOptions, subtotalCents: number): Html {
  const message = options.errors.shipping_method;
  const id = fieldId('shipping_method');
  return html`<fieldset
    class="form-section${message ? ' field-invalid' : ''}"
    id="${id}"
    ${message ? html` aria-describedby="${id}-error"` : ''}
  >
    <legend>Shipping method</legend>
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
              ><span class="radio-title">${method.title}</span
              ><span class="radio-detail">${method.detail}</span></span
            >
            <span class="radio-price"
              >${method.priceCents === 0 ? 'Free' : formatMoney(method.priceCents)}<span class="radio-detail"
                >Total ${formatMoney(subtotalCents + method.priceCents)}</span
              ></span
            >
          </label>`,
      )}
    </div>
  </fieldset>`;
}

function orderSummary(lines: { title: string; quantity: number; lineCents: number }[], rows: Html): Html {
  return html`<ul class="summary-lines">
      ${lines.map(
        (line) =>
          html`<li>
            <span class="summary-qty">${line.quantity} ×</span><span class="summary-title">${line.title}</span
            ><span class="summary-amount">${formatMoney(line.lineCents)}</span>
          </li>`,
      )}
    </ul>
    <dl class="totals">${rows}</dl>`;
}

export function checkoutPage(options: CheckoutPageOptions): Html {
  const { cart, lines, errors, failure } = options;
  const subtotalCents = subtotalOf(lines);
  const problems = CHECKOUT_FIELDS.filter((field) => errors[field]);
  const summary =
    problems.length > 0
      ? html`<div class="alert alert-error error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title">${TEXT.fixErrors(problems.length)}</h2>
          <ul>
            ${problems.map((field) => html`<li><a href="#${fieldId(field)}">${errors[field]}</a></li>`)}
          </ul>
        </div>`
      : '';
  return layout({
    title: 'Checkout',
    cartCount: cartCountOf(cart),
    body: html`<h1>Checkout</h1>
      ${failure ? alert(failure) : ''} ${summary}
      <div class="checkout-layout">
        <aside class="summary-card checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          ${orderSummary(
            lines.map((line) => ({
              title: line.product.title,
              quantity: line.quantity,
              lineCents: line.lineCents,
            })),
            html`<div>
                <dt>Subtotal</dt>
                <dd>${formatMoney(subtotalCents)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd>See shipping method</dd>
              </div>`,
          )}
          <p class="continue"><a href="${PATHS.cart}">Edit cart</a></p>
          ${creditsCard(creditsOf(cart))}
        </aside>
        <form class="checkout-form" method="post" action="${PATHS.checkout}" novalidate>
          <input type="hidden" name="${CHECKOUT_TOKEN_FIELD}" value="${options.checkoutToken}" />
          <fieldset class="form-section">
            <legend>Contact</legend>
            ${textField('email', options, { type: 'email', autocomplete: 'email', wide: true })}
          </fieldset>
          <fieldset class="form-section">
            <legend>Shipping address</legend>
            <div class="field-grid">
              ${textField('first_name', options, { autocomplete: 'given-name' })}
              ${textField('last_name', options, { autocomplete: 'family-name' })}
              ${textField('address1', options, { autocomplete: 'address-line1', wide: true })}
              ${textField('address2', options, { autocomplete: 'address-line2', required: false, wide: true })}
              ${textField('city', options, { autocomplete: 'address-level2' })}
              ${textField('province', options, { autocomplete: 'address-level1' })}
              ${textField('zip', options, { autocomplete: 'postal-code' })} ${countryField(options)}
            </div>
          </fieldset>
          ${shippingField(options, subtotalCents)}
          <section class="form-section payment-note" aria-labelledby="payment-title">
            <h2 id="payment-title">Payment</h2>
            <p>
              This is a demo store: no card is needed and nothing is charged. Placing the order records it as
              paid.
            </p>
          </section>
          <button class="button button-block button-large" type="submit">Place order</button>
        </form>
      </div>`,
  });
}

// ----- thank-you -----

export function thankYouPage(receipt: Receipt, cartCount: number): Html {
  const lines = receipt.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    lineCents: line.priceCents * line.quantity,
  }));
  return layout({
    title: `Order ${receipt.name} confirmed`,
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
          <p class="order-label">Order ${receipt.name}</p>
          <h1>Thank you, ${receipt.firstName}!</h1>
          <p>
            Your order is confirmed. A confirmation would be sent to <strong>${receipt.email}</strong> (the
            demo store sends no e-mail).
          </p>
        </div>
      </div>
      ${creditsCard(receipt.credits, 'This order supports')}
      <div class="receipt-grid">
        <section class="summary-card" aria-labelledby="receipt-title">
          <h2 id="receipt-title">Order summary</h2>
          ${orderSummary(
            lines,
            html`<div>
                <dt>Subtotal</dt>
                <dd>${formatMoney(receipt.subtotalCents)}</dd>
              </div>
              <div>
                <dt>Shipping (${receipt.shipping.title})</dt>
                <dd>${formatMoney(receipt.shipping.priceCents)}</dd>
              </div>
              <div class="grand-total">
                <dt>Total paid</dt>
                <dd>${formatMoney(receipt.totalCents)}</dd>
              </div>`,
          )}
        </section>
        <section class="summary-card" aria-labelledby="ship-title">
          <h2 id="ship-title">Shipping to</h2>
          <address>${receipt.shipTo.map((line) => html`${line}<br />`)}</address>
        </section>
      </div>
      <p class="thank-you-actions">
        <a class="button button-large" href="${PATHS.portal}">Back to the portal</a>
        <a class="button button-secondary button-large" href="${PATHS.home}">Continue shopping</a>
      </p>
    </div>`,
  });
}

// ----- errors -----

export function messagePage(options: {
  title: string;
  heading: string;
  message: string;
  cartCount: number;
}): Html {
  return layout({
    title: options.title,
    cartCount: options.cartCount,
    body: html`<div class="message-page">
      <h1>${options.heading}</h1>
      <p>${options.message}</p>
      <p><a class="button" href="${PATHS.home}">Back to the shop</a></p>
    </div>`,
  });
}
