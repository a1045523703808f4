/** Calendar dates as the API carries them: 'YYYY-MM-DD' strings, which compare correctly as text. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The reader's local date (not UTC) as 'YYYY-MM-DD'. */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The same day `months` later; a day the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28
 * or 29), rather than spilling into the month after.
 */
export function addMonths(date: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1 + months;
  const day = Number(match[3]);
  const lastDay = new Date(year, monthIndex + 1, 0).getDate();
  return todayLocal(new Date(year, monthIndex, Math.min(day, lastDay)));
}
