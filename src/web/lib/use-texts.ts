import { createContext, useContext } from 'react';
import type { Locale, Translation } from '../../shared/i18n/locale.js';
import type { ShownLanguage, SpanishTexts } from './locale';

/** The language shown inside a families' screen (see FamilyScreen); staff screens are outside it: English. */
export const ScreenLanguage = createContext<ShownLanguage>({ locale: 'en' });

export function useLocale(): Locale {
  return useContext(ScreenLanguage).locale;
}

/** `english`, or its Spanish translation (picked from the loaded Spanish texts) on a screen shown in Spanish. */
export function useTexts<Catalogue>(
  english: Catalogue,
  pick: (spanish: SpanishTexts) => Translation<Catalogue>,
): Translation<Catalogue> {
  const { spanish } = useContext(ScreenLanguage);
  return spanish ? pick(spanish) : (english as Translation<Catalogue>);
}
