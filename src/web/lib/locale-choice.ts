import {
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  preferredLocale,
  type Locale,
} from '../../shared/i18n/locale.js';

/*
 * The language of the families' screens: the one chosen on the switch (kept in local storage, and in a cookie
 * for the server-rendered share page and demo store), else the browser's preferred languages.
 */

const ONE_YEAR_S = 31_536_000;

/** A choice the storage could not keep (privacy settings): it holds until the page is left. */
let unstored: Locale | undefined;

function storedLocale(): Locale | undefined {
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.find((locale) => locale === saved);
  } catch {
    return undefined;
  }
}

/** The language chosen: stored, else the browser's first preferred language the portal speaks. */
export function chosenLocale(): Locale {
  return storedLocale() ?? unstored ?? preferredLocale(navigator.languages ?? [navigator.language]);
}

/** Remembers the choice: local storage for this app, the cookie for the server-rendered pages. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    unstored = undefined;
  } catch {
    unstored = locale;
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
