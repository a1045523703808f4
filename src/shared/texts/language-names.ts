import type { Locale } from '../i18n/locale.js';

/** Each language named in itself, as the "English / Español" switch shows it (with its own `lang`). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
