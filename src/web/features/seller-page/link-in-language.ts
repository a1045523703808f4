import { DEFAULT_LOCALE, LOCALE_QUERY_PARAM, type Locale } from '../../../shared/i18n/locale.js';

/** The share link as the seller passes it on: a Spanish-speaking seller's link opens in Spanish for relatives. */
export function linkInLanguage(url: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? url : `${url}?${LOCALE_QUERY_PARAM}=${locale}`;
}
