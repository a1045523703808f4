import { LOCALES } from '../../shared/i18n/locale.js';
import { chooseLocale } from '../lib/locale';
import { LANGUAGE_NAMES, LANGUAGE_TEXTS } from '../lib/public-texts';
import { useLocale, useTexts } from '../lib/use-texts';

/** "English / Español": each name in its own language; the pressed one is the language shown. */
export function LanguageSwitch() {
  const shown = useLocale();
  const T = useTexts(LANGUAGE_TEXTS, (es) => es.language);
  return (
    <div className="language-switch" role="group" aria-label={T.label}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__button"
          aria-pressed={locale === shown}
          onClick={() => chooseLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
