/**
 * The languages families can read the seller and buyer screens in. Staff screens stay in English. One list for
 * the web app, the server's messages, the share page and the demo store, so they never disagree.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where a choice is remembered: local storage in the web app, and a cookie the server-rendered pages read. */
export const LOCALE_STORAGE_KEY = 'lang';
export const LOCALE_COOKIE = 'lang';
/** `?lang=es` on a share link or the demo store opens it in that language (and remembers it). */
export const LOCALE_QUERY_PARAM = 'lang';

/** The tags `Intl` formats dates and money with (amounts stay in dollars). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** "es", "es-MX", "ES-us" → es; "en", "en-GB" → en; anything else → undefined. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary);
}

/** The first of the preferred languages the portal speaks, else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const locale = localeOf(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * A catalogue in another language: the same keys as the English one, every text a string and every function the
 * same parameters, so a key missing (or misspelt) in a translation fails the type-check.
 */
export type Translation<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string
    ? string
    : Catalogue[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : Catalogue[Key] extends readonly string[]
        ? readonly string[]
        : Translation<Catalogue[Key]>;
};
