import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { DEMO_STORE_BASE } from '../../shared/api/store.js';
import { pageLocale } from '../i18n/request-locale.js';
import { cartRoutes } from './cart-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import { donationRoutes } from './donation-routes.js';
import { DEMO_STORE_ROUTES } from './paths.js';
import { storePages } from './store-pages.js';
import { STORE_CSS } from './styles.js';
import { DEMO_STORE_TEXT } from './texts.js';
import { cataloguePage } from './views.js';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The built-in demo store, served under /demo-store/ when no real store is configured: catalogue, cart, donation
 * form, checkout and thank-you page as server-rendered HTML. Its checkout delivers the order to the portal's own
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
  // Forms only, and only here: the rest of the server keeps refusing anything but JSON.
  store.removeAllContentTypeParsers();
  store.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  const pages = storePages(store.ctx);
  const { visit, page, message, offersDonations } = pages;

  store.get(DEMO_STORE_ROUTES.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STORE_CSS),
  );

  store.get(DEMO_STORE_ROUTES.home, async (request, reply) => {
    const current = visit(request);
    const donations = await offersDonations(current.cart);
    return page(
      reply,
      200,
      current,
      cataloguePage({ locale: current.locale, cart: current.cart, donations }),
    );
  });

  cartRoutes(store, pages);
  donationRoutes(store, pages);
  checkoutRoutes(store, pages);

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
