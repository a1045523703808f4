import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';

const CURRENCY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** One formatter per language, made when first needed. */
function perLocale<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(INTL_LOCALES[locale])));
    return formatter;
  };
}

const currency = perLocale((tag) => new Intl.NumberFormat(tag, CURRENCY));
const dateFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, DATE));
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Dollars with 2 decimals: 1234.5 → "$1,234.50" (in Spanish too, as es-US writes dollars). */
export function formatCurrency(amount: number | string | null | undefined, locale: Locale = 'en'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return currency(locale).format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string): Date | null {
  // A calendar date (YYYY-MM-DD) means that day where the reader is, not midnight UTC.
  const match = CALENDAR_DATE.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-04" or an ISO timestamp → "Mar 4, 2025" ("4 mar 2025" in Spanish); empty for missing or unreadable values. */
export function formatDate(value: string | null | undefined, locale: Locale = 'en'): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? dateFormat(locale).format(date) : value;
}

/** A count: 1234 → "1,234". */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return count.toLocaleString(INTL_LOCALES[locale]);
}

/** An ISO timestamp → "Mar 4, 2025, 3:07 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : value;
}

/** A percentage as entered, up to two decimals: 40 → "40%", 42.5 → "42.5%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}
