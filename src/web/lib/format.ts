const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Dollars with 2 decimals: 1234.5 → "$1,234.50". */
export function formatCurrency(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return currency.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string): Date | null {
  // A calendar date (YYYY-MM-DD) means that day where the reader is, not midnight UTC.
  const match = CALENDAR_DATE.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-04" or an ISO timestamp → "Mar 4, 2025"; empty for missing or unreadable values. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? dateFormat.format(date) : value;
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
