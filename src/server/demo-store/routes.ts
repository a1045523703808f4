import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_API_ROUTES } from '../../shared/api/order-paths.js';
import { API_BASE } from '../../shared/api/paths.js';
import { DEMO_STORE_BASE } from '../../shared/api/store.js';
import { DEMO_ORDER_HEADER, demoOrderKey, signWebhookBody } from '../store/webhook-signature.js';
import { MAX_LINE_QUANTITY, productOf } from './catalog.js';
import {
  buildStoreOrder,
  checkoutValuesOf,
  DEFAULT_CHECKOUT_VALUES,
  isoWithOffset,
  newStoreOrderId,
  pricedLines,
  validateCheckout,
} from './checkout.js';
import {
  CART_COOKIE,
  clearCookieHeader,
  MAX_COOKIE_BYTES,
  parseCookies,
  readCart,
  readReceipt,
  RECEIPT_COOKIE,
  sealCart,
  sealReceipt,
  setCookieHeader,
  withAttributes,
  type Cart,
} from './cookies.js';
import { checkoutTokenOf, findCheckout, newCheckoutToken, reserveCheckout } from './checkout-reservation.js';
import type { Html } from '../server-pages/html.js';
import { nextOrderNumber } from './order-number.js';
import { clientAddressKey } from '../http/client-address.js';
import { DEMO_STORE_ROUTES, PATHS } from './paths.js';
import { STORE_CSS } from './styles.js';
import {
  cartCountOf,
  cartPage,
  cataloguePage,
  checkoutPage,
  messagePage,
  productText,
  thankYouPage,
} from './views.js';
import { DEMO_STORE_TEXT } from './texts.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { pageLocale } from '../i18n/request-locale.js';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const ATTRIBUTE_PARAM = /^attributes\[(.*)\]$/s;
const DEMO_SHOP_DOMAIN = 'demo-store.local';
/** Checkouts (valid or not) one client address may send: plenty for trying the shop, few for flooding it. */
const CHECKOUT_RATE_LIMIT = {
  max: 20,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `demo-store-checkout|${clientAddressKey(request.ip)}`,
};
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f]/;

/** A `return_to` that stays inside the demo store, normalised; anything else gives the catalogue. */
function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_IN_PATH.test(value)) {
    return PATHS.home;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://demo-store.invalid');
  } catch {
    return PATHS.home;
  }
  if (url.origin !== 'http://demo-store.invalid') return PATHS.home;
  const inside = url.pathname === DEMO_STORE_BASE || url.pathname.startsWith(`${DEMO_STORE_BASE}/`);
  return inside ? `${url.pathname}${url.search}` : PATHS.home;
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
}

function formOf(request: FastifyRequest): URLSearchParams {
  return request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
}

/** "3" → 3 for a whole number within the bounds, otherwise undefined. */
function quantityOf(value: string | null, min: number): number | undefined {
  const text = (value ?? '').trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= min && quantity <= MAX_LINE_QUANTITY ? quantity : undefined;
}

/**
 * The built-in demo store, served under /demo-store/ when no real store is configured: catalogue, cart,
 * checkout and thank-you page as server-rendered HTML. Its checkout delivers the order to the portal's own
 * webhook endpoint exactly as a real store would (same JSON, same headers, HMAC-signed).
 */
export const demoStoreRoutes: FastifyPluginAsync = async (app) => {
  // Pages for people, not part of the API: the reference at /api/docs leaves them out.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  await app.register(storeRoutes, { prefix: DEMO_STORE_BASE });
};

const storeRoutes: FastifyPluginAsync = async (store) => {
  const { ctx } = store;
  const secure = ctx.config.publicUrl.startsWith('https:');
  const secret = () => ctx.config.jwtSecret;
  // Explicitly enabled (DEMO_STORE=1), the store marks its orders so that the portal counts them nowhere.
  const demoMarkKey = ctx.config.demoStore === 'explicit' ? demoOrderKey(ctx.config.jwtSecret) : undefined;

  // Forms only, and only here: the rest of the server keeps refusing anything but JSON.
  store.removeAllContentTypeParsers();
  store.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  interface Visit {
    cart: Cart;
    /** The language the pages are in (`?lang=`, the `lang` cookie, Accept-Language). */
    locale: Locale;
    /** Set-Cookie headers the reply must carry. */
    cookies: string[];
  }

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
    if (cart.attributes.length === 0 && cart.lines.length === 0) {
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

  store.get(DEMO_STORE_ROUTES.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STORE_CSS),
  );

  store.get(DEMO_STORE_ROUTES.home, async (request, reply) => {
    const current = visit(request);
    return page(reply, 200, current, cataloguePage({ locale: current.locale, cart: current.cart }));
  });

  // The store's cart-update link: the portal's hand-off puts its attributes on the buyer's cart here.
  store.get(DEMO_STORE_ROUTES.cartUpdate, async (request, reply) => {
    const current = visit(request);
    const query = queryOf(request);
    const updates: [string, string][] = [];
    for (const [key, value] of query) {
      const match = ATTRIBUTE_PARAM.exec(key);
      if (match?.[1] !== undefined) updates.push([match[1], value]);
    }
    const updated = withAttributes(current.cart, updates);
    if (!updated || !saveCart(current, updated)) {
      const texts = DEMO_STORE_TEXT[current.locale].pages.cartNotUpdated;
      return message(reply, 400, current, current.locale, texts);
    }
    return redirect(reply, current, safeReturnTo(query.get('return_to')));
  });

  store.post(DEMO_STORE_ROUTES.cartAdd, async (request, reply) => {
    const current = visit(request);
    const form = formOf(request);
    const { locale } = current;
    const T = DEMO_STORE_TEXT[locale].catalogue;
    const refuse = (handle: string, message: string) =>
      page(reply, 400, current, cataloguePage({ locale, cart: current.cart, error: { handle, message } }));
    const product = productOf(form.get('product') ?? '');
    if (!product) return refuse('', T.chooseProduct);
    const quantity = quantityOf(form.get('quantity'), 1);
    const existing = current.cart.lines.find((line) => line.handle === product.handle)?.quantity ?? 0;
    const title = productText(DEMO_STORE_TEXT[locale], product).title;
    const error =
      quantity === undefined
        ? T.quantityRange(1, MAX_LINE_QUANTITY)
        : existing + quantity > MAX_LINE_QUANTITY
          ? T.overLimit(existing, title, MAX_LINE_QUANTITY)
          : undefined;
    if (error || quantity === undefined) return refuse(product.handle, error ?? '');
    const lines = existing
      ? current.cart.lines.map((line) =>
          line.handle === product.handle ? { ...line, quantity: existing + quantity } : line,
        )
      : [...current.cart.lines, { handle: product.handle, quantity }];
    saveCart(current, { ...current.cart, lines });
    return redirect(reply, current, `${PATHS.cart}?added=${encodeURIComponent(product.handle)}`);
  });

  store.post(DEMO_STORE_ROUTES.cartChange, async (request, reply) => {
    const current = visit(request);
    const form = formOf(request);
    const product = productOf(form.get('product') ?? '');
    if (!product) return redirect(reply, current, PATHS.cart);
    const quantity = quantityOf(form.get('quantity'), 0);
    if (quantity === undefined) {
      return page(
        reply,
        400,
        current,
        cartPage({
          locale: current.locale,
          cart: current.cart,
          lines: pricedLines(current.cart),
          error: {
            handle: product.handle,
            message: DEMO_STORE_TEXT[current.locale].catalogue.quantityRange(0, MAX_LINE_QUANTITY),
          },
        }),
      );
    }
    const inCart = current.cart.lines.some((line) => line.handle === product.handle);
    const lines =
      quantity === 0
        ? current.cart.lines.filter((line) => line.handle !== product.handle)
        : inCart
          ? current.cart.lines.map((line) => (line.handle === product.handle ? { ...line, quantity } : line))
          : [...current.cart.lines, { handle: product.handle, quantity }];
    saveCart(current, { ...current.cart, lines });
    const outcome = quantity === 0 ? 'removed' : 'updated';
    return redirect(reply, current, `${PATHS.cart}?${outcome}=${encodeURIComponent(product.handle)}`);
  });

  store.get(DEMO_STORE_ROUTES.cart, async (request, reply) => {
    const current = visit(request);
    const query = queryOf(request);
    const T = DEMO_STORE_TEXT[current.locale];
    const named = (key: string) => {
      const product = productOf(query.get(key) ?? '');
      return product && productText(T, product).title;
    };
    const added = named('added');
    const updated = named('updated');
    const removed = named('removed');
    const notice = added
      ? T.cart.added(added)
      : updated
        ? T.cart.updated(updated)
        : removed
          ? T.cart.removed(removed)
          : undefined;
    return page(
      reply,
      200,
      current,
      cartPage({
        locale: current.locale,
        cart: current.cart,
        lines: pricedLines(current.cart),
        ...(notice ? { notice } : {}),
      }),
    );
  });

  store.get(DEMO_STORE_ROUTES.checkout, async (request, reply) => {
    const current = visit(request);
    const lines = pricedLines(current.cart);
    if (lines.length === 0) return redirect(reply, current, PATHS.home);
    return page(
      reply,
      200,
      current,
      checkoutPage({
        locale: current.locale,
        cart: current.cart,
        lines,
        values: DEFAULT_CHECKOUT_VALUES,
        errors: {},
        checkoutToken: newCheckoutToken(),
      }),
    );
  });

  store.post(
    DEMO_STORE_ROUTES.checkout,
    { config: { rateLimit: CHECKOUT_RATE_LIMIT } },
    async (request, reply) => {
      const current = visit(request);
      const form = formOf(request);
      const { token, sent } = checkoutTokenOf(form);
      const lines = pricedLines(current.cart);
      if (lines.length === 0) {
        // A second click after the first one's reply emptied the cart: the same confirmation again.
        const placed = sent ? await findCheckout(ctx.db, token) : undefined;
        return redirect(reply, current, placed ? PATHS.order(placed.orderNumber) : PATHS.home);
      }
      const values = checkoutValuesOf(form);
      const errors = validateCheckout(values, current.locale);
      if (Object.keys(errors).length > 0) {
        return page(
          reply,
          400,
          current,
          checkoutPage({
            locale: current.locale,
            cart: current.cart,
            lines,
            values,
            errors,
            checkoutToken: token,
          }),
        );
      }

      const reservation = await reserveCheckout(ctx.db, token, async () => {
        const now = ctx.now();
        return {
          id: newStoreOrderId(now),
          orderNumber: await nextOrderNumber(ctx.db),
          createdAt: isoWithOffset(now, ctx.config.portalTimezone),
        };
      });
      const { order, receipt } = buildStoreOrder({ ...reservation, cart: current.cart, values });
      const body = JSON.stringify(order);
      let delivered = false;
      try {
        const { shopify } = ctx.config;
        const response = await store.inject({
          method: 'POST',
          url: `${API_BASE}${ORDER_API_ROUTES.storeWebhooks}`,
          headers: {
            'content-type': 'application/json',
            'x-shopify-topic': 'orders/create',
            'x-shopify-hmac-sha256': signWebhookBody(shopify.webhookSecret, body),
            // One delivery id per checkout: a copy of a delivered checkout is a duplicate the portal skips.
            'x-shopify-webhook-id': `demo-store-order-${reservation.id}`,
            'x-shopify-shop-domain': DEMO_SHOP_DOMAIN,
            'x-shopify-triggered-at': reservation.createdAt,
            'x-shopify-api-version': shopify.apiVersion,
            ...(demoMarkKey ? { [DEMO_ORDER_HEADER]: signWebhookBody(demoMarkKey, body) } : {}),
          },
          payload: body,
        });
        delivered = response.statusCode === 200;
        if (!delivered) {
          request.log.error(
            { status: response.statusCode, reply: response.body.slice(0, 500), order: receipt.name },
            'demo store order was not accepted by the webhook endpoint',
          );
        }
      } catch (error) {
        request.log.error({ err: error, order: receipt.name }, 'demo store order could not be delivered');
      }
      if (!delivered) {
        return page(
          reply,
          502,
          current,
          checkoutPage({
            locale: current.locale,
            cart: current.cart,
            lines,
            values,
            errors: {},
            failure: DEMO_STORE_TEXT[current.locale].checkout.orderFailed,
            checkoutToken: token,
          }),
        );
      }

      const now = ctx.now();
      saveCart(current, { attributes: [], lines: [] });
      current.cookies.push(setCookieHeader(RECEIPT_COOKIE, sealReceipt(secret(), receipt, now), { secure }));
      return redirect(reply, current, PATHS.order(receipt.orderNumber));
    },
  );

  store.get(DEMO_STORE_ROUTES.order, async (request, reply) => {
    const current = visit(request);
    const { orderNumber } = request.params as { orderNumber: string };
    const receipt = readReceipt(
      secret(),
      parseCookies(request.headers.cookie).get(RECEIPT_COOKIE),
      ctx.now(),
    );
    if (!receipt || String(receipt.orderNumber) !== orderNumber) {
      const texts = DEMO_STORE_TEXT[current.locale].pages.orderNotFound;
      return message(reply, 404, current, current.locale, texts);
    }
    return page(reply, 200, current, thankYouPage(receipt, cartCountOf(current.cart), current.locale));
  });

  store.setNotFoundHandler(async (request, reply) => {
    const current = visit(request);
    return message(reply, 404, current, current.locale, DEMO_STORE_TEXT[current.locale].pages.notFound);
  });

  store.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'demo store request failed');
    const { locale } = pageLocale(request);
    const P = DEMO_STORE_TEXT[locale].pages;
    if (status === 429) return message(reply, status, undefined, locale, P.tooManyOrders);
    const texts =
      status === 415
        ? P.unsupportedForm
        : status === 413
          ? P.tooMuchData
          : status < 500
            ? P.badRequest
            : P.failed;
    return message(reply, status, undefined, locale, { title: texts.heading, ...texts });
  });
};
