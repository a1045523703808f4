import type { Locale } from '../../shared/i18n/locale.js';

/**
 * Texts of the first download (the seller login with the app's shell): the product name, loading, the crash
 * screen, and the login forms' shared message. app-texts.ts re-exports them with the staff
 * screens' shared texts; screens of the seller login's download import them from here, so that those
 * others stay out of it. Browser tests quote these, so keep them exact.
 */
export const APP_TEXTS = {
  appName: 'Fundraising Portal',
  loading: 'Loading...',
  crash: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reloading usually helps.',
    reload: 'Reload page',
  },
} as const;

/** Messages of the forms that both the seller login and the staff logins show. */
export const FORM_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
} as const;

/** The language switch of the families' screens: each language is named in itself, in every language. */
export const LANGUAGE_TEXTS = {
  label: 'Language',
} as const;
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
