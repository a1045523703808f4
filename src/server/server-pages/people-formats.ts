import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';

const LONG_DATE = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** "2026-03-10" → "March 10, 2026" or "10 de marzo de 2026" (a calendar date, already in the portal's zone). */
export const formatLongDate = (isoDate: string, locale: Locale) =>
  LONG_DATE[locale].format(new Date(`${isoDate}T00:00:00Z`));

/** Cents as dollars in the reader's language: "$1,234.50". */
export const formatAmount = (cents: number, locale: Locale) =>
  (cents / 100).toLocaleString(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
