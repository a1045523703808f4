import { DONATION_AMOUNT_MAX } from '../../shared/api/groups.js';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { DEMO_STORE_TEXTS as EN } from '../../shared/texts/demo-store.js';
import { html, type Html } from '../server-pages/html.js';

export interface Product {
  /** Stable handle used in forms and the cookie. */
  handle: string;
  title: string;
  sku: string;
  description: string;
  priceCents: number;
  /** Background of the product picture. */
  tint: string;
  /** Decorative picture (inline SVG, no text). */
  art: Html;
}

const svg = (body: Html) =>
  html`<svg class="product-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">${body}</svg>`;

export const PRODUCTS: readonly Product[] = [
  {
    handle: 'cookie-dough',
    title: EN.products['cookie-dough'].title,
    sku: 'FR-COOKIE-3LB',
    description: EN.products['cookie-dough'].description,
    priceCents: 1800,
    tint: '#f6e3c8',
    art: svg(
      html`<ellipse cx="80" cy="100" rx="44" ry="8" fill="#e0c49c" />
        <path
          d="M38 44h84l-6 54c-1 6-16 10-36 10s-35-4-36-10z"
          fill="#fff"
          stroke="#b07a3f"
          stroke-width="3"
        />
        <rect x="46" y="62" width="68" height="22" rx="4" fill="#c0392b" />
        <ellipse cx="80" cy="44" rx="44" ry="10" fill="#fdf6ea" stroke="#b07a3f" stroke-width="3" />
        <circle cx="62" cy="73" r="3" fill="#fff" /><circle cx="80" cy="73" r="3" fill="#fff" />
        <circle cx="98" cy="73" r="3" fill="#fff" />`,
    ),
  },
  {
    handle: 'soy-candle',
    title: EN.products['soy-candle'].title,
    sku: 'FR-CANDLE-SOY',
    description: EN.products['soy-candle'].description,
    priceCents: 1500,
    tint: '#e7e0f3',
    art: svg(
      html`<ellipse cx="80" cy="104" rx="36" ry="6" fill="#cfc4e6" />
        <rect x="50" y="50" width="60" height="54" rx="8" fill="#fffaf0" stroke="#7d6aa8" stroke-width="3" />
        <rect x="50" y="66" width="60" height="20" fill="#b9a8dc" />
        <line x1="80" y1="50" x2="80" y2="40" stroke="#333" stroke-width="2" />
        <path d="M80 16c8 10 8 18 0 24-8-6-8-14 0-24z" fill="#f5a623" />
        <path d="M80 26c3 5 3 9 0 12-3-3-3-7 0-12z" fill="#ffe08a" />`,
    ),
  },
  {
    handle: 'wrapping-paper',
    title: EN.products['wrapping-paper'].title,
    sku: 'FR-WRAP-HOLIDAY',
    description: EN.products['wrapping-paper'].description,
    priceCents: 1200,
    tint: '#dcefe4',
    art: svg(
      html`<g transform="rotate(-18 80 60)">
          <rect x="24" y="46" width="112" height="30" rx="6" fill="#c0392b" />
          <path
            d="M36 46l-10 30M56 46l-10 30M76 46l-10 30M96 46l-10 30M116 46l-10 30M136 46l-10 30"
            stroke="#f4d03f"
            stroke-width="4" />
          <ellipse cx="136" cy="61" rx="6" ry="15" fill="#8e2a20" />
          <ellipse cx="136" cy="61" rx="2" ry="5" fill="#fff"
        /></g>
        <path
          d="M70 88c-14-12-24 4-10 8 6 2 10-4 10-8zm0 0c14-12 24 4 10 8-6 2-10-4-10-8z"
          fill="#1f7a4d"
        />`,
    ),
  },
  {
    handle: 'chocolate-bars',
    title: EN.products['chocolate-bars'].title,
    sku: 'FR-CHOC-BOX',
    description: EN.products['chocolate-bars'].description,
    priceCents: 2000,
    tint: '#f0ddd2',
    art: svg(
      html`<rect
          x="30"
          y="26"
          width="100"
          height="70"
          rx="6"
          fill="#6b3e26"
          stroke="#4a2a18"
          stroke-width="3"
        />
        <path d="M63 26v70M97 26v70M30 49h100M30 72h100" stroke="#4a2a18" stroke-width="3" />
        <path d="M30 80h100v16a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="#d4a017" />
        <rect x="30" y="80" width="100" height="6" fill="#b8860b" />`,
    ),
  },
  {
    handle: 'caramel-popcorn',
    title: EN.products['caramel-popcorn'].title,
    sku: 'FR-POPCORN-TIN',
    description: EN.products['caramel-popcorn'].description,
    priceCents: 2200,
    tint: '#fbe9c6',
    art: svg(
      html`<circle cx="60" cy="34" r="10" fill="#f7d58b" /><circle cx="76" cy="28" r="11" fill="#f4c66a" />
        <circle cx="94" cy="32" r="10" fill="#f7d58b" /><circle cx="106" cy="38" r="8" fill="#f4c66a" />
        <circle cx="52" cy="40" r="8" fill="#f4c66a" />
        <path d="M42 42h76v52c0 6-17 10-38 10s-38-4-38-10z" fill="#1f5f8b" />
        <ellipse cx="80" cy="42" rx="38" ry="8" fill="#2f7fb5" />
        <path d="M42 60h76M42 84h76" stroke="#f4d03f" stroke-width="4" />`,
    ),
  },
  {
    handle: 'coffee-beans',
    title: EN.products['coffee-beans'].title,
    sku: 'FR-COFFEE-12OZ',
    description: EN.products['coffee-beans'].description,
    priceCents: 1600,
    tint: '#e9ded3',
    art: svg(
      html`<path d="M52 30h56l8 70H44z" fill="#8d5b3a" />
        <path d="M52 30l6-10h44l6 10z" fill="#6b4229" />
        <rect x="56" y="52" width="48" height="30" rx="4" fill="#f3e7d8" />
        <ellipse cx="80" cy="67" rx="9" ry="12" fill="#5a3520" transform="rotate(25 80 67)" />
        <path d="M76 57c6 6 2 14 8 20" stroke="#f3e7d8" stroke-width="2" fill="none" />`,
    ),
  },
  {
    handle: 'evergreen-wreath',
    title: EN.products['evergreen-wreath'].title,
    sku: 'FR-WREATH-22IN',
    description: EN.products['evergreen-wreath'].description,
    priceCents: 3500,
    tint: '#d7ecdc',
    art: svg(
      html`<circle cx="80" cy="60" r="34" fill="none" stroke="#2e7d4f" stroke-width="18" />
        <circle cx="80" cy="60" r="34" fill="none" stroke="#3f9a63" stroke-width="6" stroke-dasharray="6 8" />
        <circle cx="56" cy="44" r="4" fill="#c0392b" /><circle cx="108" cy="52" r="4" fill="#c0392b" />
        <circle cx="66" cy="88" r="4" fill="#c0392b" />
        <path d="M80 92c-16-12-26 4-12 8 6 1 12-4 12-8zm0 0c16-12 26 4 12 8-6 1-12-4-12-8z" fill="#b0282b" />
        <path d="M78 96l-6 16M82 96l6 16" stroke="#b0282b" stroke-width="4" />`,
    ),
  },
  {
    handle: 'cheesecake-sampler',
    title: EN.products['cheesecake-sampler'].title,
    sku: 'FR-CHEESECAKE-4',
    description: EN.products['cheesecake-sampler'].description,
    priceCents: 2800,
    tint: '#fbe0e4',
    art: svg(
      html`<ellipse cx="80" cy="92" rx="52" ry="10" fill="#e7c0c6" />
        <path d="M34 56l46-26 46 26v26l-46 14-46-14z" fill="#fff6e0" stroke="#c49a6c" stroke-width="3" />
        <path d="M34 56l46 14 46-14" fill="none" stroke="#c49a6c" stroke-width="3" />
        <path d="M34 76l46 14 46-14v6l-46 14-46-14z" fill="#c49a6c" />
        <path d="M44 54c10 4 20-4 30 2s22-2 32 0" stroke="#d6336c" stroke-width="5" fill="none" />`,
    ),
  },
];

const BY_HANDLE = new Map(PRODUCTS.map((product) => [product.handle, product]));

export function productOf(handle: string): Product | undefined {
  return BY_HANDLE.get(handle);
}

/** Shipping methods offered at checkout. */
export const SHIPPING_METHODS = [
  { code: 'standard', ...EN.shippingMethods.standard, priceCents: 550 },
  { code: 'express', ...EN.shippingMethods.express, priceCents: 1200 },
  { code: 'pickup', ...EN.shippingMethods.pickup, priceCents: 0 },
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export function shippingMethodOf(code: string): ShippingMethod | undefined {
  return SHIPPING_METHODS.find((method) => method.code === code);
}

/** The names are the store's, in English, as orders carry them; pages show them in the reader's language. */
export const COUNTRIES = [
  { code: 'US', name: EN.countries.US },
  { code: 'CA', name: EN.countries.CA },
] as const;

export const MAX_LINE_QUANTITY = 99;
/** The largest donation one cart takes, as the campaign's donation settings allow (DONATION_AMOUNT_MAX). */
export const MAX_DONATION_CENTS = DONATION_AMOUNT_MAX * 100;

const MONEY = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/** "$1,234.50": dollars, written as the reader's language writes them. */
export function formatMoney(cents: number, locale: Locale = 'en'): string {
  return MONEY[locale].format(cents / 100);
}

/** "1234.50", the store's money string. */
export function moneyString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The catalogue as a campaign's product list can start from it: none when the demo store does not serve. */
export function demoStoreCatalogue(config: { demoStore: string }) {
  if (config.demoStore === 'off') return [];
  return PRODUCTS.map((product) => ({
    name: product.title,
    price: product.priceCents / 100,
    sku: product.sku,
  }));
}
