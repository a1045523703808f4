import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_API_ROUTES } from '../../shared/api/order-paths.js';
import { donationReceiptPath } from '../../shared/api/donation-paths.js';
import { API_BASE } from '../../shared/api/paths.js';
import { donationReceiptToken } from '../orders/donation-receipt-token.js';
import { clientAddressKey } from '../http/client-address.js';
import { DEMO_ORDER_HEADER, demoOrderKey, signWebhookBody } from '../store/webhook-signature.js';
import {
  buildStoreOrder,
  checkoutValuesOf,
  DEFAULT_CHECKOUT_VALUES,
  isoWithOffset,
  newStoreOrderId,
  pricedLines,
  shipsProducts,
  validateCheckout,
} from './checkout.js';
import { checkoutTokenOf, findCheckout, newCheckoutToken, reserveCheckout } from './checkout-reservation.js';
import {
  isEmptyCart,
  parseCookies,
  readReceipt,
  RECEIPT_COOKIE,
  sealReceipt,
  setCookieHeader,
} from './cookies.js';
import { findDeliveredOrder } from './queries.js';
import { nextOrderNumber } from './order-number.js';
import { DEMO_STORE_ROUTES, PATHS } from './paths.js';
import { formOf, type StorePages } from './store-pages.js';
import { DEMO_STORE_TEXT } from './texts.js';
import { cartCountOf, checkoutPage, thankYouPage } from './views.js';

const DEMO_SHOP_DOMAIN = 'demo-store.local';
/** Checkouts (valid or not) one client address may send: plenty for trying the shop, few for flooding it. */
const CHECKOUT_RATE_LIMIT = {
  max: 20,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `demo-store-checkout|${clientAddressKey(request.ip)}`,
};
/**
 * The checkout form, the order it delivers to the portal's webhook endpoint as a real store would, and the
 * thank-you page.
 */
export function checkoutRoutes(
  store: FastifyInstance,
  { secure, secret, visit, saveCart, page, redirect, message }: StorePages,
) {
  const { ctx } = store;
  // Explicitly enabled (DEMO_STORE=1), the store marks its orders so that the portal counts them nowhere.
  const demoMarkKey = ctx.config.demoStore === 'explicit' ? demoOrderKey(ctx.config.jwtSecret) : undefined;

  store.get(DEMO_STORE_ROUTES.checkout, async (request, reply) => {
    const current = visit(request);
    const lines = pricedLines(current.cart);
    if (isEmptyCart(current.cart)) return redirect(reply, current, PATHS.home);
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
      if (isEmptyCart(current.cart)) {
        // A second click after the first one's reply emptied the cart: the same confirmation again.
        const placed = sent ? await findCheckout(ctx.db, token) : undefined;
        return redirect(reply, current, placed ? PATHS.order(placed.orderNumber) : PATHS.home);
      }
      const values = checkoutValuesOf(form);
      /** The form again, as filled in, with what went wrong. */
      const formAgain = (
        status: number,
        outcome: Pick<Parameters<typeof checkoutPage>[0], 'errors' | 'failure'>,
      ) =>
        page(
          reply,
          status,
          current,
          checkoutPage({
            locale: current.locale,
            cart: current.cart,
            lines,
            values,
            ...outcome,
            checkoutToken: token,
          }),
        );
      const errors = validateCheckout(values, current.locale, { ships: shipsProducts(lines) });
      if (Object.keys(errors).length > 0) return formAgain(400, { errors });

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
        return formAgain(502, { errors: {}, failure: DEMO_STORE_TEXT[current.locale].checkout.orderFailed });
      }

      const now = ctx.now();
      if (receipt.donationCents > 0) {
        // The receipt names the portal's row of the order, which only now exists.
        const stored = await findDeliveredOrder(ctx.db, String(reservation.id));
        if (stored && stored.donationCents > 0) {
          receipt.receiptPath = donationReceiptPath(donationReceiptToken(ctx.config.jwtSecret, stored.id));
        }
      }
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
}
