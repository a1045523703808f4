import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { AppError } from '../errors.js';
import { pageLocale, type PageLocale } from '../i18n/request-locale.js';
import { publicTeamView } from '../teams/team-pages.js';
import type { PublicTeamView } from '../share-links/team-page-cache.js';
import { hideFromApiReference, PUBLIC_CACHE_CONTROL, sendPage } from './page-reply.js';
import { shareRateLimits, type Refusal } from './rate-limits.js';
import { leaderboardPage, TEAM_PAGE_TEXT, teamProgressPage } from './team-views.js';
import { messagePage } from './views.js';

/** The route of a page below its base (`/t` or `/g`). */
const PAGE_ROUTE = '/:token';

function render(view: PublicTeamView, locale: PageLocale['locale']) {
  return view.kind === 'team' ? teamProgressPage(view.page, locale) : leaderboardPage(view.page, locale);
}

/**
 * A public page of classes and teams, server-rendered without script, as the share page is: a class's progress
 * page (`kind` team, under TEAM_PAGE_BASE) or the group's team leaderboard (`kind` group, under
 * LEADERBOARD_PAGE_BASE). The views and the token guessing count with the share links' (one count per address),
 * and a token of the other kind is as unknown here as any other. The style sheet is the share page's.
 */
function publicTeamPageRoutes(kind: PublicTeamView['kind']): FastifyPluginAsync {
  return async (page) => {
    const { ctx } = page;
    const limits = shareRateLimits(ctx);

    hideFromApiReference(page);
    // Only reading: no request body is taken.
    page.removeAllContentTypeParsers();

    const notFound = (reply: FastifyReply, language: PageLocale) =>
      sendPage(reply, language, 404, messagePage(TEAM_PAGE_TEXT[language.locale].notFound, language.locale));

    function tooMany(reply: FastifyReply, language: PageLocale, retryAfter: Refusal) {
      const { locale } = language;
      const texts = TEAM_PAGE_TEXT[locale].tooMany;
      reply.header('retry-after', String(retryAfter.seconds));
      const message = texts.message(retryAfterText(retryAfter.seconds, locale));
      return sendPage(reply, language, 429, messagePage({ ...texts, message }, locale));
    }

    const limited = async (request: FastifyRequest) =>
      (await limits.take('views', request)) ?? (await limits.guessing(request));

    page.get(PAGE_ROUTE, async (request, reply) => {
      const language = pageLocale(request);
      const refused = await limited(request);
      if (refused) return tooMany(reply, language, refused);
      const { token } = request.params as { token: string };
      const view = await publicTeamView(ctx, token);
      if (!view || view.link.kind !== kind) {
        await limits.countMiss(request);
        return notFound(reply, language);
      }
      const { locale } = language;
      view.html[locale] ??= render(view.link, locale).text;
      return sendPage(reply, language, 200, view.html[locale], PUBLIC_CACHE_CONTROL);
    });

    page.setNotFoundHandler(async (request, reply) => notFound(reply, pageLocale(request)));

    page.setErrorHandler(async (error: FastifyError, request, reply) => {
      const language = pageLocale(request);
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500 && !(error instanceof AppError)) {
        request.log.error({ req: request, err: error }, 'class page request failed');
      }
      const failed = TEAM_PAGE_TEXT[language.locale].failed;
      return sendPage(reply, language, status < 500 ? status : 500, messagePage(failed, language.locale));
    });
  };
}

/** The class progress page `/t/:token`; registered under TEAM_PAGE_BASE. */
export const teamPageRoutes = publicTeamPageRoutes('team');
/** The group's team leaderboard `/g/:token`; registered under LEADERBOARD_PAGE_BASE. */
export const leaderboardPageRoutes = publicTeamPageRoutes('group');
