import {
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  preferredLocale,
  type Locale,
} from '../../shared/i18n/locale.js';
import type { SpanishTexts } from './spanish-texts';

/*
 * The language of the families' screens: the one chosen on the switch (kept in local storage, and in a cookie
 * for the server-rendered share page and demo store), else the browser's preferred languages. The Spanish
 * texts are a chunk of their own, fetched only when Spanish is chosen: until they arrive the screens stay in
 * English.
 */

const ONE_YEAR_S = 31_536_000;

let spanish: SpanishTexts | undefined;
let loading: Promise<void> | undefined;
/** A choice the storage could not keep (privacy settings): it holds until the page is left. */
let unstored: Locale | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

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

function loadSpanish(): void {
  loading ??= import('./spanish-texts').then(
    (module) => {
      spanish = module.SPANISH_TEXTS;
      notify();
    },
    () => {
      // Offline or a new deployment: English stays, and the next render asks again.
      loading = undefined;
    },
  );
}

/** The language the screens show: the chosen one once its texts are here, English until then. */
export function shownLocale(): Locale {
  if (chosenLocale() !== 'es') return 'en';
  if (!spanish) loadSpanish();
  return spanish ? 'es' : 'en';
}

/** The Spanish texts, once loaded. */
export function spanishTexts(): SpanishTexts | undefined {
  return spanish;
}

/** Remembers the choice (storage and cookie) and shows the screens in it as soon as its texts are here. */
export function chooseLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    unstored = undefined;
  } catch {
    unstored = locale;
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  notify();
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
