import { LOCALE_QUERY_PARAM, LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { LANGUAGE_NAMES } from '../../shared/texts/language-names.js';
import { html, type Html } from './html.js';

/**
 * "English / Español" as plain links to the same page with `?lang=`: they work without script, and the page
 * that answers remembers the choice in the `lang` cookie. Each name is marked in its own language.
 */
export function languageSwitch(current: Locale, label: string): Html {
  return html`<nav class="language-switch" aria-label="${label}">
    ${LOCALES.map(
      (locale) =>
        html`<a
          href="?${LOCALE_QUERY_PARAM}=${locale}"
          lang="${locale}"
          hreflang="${locale}"
          ${locale === current ? html` aria-current="true"` : ''}
          >${LANGUAGE_NAMES[locale]}</a
        >`,
    )}
  </nav>`;
}
