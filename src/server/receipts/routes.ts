import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { AppError } from '../errors.js';
import { pageLocale, type PageLocale } from '../i18n/request-locale.js';
import type { Html } from '../server-pages/html.js';
import { loadDonationReceipt } from './donation-receipt.js';
import { RECEIPT_ROUTES } from './paths.js';
import { signedLinkRateLimits } from '../server-pages/link-rate-limits.js';
import { RECEIPT_CSS, RECEIPT_PRINT_SCRIPT } from './styles.js';
import { RECEIPT_TEXT } from './texts.js';
import { receiptMessagePage, receiptPage } from './views.js';

const ASSET_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Sends a receipt page in its language. Never kept by a cache (`no-store`: it states a gift), never indexed, and
 * it remembers a language the address chose as the share page does.
 */
function sendPage(reply: FastifyReply, language: PageLocale, status: number, body: Html) {
  if (language.setCookie) reply.header('set-cookie', language.setCookie);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('vary', 'Cookie, Accept-Language')
    .send(body.text);
}

/**
 * The public donation receipt `/r/:token`, server-rendered and printable, in English or Spanish (`?lang=`, the
 * `lang` cookie, Accept-Language); registered under DONATION_RECEIPT_BASE. The buyer reaches it from the store's
 * thank-you page, staff from the order's detail. A token that names no receipt answers the same 404 page whatever
 * the reason (malformed, forged, no donation, cancelled).
 */
export const donationReceiptRoutes: FastifyPluginAsync = async (page) => {
  const { ctx } = page;
  const limits = signedLinkRateLimits(ctx, 'receipt');

  // Pages for people, not part of the API: the reference at /api/docs leaves them out.
  page.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // Only reading: no request body is taken.
  page.removeAllContentTypeParsers();

  const notFound = (reply: FastifyReply, language: PageLocale) =>
    sendPage(
      reply,
      language,
      404,
      receiptMessagePage(RECEIPT_TEXT[language.locale].notFound, language.locale),
    );

  page.get(RECEIPT_ROUTES.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE_CONTROL).send(RECEIPT_CSS),
  );

  page.get(RECEIPT_ROUTES.printScript, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', ASSET_CACHE_CONTROL)
      .send(RECEIPT_PRINT_SCRIPT),
  );

  page.get(RECEIPT_ROUTES.page, async (request, reply) => {
    const language = pageLocale(request);
    const { locale } = language;
    const refused = await limits.take(request);
    if (refused) {
      const texts = RECEIPT_TEXT[locale].tooMany;
      reply.header('retry-after', String(refused.seconds));
      const message = texts.message(retryAfterText(refused.seconds, locale));
      return sendPage(reply, language, 429, receiptMessagePage({ ...texts, message }, locale));
    }
    const { token } = request.params as { token: string };
    const receipt = await loadDonationReceipt(ctx, token);
    if (!receipt) {
      await limits.countMiss(request);
      return notFound(reply, language);
    }
    return sendPage(reply, language, 200, receiptPage(receipt, locale));
  });

  page.setNotFoundHandler(async (request, reply) => notFound(reply, pageLocale(request)));

  page.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = pageLocale(request);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && !(error instanceof AppError)) {
      request.log.error({ req: request, err: error }, 'donation receipt request failed');
    }
    const failed = RECEIPT_TEXT[language.locale].failed;
    return sendPage(
      reply,
      language,
      status < 500 ? status : 500,
      receiptMessagePage(failed, language.locale),
    );
  });
};
