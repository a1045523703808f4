import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DEMO_STORE_BASE } from '../../shared/api/store.js';
import { MAX_DONATION_CENTS, MAX_LINE_QUANTITY, productOf } from './catalog.js';

export const CART_COOKIE = 'demo_store_cart';
export const RECEIPT_COOKIE = 'demo_store_order';
const COOKIE_MAX_AGE_SECONDS = 3600;
/** Browsers keep cookies up to about 4 KB; a cart that would not fit is refused rather than silently cut. */
export const MAX_COOKIE_BYTES = 3800;

/** The cookies of a request, read from the Cookie header (first value wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('demo-store-cookie-v1').digest();
}

function signatureOf(secret: string, name: string, payload: string): string {
  return createHmac('sha256', signingKey(secret)).update(`${name}.${payload}`).digest('base64url');
}

/** `base64url(JSON).base64url(HMAC)`; the cookie name is signed too, so one cookie cannot stand in for another. */
function sealCookieValue(secret: string, name: string, data: unknown): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  return `${payload}.${signatureOf(secret, name, payload)}`;
}

type Unsealed = { status: 'absent' } | { status: 'invalid' } | { status: 'valid'; data: unknown };

function unsealCookieValue(secret: string, name: string, value: string | undefined): Unsealed {
  if (value === undefined || value === '') return { status: 'absent' };
  const dot = value.indexOf('.');
  if (dot <= 0) return { status: 'invalid' };
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, name, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  try {
    return { status: 'valid', data: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
  } catch {
    return { status: 'invalid' };
  }
}

export function setCookieHeader(name: string, value: string, options: { secure: boolean; maxAge?: number }) {
  const parts = [
    `${name}=${value}`,
    `Path=${DEMO_STORE_BASE}`,
    `Max-Age=${options.maxAge ?? COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookieHeader(name: string, options: { secure: boolean }) {
  return setCookieHeader(name, '', { ...options, maxAge: 0 });
}

// ----- the cart -----

interface CartLine {
  handle: string;
  quantity: number;
}

export interface Cart {
  /** Cart attributes in the order they were set, as [name, value]. */
  attributes: [string, string][];
  lines: CartLine[];
  /** The cart's one donation, in cents (absent for none): giving again replaces it. */
  donationCents?: number;
}

const emptyCart = (): Cart => ({ attributes: [], lines: [] });

const ZSealedCart = z.object({
  exp: z.number(),
  attributes: z.array(z.tuple([z.string().max(64), z.string().max(1000)])).max(30),
  lines: z.array(z.object({ handle: z.string(), quantity: z.number().int() })).max(50),
  donationCents: z.number().int().min(1).max(MAX_DONATION_CENTS).optional(),
});

type CartRead = { cart: Cart; reset: boolean };

/** The cart a cookie holds; a forged, broken or expired cookie gives an empty cart that the reply resets. */
export function readCart(secret: string, cookieValue: string | undefined, now: Date): CartRead {
  const unsealed = unsealCookieValue(secret, CART_COOKIE, cookieValue);
  if (unsealed.status === 'absent') return { cart: emptyCart(), reset: false };
  if (unsealed.status === 'invalid') return { cart: emptyCart(), reset: true };
  const parsed = ZSealedCart.safeParse(unsealed.data);
  if (!parsed.success || parsed.data.exp * 1000 < now.getTime()) return { cart: emptyCart(), reset: true };
  const lines = parsed.data.lines.filter(
    (line) => productOf(line.handle) && line.quantity >= 1 && line.quantity <= MAX_LINE_QUANTITY,
  );
  const { attributes, donationCents } = parsed.data;
  return { cart: { attributes, lines, ...(donationCents ? { donationCents } : {}) }, reset: false };
}

export function sealCart(secret: string, cart: Cart, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + COOKIE_MAX_AGE_SECONDS;
  const { attributes, lines, donationCents } = cart;
  return sealCookieValue(secret, CART_COOKIE, {
    exp,
    attributes,
    lines,
    ...(donationCents ? { donationCents } : {}),
  });
}

/** A cart with neither products nor a donation: nothing to check out. */
export const isEmptyCart = (cart: Cart) => cart.lines.length === 0 && !cart.donationCents;

export function attributeOf(cart: Cart, name: string): string {
  return cart.attributes.find(([key]) => key === name)?.[1] ?? '';
}

const MAX_ATTRIBUTES = 25;
const MAX_ATTRIBUTE_NAME = 64;
const MAX_ATTRIBUTE_VALUE = 1000;

/**
 * Sets attributes the way the store's cart update does: a value replaces the attribute of that name, an empty
 * value removes it, and the others are kept. Returns false when the result would break a limit.
 */
export function withAttributes(cart: Cart, updates: [string, string][]): Cart | undefined {
  const attributes = [...cart.attributes];
  for (const [rawName, rawValue] of updates) {
    const name = rawName.replaceAll('\u0000', '').trim();
    const value = rawValue.replaceAll('\u0000', '');
    if (!name) continue;
    if (name.length > MAX_ATTRIBUTE_NAME || value.length > MAX_ATTRIBUTE_VALUE) return undefined;
    const at = attributes.findIndex(([key]) => key === name);
    if (value === '') {
      if (at >= 0) attributes.splice(at, 1);
    } else if (at >= 0) {
      attributes[at] = [name, value];
    } else {
      attributes.push([name, value]);
    }
  }
  if (attributes.length > MAX_ATTRIBUTES) return undefined;
  return { ...cart, attributes };
}

// ----- the receipt of the last order, for its thank-you page -----

const ZReceipt = z.object({
  exp: z.number(),
  orderNumber: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  credits: z.object({
    seller: z.string(),
    groupName: z.string(),
    groupCode: z.string(),
    campaignName: z.string(),
  }),
  lines: z.array(z.object({ title: z.string(), priceCents: z.number().int(), quantity: z.number().int() })),
  /** The order's donation (0 for none): not among `lines`, in `subtotalCents` and `totalCents`. */
  donationCents: z.number().int().min(0),
  /** The donation receipt's address (`/r/{token}`), '' when the order has no donation or the portal has no row. */
  receiptPath: z.string(),
  /** The order's shipping method and its price; null for an order that ships nothing (a donation alone). */
  shipping: z.object({ title: z.string(), priceCents: z.number().int() }).nullable(),
  /** The shipping address, a line each; empty for an order that ships nothing. */
  shipTo: z.array(z.string()),
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
});
export type Receipt = Omit<z.infer<typeof ZReceipt>, 'exp'>;

export function sealReceipt(secret: string, receipt: Receipt, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + COOKIE_MAX_AGE_SECONDS;
  return sealCookieValue(secret, RECEIPT_COOKIE, { ...receipt, exp });
}

export function readReceipt(secret: string, cookieValue: string | undefined, now: Date): Receipt | undefined {
  const unsealed = unsealCookieValue(secret, RECEIPT_COOKIE, cookieValue);
  if (unsealed.status !== 'valid') return undefined;
  const parsed = ZReceipt.safeParse(unsealed.data);
  if (!parsed.success || parsed.data.exp * 1000 < now.getTime()) return undefined;
  const { exp: _exp, ...receipt } = parsed.data;
  return receipt;
}
