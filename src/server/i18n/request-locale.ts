import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  localeOf,
  LOCALE_COOKIE,
  LOCALE_QUERY_PARAM,
  preferredLocale,
  type Locale,
} from '../../shared/i18n/locale.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves the seller and buyer screens: its messages follow the request's Accept-Language. */
    familyFacing?: boolean;
  }
}

/** Route options of the API routes the seller and buyer screens call; staff routes answer in English. */
export const FAMILY_FACING = { familyFacing: true } as const;

const ONE_YEAR_S = 31_536_000;

function acceptLanguageLocale(request: FastifyRequest): Locale {
  return preferredLocale(acceptedLanguages(request.headers['accept-language']));
}

/**
 * The language of an API reply's messages: the request's Accept-Language on the routes of the family screens,
 * English everywhere else (a staff member's browser that prefers Spanish still gets the staff screens' English).
 */
export function replyLocale(request: FastifyRequest): Locale {
  return request.routeOptions.config?.familyFacing ? acceptLanguageLocale(request) : DEFAULT_LOCALE;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function queryValue(url: string, name: string): string | undefined {
  const at = url.indexOf('?');
  return at < 0 ? undefined : (new URLSearchParams(url.slice(at + 1)).get(name) ?? undefined);
}

export interface PageLocale {
  locale: Locale;
  /** Set when the address chose the language (`?lang=es`): remembers it for the next pages. */
  setCookie?: string;
}

/** `Set-Cookie` of a chosen language, the same cookie the web app writes. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * The language of a server-rendered page (share page, demo store): `?lang=` (then remembered in the cookie), the
 * `lang` cookie the web app or an earlier page wrote, the browser's Accept-Language, else English.
 */
export function pageLocale(request: FastifyRequest): PageLocale {
  const chosen = localeOf(queryValue(request.url, LOCALE_QUERY_PARAM));
  if (chosen) return { locale: chosen, setCookie: localeCookie(chosen) };
  const remembered = localeOf(cookieValue(request.headers.cookie, LOCALE_COOKIE));
  return { locale: remembered ?? acceptLanguageLocale(request) };
}
