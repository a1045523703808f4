import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import { randomInt } from 'node:crypto';
import type { Locale } from '../../shared/i18n/locale.js';
import { DEMO_STORE_TEXT } from './texts.js';
import {
  COUNTRIES,
  moneyString,
  productOf,
  shippingMethodOf,
  type Product,
  type ShippingMethod,
} from './catalog.js';
import { attributeOf, type Cart, type Receipt } from './cookies.js';

/** In the order the form shows them, which is the order of the error summary. */
export const CHECKOUT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'country',
  'shipping_method',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
/** What a checkout that ships nothing (a donation alone) asks for, in the form's order: no address, no method. */
export const DONATION_CHECKOUT_FIELDS = [
  'email',
  'first_name',
  'last_name',
] as const satisfies readonly CheckoutField[];
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const DEFAULT_CHECKOUT_VALUES: CheckoutValues = {
  first_name: '',
  last_name: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  zip: '',
  country: 'US',
  shipping_method: 'standard',
};

export function checkoutValuesOf(form: URLSearchParams): CheckoutValues {
  const values = { ...DEFAULT_CHECKOUT_VALUES };
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    values[field] = value === null ? '' : value.trim().slice(0, 1000);
  }
  return values;
}

/** The text fields' longest values; all but address2 are required. */
const TEXT_LIMITS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  address1: 200,
  address2: 200,
  city: 100,
  province: 100,
  zip: 20,
} as const;
type TextField = keyof typeof TEXT_LIMITS;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/**
 * Every problem with the checkout form, one message per field. A checkout that ships nothing (a donation alone)
 * asks only for the e-mail address and the names, and checks only those.
 */
export function validateCheckout(
  values: CheckoutValues,
  locale: Locale = 'en',
  { ships }: { ships: boolean } = { ships: true },
): CheckoutErrors {
  const V = DEMO_STORE_TEXT[locale].validation;
  const missing: Partial<Record<TextField, string>> = V.missing;
  const asked: readonly CheckoutField[] = ships ? CHECKOUT_FIELDS : DONATION_CHECKOUT_FIELDS;
  const errors: CheckoutErrors = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [TextField, number][]) {
    if (!asked.includes(field)) continue;
    const value = values[field];
    if (!value) {
      if (missing[field]) errors[field] = missing[field];
    } else if (value.length > max) {
      errors[field] = V.tooLong(V.labels[field], max);
    } else if (CONTROL_CHARACTERS.test(value)) {
      errors[field] = V.notAllowedCharacter(V.labels[field]);
    }
  }
  if (!errors.email && !EMAIL.test(values.email)) errors.email = V.email;
  if (!ships) return errors;
  const country = COUNTRIES.find((entry) => entry.code === values.country);
  if (!country) errors.country = V.country;
  if (!errors.zip && country?.code === 'US' && !US_ZIP.test(values.zip)) errors.zip = V.usZip;
  if (!errors.zip && country?.code === 'CA' && !CA_POSTAL.test(values.zip)) errors.zip = V.caPostal;
  if (!shippingMethodOf(values.shipping_method)) errors.shipping_method = V.shippingMethod;
  return errors;
}

export interface PricedLine {
  product: Product;
  quantity: number;
  lineCents: number;
}

export function pricedLines(cart: Cart): PricedLine[] {
  return cart.lines.flatMap((line) => {
    const product = productOf(line.handle);
    return product
      ? [{ product, quantity: line.quantity, lineCents: product.priceCents * line.quantity }]
      : [];
  });
}

/** Whether the cart ships anything: products do; a donation alone does not (no address, no shipping method). */
export const shipsProducts = (lines: PricedLine[]) => lines.length > 0;

/** The fields the checkout form asks this cart for, in the form's order (which is the error summary's). */
export const checkoutFieldsOf = (lines: PricedLine[]): readonly CheckoutField[] =>
  shipsProducts(lines) ? CHECKOUT_FIELDS : DONATION_CHECKOUT_FIELDS;

export const subtotalOf = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.lineCents, 0);

/** The cart's subtotal: its products and its donation. */
export const cartSubtotalOf = (cart: Cart, lines: PricedLine[]) =>
  subtotalOf(lines) + (cart.donationCents ?? 0);

/** What a shipping method costs this cart: nothing when it has no products (a donation alone ships nothing). */
export const shippingCentsOf = (method: Pick<ShippingMethod, 'priceCents'>, lines: PricedLine[]) =>
  lines.length > 0 ? method.priceCents : 0;

/** The title of the donation line on the order, as a store writes it (pages show it in the reader's language). */
export const DONATION_LINE_TITLE = 'Donation';

/** "2026-11-03T10:15:22-05:00": the instant in the store's time zone, with its offset, as the store writes it. */
export function isoWithOffset(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = part('timeZoneName').replace('GMT', '');
  const offset = zone === '' ? '+00:00' : zone.length === 3 ? `${zone}:00` : zone;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** A store order id: a large positive integer, unique in practice, within JavaScript's exact integers. */
export function newStoreOrderId(now: Date): number {
  return now.getTime() * 1000 + randomInt(1000);
}

interface PlacedOrder {
  /** The order JSON, as the store's REST API and webhooks carry it. */
  order: Record<string, unknown>;
  receipt: Receipt;
}

/** The order the store would create for this cart and checkout form. */
export function buildStoreOrder(input: {
  id: number;
  orderNumber: number;
  createdAt: string;
  cart: Cart;
  values: CheckoutValues;
}): PlacedOrder {
  const { id, orderNumber, createdAt, cart, values } = input;
  const lines = pricedLines(cart);
  // A donation alone ships nothing: the order has no shipping line and no shipping address, as a store writes an
  // order of items that need no shipping.
  const ships = shipsProducts(lines);
  const shipping = ships ? (shippingMethodOf(values.shipping_method) as ShippingMethod) : undefined;
  const shippingCents = shipping ? shippingCentsOf(shipping, lines) : 0;
  const country = COUNTRIES.find((entry) => entry.code === values.country) ?? COUNTRIES[0];
  const donationCents = cart.donationCents ?? 0;
  const subtotalCents = cartSubtotalOf(cart, lines);
  const totalCents = subtotalCents + shippingCents;
  const email = values.email.toLowerCase();
  const zip = country.code === 'CA' ? values.zip.toUpperCase() : values.zip;
  const name = `#${orderNumber}`;

  const order = {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    order_number: orderNumber,
    name,
    created_at: createdAt,
    updated_at: createdAt,
    processed_at: createdAt,
    cancelled_at: null,
    email,
    contact_email: email,
    currency: 'USD',
    source_name: 'web',
    customer: { first_name: values.first_name, last_name: values.last_name, email },
    note_attributes: cart.attributes.map(([attributeName, value]) => ({ name: attributeName, value })),
    line_items: [
      ...lines.map((line, index) => ({
        id: id + index + 1,
        title: line.product.title,
        name: line.product.title,
        variant_title: null,
        sku: line.product.sku,
        price: moneyString(line.product.priceCents),
        quantity: line.quantity,
        requires_shipping: true,
        properties: [],
      })),
      // The donation is a line like any other, marked as a gift by its `_donation` property (as a store theme's
      // donation form marks it): the portal keeps its amount as the order's donation, never as an item.
      ...(donationCents > 0
        ? [
            {
              id: id + lines.length + 1,
              title: DONATION_LINE_TITLE,
              name: DONATION_LINE_TITLE,
              variant_title: null,
              sku: '',
              price: moneyString(donationCents),
              quantity: 1,
              requires_shipping: false,
              properties: [{ name: '_donation', value: 'true' }],
            },
          ]
        : []),
    ],
    shipping_lines: shipping
      ? [{ title: shipping.title, code: shipping.code, price: moneyString(shippingCents) }]
      : [],
    shipping_address: ships
      ? {
          first_name: values.first_name,
          last_name: values.last_name,
          address1: values.address1,
          address2: values.address2,
          city: values.city,
          province: values.province,
          zip,
          country: country.name,
          country_code: country.code,
        }
      : null,
    total_line_items_price: moneyString(subtotalCents),
    subtotal_price: moneyString(subtotalCents),
    total_discounts: '0.00',
    total_tax: '0.00',
    total_price: moneyString(totalCents),
    financial_status: 'paid',
    fulfillment_status: null,
  };

  const receipt: Receipt = {
    orderNumber,
    name,
    firstName: values.first_name,
    email,
    credits: {
      seller: publicSellerLabel(publicSellerName(attributeOf(cart, 'student_name'))),
      groupName: attributeOf(cart, 'group_name'),
      groupCode: attributeOf(cart, 'group_code'),
      campaignName: attributeOf(cart, 'campaign_name'),
    },
    lines: lines.map((line) => ({
      title: line.product.title,
      priceCents: line.product.priceCents,
      quantity: line.quantity,
    })),
    donationCents,
    // Known once the portal has the order (its receipt token names the portal's row).
    receiptPath: '',
    shipping: shipping ? { title: shipping.title, priceCents: shippingCents } : null,
    shipTo: ships
      ? [
          `${values.first_name} ${values.last_name}`,
          values.address2 ? `${values.address1}, ${values.address2}` : values.address1,
          `${values.city}, ${values.province} ${zip}`,
          country.name,
        ]
      : [],
    subtotalCents,
    totalCents,
  };
  return { order, receipt };
}
