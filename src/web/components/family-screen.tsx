import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale.js';
import { shownLanguage, subscribeToLocale } from '../lib/locale';
import { ScreenLanguage } from '../lib/use-texts';
import { LanguageSwitch } from './language-switch';
import { PageLoading } from './page-loading';

/**
 * A screen families see (seller login, shop, seller page, 404): shown in the chosen language, with the
 * switch above it and <html lang> following it. Staff screens are not wrapped, so they stay in English.
 */
export function FamilyScreen({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribeToLocale, shownLanguage);
  const { locale } = shown;
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = DEFAULT_LOCALE;
    };
  }, [locale]);
  return (
    <ScreenLanguage.Provider value={shown}>
      <div className="family-screen">
        <LanguageSwitch />
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </div>
    </ScreenLanguage.Provider>
  );
}
