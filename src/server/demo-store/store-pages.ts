import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { pageLocale } from '../i18n/request-locale.js';
import type { Html } from '../server-pages/html.js';
import { donationOfferOf } from './donation.js';
import {
  CART_COOKIE,
  clearCookieHeader,
  MAX_COOKIE_BYTES,
  parseCookies,
  readCart,
  sealCart,
  setCookieHeader,
  type Cart,
} from './cookies.js';
import { cartCountOf, messagePage } from './views.js';

export function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
}

export function formOf(request: FastifyRequest): URLSearchParams {
  return request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
}

export interface Visit {
  cart: Cart;
  /** The language the pages are in (`?lang=`, the `lang` cookie, Accept-Language). */
  locale: Locale;
  /** Set-Cookie headers the reply must carry. */
  cookies: string[];
}

export type StorePages = ReturnType<typeof storePages>;

/** What every page of the demo store does with a request: its cart and language, and the reply's page or redirect. */
export function storePages(ctx: AppContext) {
  const secure = ctx.config.publicUrl.startsWith('https:');
  const secret = () => ctx.config.jwtSecret;

  function visit(request: FastifyRequest): Visit {
    const cookies = parseCookies(request.headers.cookie);
    const { cart, reset } = readCart(secret(), cookies.get(CART_COOKIE), ctx.now());
    if (reset) request.log.warn('demo store cart cookie refused and reset');
    const { locale, setCookie } = pageLocale(request);
    const set = [
      ...(reset ? [clearCookieHeader(CART_COOKIE, { secure })] : []),
      ...(setCookie ? [setCookie] : []),
    ];
    return { cart, locale, cookies: set };
  }

  /** Stores the cart in the visit's reply cookie; false when it would not fit in a cookie. */
  function saveCart(current: Visit, cart: Cart): boolean {
    const others = current.cookies.filter((cookie) => !cookie.startsWith(`${CART_COOKIE}=`));
    if (cart.attributes.length === 0 && cart.lines.length === 0 && !cart.donationCents) {
      current.cookies = [...others, clearCookieHeader(CART_COOKIE, { secure })];
      current.cart = cart;
      return true;
    }
    const sealed = sealCart(secret(), cart, ctx.now());
    if (sealed.length > MAX_COOKIE_BYTES) return false;
    current.cookies = [...others, setCookieHeader(CART_COOKIE, sealed, { secure })];
    current.cart = cart;
    return true;
  }

  function page(reply: FastifyReply, status: number, current: Visit | undefined, body: Html) {
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (current && current.cookies.length > 0) reply.header('set-cookie', current.cookies);
    return reply.send(body.text);
  }

  function redirect(reply: FastifyReply, current: Visit, location: string) {
    if (current.cookies.length > 0) reply.header('set-cookie', current.cookies);
    reply.header('cache-control', 'no-store');
    return reply.redirect(location, 303);
  }

  function message(
    reply: FastifyReply,
    status: number,
    current: Visit | undefined,
    locale: Locale,
    texts: { title: string; heading: string; message: string },
  ) {
    return page(
      reply,
      status,
      current,
      messagePage({ ...texts, locale, cartCount: current ? cartCountOf(current.cart) : 0 }),
    );
  }

  /** Whether the cart's campaign takes donations (its pages then lead to the donation form). */
  const offersDonations = async (cart: Cart) => (await donationOfferOf(ctx, cart)) !== undefined;

  return { secure, secret, visit, saveCart, page, redirect, message, offersDonations };
}
