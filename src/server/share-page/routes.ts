import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HandoffPurpose } from '../../shared/api/donation-paths.js';
import {
  SHARE_LINK_API_ROUTES,
  ZPublicShareHandoffReply,
  ZPublicShareLinkReply,
} from '../../shared/api/share-links.js';
import type { AppContext } from '../context.js';
import { AppError, fail } from '../errors.js';
import { errorReplies } from '../http/route-schema.js';
import { sharePageCacheOf, type CachedSharePage } from '../share-links/public-page-cache.js';
import { hideFromApiReference, PUBLIC_CACHE_CONTROL, sendPage as send } from './page-reply.js';
import { SHARE_PAGE_ROUTES } from './paths.js';
import { handOffThroughShareLink, loadPublicShareLink, shareLinkHandoff } from './public-share-link.js';
import { shareRateLimits, type Refusal } from './rate-limits.js';
import { SHARE_PAGE_CSS } from './styles.js';
import { messagePage, SHARE_PAGE_TEXT, sharePage } from './views.js';
import { pageLocale, type PageLocale } from '../i18n/request-locale.js';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';

const ZTokenParams = z.object({ token: z.string() });

/** A share link's public view, from this process's cache or (once per minute per link) the database. */
function viewOf(ctx: AppContext, token: string): Promise<CachedSharePage | undefined> {
  return sharePageCacheOf(ctx).load(token, (key) => loadPublicShareLink(ctx, key));
}

/** `GET /api/share/:token` and `POST /api/share/:token/shop-url`: public, no session. */
export const shareApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limits = shareRateLimits(ctx);

  /** 429 as the login limits answer it: over the address's views or hand-offs, or guessing tokens. */
  async function limit(kind: 'views' | 'handoffs', request: FastifyRequest, reply: FastifyReply) {
    const refused = (await limits.take(kind, request)) ?? (await limits.guessing(request));
    if (!refused) return;
    reply.header('retry-after', String(refused.seconds));
    throw fail('RATE_LIMITED', { retryAfterSeconds: refused.seconds });
  }

  async function unknownLink(request: FastifyRequest): Promise<never> {
    await limits.countMiss(request);
    throw fail('SHARE_LINK_INVALID');
  }

  app.get(
    SHARE_LINK_API_ROUTES.publicShareLink,
    {
      config: FAMILY_FACING,
      schema: {
        tags: ['share links'],
        summary: 'What the public share page shows',
        params: ZTokenParams,
        response: { 200: ZPublicShareLinkReply, ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await limit('views', request, reply);
      const view = await viewOf(ctx, request.params.token);
      if (!view) return unknownLink(request);
      return { success: true as const, data: view.link };
    },
  );

  app.post(
    SHARE_LINK_API_ROUTES.publicShareHandoff,
    {
      config: FAMILY_FACING,
      schema: {
        tags: ['share links'],
        summary: 'A store link on the seller’s behalf, for a buyer who came through their share link',
        params: ZTokenParams,
        response: { 200: ZPublicShareHandoffReply, ...errorReplies(400, 404, 409, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      await limit('handoffs', request, reply);
      try {
        const { url, mode } = await handOffThroughShareLink(ctx, request.params.token);
        return { success: true as const, data: { url, mode } };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return unknownLink(request);
        throw error;
      }
    },
  );
};

/** The public share page `/s/:token` and its Shop-now form, server-rendered; registered under SHARE_PAGE_BASE. */
export const sharePageRoutes: FastifyPluginAsync = async (page) => {
  const { ctx } = page;
  const limits = shareRateLimits(ctx);

  hideFromApiReference(page);
  // The Shop-now and Give-a-donation forms have no fields; only forms are taken here, as the rest of the server takes only JSON.
  page.removeAllContentTypeParsers();
  page.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  const invalid = (reply: FastifyReply, language: PageLocale) =>
    send(reply, language, 404, messagePage(SHARE_PAGE_TEXT[language.locale].invalid, language.locale));

  function tooMany(reply: FastifyReply, language: PageLocale, retryAfter: Refusal) {
    const { locale } = language;
    const texts = SHARE_PAGE_TEXT[locale].tooMany;
    reply.header('retry-after', String(retryAfter.seconds));
    const message = texts.message(retryAfterText(retryAfter.seconds, locale));
    return send(reply, language, 429, messagePage({ ...texts, message }, locale));
  }

  page.get(SHARE_PAGE_ROUTES.stylesheet, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SHARE_PAGE_CSS),
  );

  const limited = async (kind: 'views' | 'handoffs', request: FastifyRequest) =>
    (await limits.take(kind, request)) ?? (await limits.guessing(request));

  page.get(SHARE_PAGE_ROUTES.page, async (request, reply) => {
    const language = pageLocale(request);
    const refused = await limited('views', request);
    if (refused) return tooMany(reply, language, refused);
    const { token } = request.params as { token: string };
    const view = await viewOf(ctx, token);
    if (!view) {
      await limits.countMiss(request);
      return invalid(reply, language);
    }
    const { locale } = language;
    view.html[locale] ??= sharePage(token, view.link, locale).text;
    return send(reply, language, 200, view.html[locale], PUBLIC_CACHE_CONTROL);
  });

  /**
   * The Shop-now and Give-a-donation forms: the hand-off, then 303 to the store (its catalogue or its donation
   * form). When nobody can shop or the campaign no longer takes donations, the page as it is now, without the
   * button, answers 409.
   */
  const handOff = (purpose: HandoffPurpose) => async (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLocale(request);
    const refused = await limited('handoffs', request);
    if (refused) return tooMany(reply, language, refused);
    const { token } = request.params as { token: string };
    const result = await shareLinkHandoff(ctx, token, purpose);
    if (result.outcome === 'not-found') {
      await limits.countMiss(request);
      return invalid(reply, language);
    }
    if (result.outcome === 'unavailable' || result.outcome === 'donations-off') {
      // The page the buyer came from was up to a minute old: show it as it is now, without the button.
      const link = await loadPublicShareLink(ctx, token);
      if (!link) return invalid(reply, language);
      sharePageCacheOf(ctx).set(token, link);
      return send(reply, language, 409, sharePage(token, link, language.locale));
    }
    reply.header('cache-control', 'no-store');
    return reply.redirect(result.handoff.url, 303);
  };

  page.post(SHARE_PAGE_ROUTES.shop, handOff('shop'));
  page.post(SHARE_PAGE_ROUTES.donate, handOff('donate'));

  page.setNotFoundHandler(async (request, reply) => invalid(reply, pageLocale(request)));

  page.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = pageLocale(request);
    const TEXT = SHARE_PAGE_TEXT[language.locale];
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (error instanceof AppError && error.code === 'NO_STORE') {
      return send(reply, language, 503, messagePage(TEXT.storeUnavailable, language.locale));
    }
    if (status >= 500 && !(error instanceof AppError)) {
      request.log.error({ req: request, err: error }, 'share page request failed');
    }
    const failedStatus = status < 500 ? status : status === 502 ? 502 : 500;
    return send(reply, language, failedStatus, messagePage(TEXT.failed, language.locale));
  });
};
