import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, type Translation } from '../../shared/i18n/locale.js';
import { spanishTexts } from './locale';
import type { SpanishTexts } from './spanish-texts';

/** The language shown inside a families' screen (see CustomerScreen); staff screens are outside it: English. */
export const ScreenLocale = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(ScreenLocale);
}

/** `english`, or its Spanish translation (picked from the loaded Spanish texts) on a screen shown in Spanish. */
export function useTexts<Catalogue>(
  english: Catalogue,
  pick: (spanish: SpanishTexts) => Translation<Catalogue>,
): Translation<Catalogue> {
  const spanish = useLocale() === 'es' ? spanishTexts() : undefined;
  return spanish ? pick(spanish) : (english as Translation<Catalogue>);
}
