import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageLocale } from '../i18n/request-locale.js';
import type { Html } from '../server-pages/html.js';
import { SHARE_PAGE_CACHE_MS } from '../share-links/public-page-cache.js';

/** A public page as every visitor of its address sees it: a minute in any cache (as long as this process keeps it). */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${SHARE_PAGE_CACHE_MS / 1000}`;
/** A page whose address chose its language (and that sets the cookie): not for shared caches. */
const CHOSEN_LANGUAGE_CACHE_CONTROL = `private, max-age=${SHARE_PAGE_CACHE_MS / 1000}`;
/** The page's language follows the `lang` cookie and the browser's languages (see pageLocale). */
const VARY = 'Cookie, Accept-Language';

/**
 * Sends a server-rendered page (share page, class page, leaderboard) in its language: remembers a language the
 * address chose, and keeps a cacheable page out of shared caches when it does. Every other answer is `no-store`.
 */
export function sendPage(
  reply: FastifyReply,
  language: PageLocale,
  status: number,
  body: Html | string,
  cacheControl = 'no-store',
) {
  if (language.setCookie) reply.header('set-cookie', language.setCookie);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header(
      'cache-control',
      language.setCookie && cacheControl !== 'no-store' ? CHOSEN_LANGUAGE_CACHE_CONTROL : cacheControl,
    )
    .header('vary', VARY)
    .send(typeof body === 'string' ? body : body.text);
}

/** Pages for people, not part of the API: the reference at /api/docs leaves them out. */
export function hideFromApiReference(page: FastifyInstance) {
  page.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
}
