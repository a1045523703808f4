import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_QUERY_PARAM, localeOf, type Locale } from '../../shared/i18n/locale.js';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { AppError } from '../errors.js';
import { localeCookie, pageLocale } from '../i18n/request-locale.js';
import type { Html } from '../server-pages/html.js';
import { signedLinkRateLimits } from '../server-pages/link-rate-limits.js';
import { MAIL_TEXT } from './family-messages.js';
import { MAIL_PAGE_CSS, MAIL_PAGE_ROUTES, messagePage, questionPage } from './pages.js';
import { digestOfToken, stopDigestByToken } from './staff-settings.js';
import {
  confirmationOfToken,
  confirmSubscription,
  unsubscribeByToken,
  unsubscriptionOfToken,
} from './subscriptions.js';

function send(reply: FastifyReply, status: number, body: Html, setCookie?: string) {
  if (setCookie) reply.header('set-cookie', setCookie);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(body.text);
}

/**
 * The page's language: the one the address chose (`?lang=`, which the message's links carry), else the one the
 * subscription's messages are written in, else the reader's.
 */
function languageOf(request: FastifyRequest, subscriptionLocale: Locale | undefined) {
  const chosen = localeOf(new URL(request.url, 'http://page.invalid').searchParams.get(LOCALE_QUERY_PARAM));
  if (chosen) return { locale: chosen, setCookie: localeCookie(chosen) };
  return subscriptionLocale ? { locale: subscriptionLocale } : pageLocale(request);
}

/**
 * The pages a message's links open, without a login: confirming a subscription, and unsubscribing (a parent's
 * subscription or a staff member's digest). Opening a link only asks; its button posts back, which acts, so a mail
 * scanner that follows links confirms and stops nothing. The unsubscribe address also takes the one-click POST
 * of RFC 8058 (`List-Unsubscribe=One-Click`) that mail clients send. Registered under MAIL_PAGE_BASE.
 */
export const mailPageRoutes: FastifyPluginAsync = async (page) => {
  const { ctx } = page;
  const limits = signedLinkRateLimits(ctx, 'mail');

  page.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The buttons' forms and the one-click POST carry nothing the pages read.
  page.removeAllContentTypeParsers();
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    page.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }

  /** Counts the view; answers 429 when the address is over its limits. */
  async function refused(request: FastifyRequest, reply: FastifyReply) {
    const refusal = await limits.take(request);
    if (!refusal) return undefined;
    const { locale } = pageLocale(request);
    const TEXT = MAIL_TEXT[locale].pages;
    reply.header('retry-after', String(refusal.seconds));
    return send(
      reply,
      429,
      messagePage(locale, TEXT.unsubscribe.title, TEXT.tooMany(retryAfterText(refusal.seconds, locale))),
    );
  }

  async function invalid(request: FastifyRequest, reply: FastifyReply, kind: 'confirm' | 'unsubscribe') {
    await limits.countMiss(request);
    const { locale, setCookie } = pageLocale(request);
    const TEXT = MAIL_TEXT[locale].pages[kind];
    return send(reply, 404, messagePage(locale, TEXT.title, TEXT.invalid), setCookie);
  }

  page.get(MAIL_PAGE_ROUTES.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(MAIL_PAGE_CSS),
  );

  page.get(MAIL_PAGE_ROUTES.confirm, async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const { token } = request.params as { token: string };
    const found = await confirmationOfToken(ctx, token);
    if (!found) return invalid(request, reply, 'confirm');
    const { locale, setCookie } = languageOf(request, found.subscription.locale);
    const TEXT = MAIL_TEXT[locale].pages.confirm;
    if (found.subscription.status === 'confirmed') {
      return send(
        reply,
        200,
        messagePage(locale, TEXT.doneTitle, TEXT.done(found.sellerFirstName)),
        setCookie,
      );
    }
    const question = TEXT.question(found.sellerFirstName, found.subscription.email);
    return send(
      reply,
      200,
      questionPage(locale, { title: TEXT.title, question, button: TEXT.button }),
      setCookie,
    );
  });

  page.post(MAIL_PAGE_ROUTES.confirm, async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const { token } = request.params as { token: string };
    const found = await confirmSubscription(ctx, token);
    if (!found) return invalid(request, reply, 'confirm');
    const { locale, setCookie } = languageOf(request, found.subscription.locale);
    const TEXT = MAIL_TEXT[locale].pages.confirm;
    return send(reply, 200, messagePage(locale, TEXT.doneTitle, TEXT.done(found.sellerFirstName)), setCookie);
  });

  page.get(MAIL_PAGE_ROUTES.unsubscribe, async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const { token } = request.params as { token: string };
    const family = await unsubscriptionOfToken(ctx, token);
    const digest = family ? undefined : await digestOfToken(ctx, token);
    if (!family && !digest) return invalid(request, reply, 'unsubscribe');
    const { locale, setCookie } = languageOf(request, family?.subscription.locale ?? 'en');
    const TEXT = MAIL_TEXT[locale].pages.unsubscribe;
    if (family?.subscription.status === 'unsubscribed') {
      return send(reply, 200, messagePage(locale, TEXT.doneTitle, TEXT.done), setCookie);
    }
    const question = TEXT.question(family?.subscription.email ?? digest!.email);
    return send(
      reply,
      200,
      questionPage(locale, { title: TEXT.title, question, button: TEXT.button }),
      setCookie,
    );
  });

  page.post(MAIL_PAGE_ROUTES.unsubscribe, async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const { token } = request.params as { token: string };
    const family = await unsubscribeByToken(ctx, token);
    const digest = family ? undefined : await stopDigestByToken(ctx, token);
    if (!family && !digest) return invalid(request, reply, 'unsubscribe');
    const { locale, setCookie } = languageOf(request, family?.subscription.locale ?? 'en');
    const TEXT = MAIL_TEXT[locale].pages.unsubscribe;
    return send(reply, 200, messagePage(locale, TEXT.doneTitle, TEXT.done), setCookie);
  });

  page.setNotFoundHandler(async (request, reply) => invalid(request, reply, 'unsubscribe'));

  page.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { locale } = pageLocale(request);
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500 && !(error instanceof AppError)) {
      request.log.error({ req: request, err: error }, 'e-mail link page failed');
    }
    const TEXT = MAIL_TEXT[locale].pages;
    return send(reply, status, messagePage(locale, TEXT.unsubscribe.title, TEXT.failed));
  });
};
