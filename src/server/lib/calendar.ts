/** Building a formatter costs several times what formatting does, and every seller's sign-in asks for today. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The last date worked out per time zone, for the minute it was worked out in. */
const lastDates = new Map<string, { minute: number; date: string }>();

/**
 * Today's calendar date (YYYY-MM-DD) as people in the portal's time zone read it. Every time zone's offset today
 * is a whole number of minutes, so the date can only change at a minute's start: within one minute the answer
 * is reused (formatting took a few percent of a seller login's CPU).
 */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  lastDates.set(timeZone, { minute, date });
  return date;
}

/** The same day one month later, clamped to the month's last day (31 January → 28 or 29 February). */
export function addOneMonth(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = month; // zero-based index of the following month
  const lastDay = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, targetMonthIndex, Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) on the clocks of a time zone. */
export function hourIn(timeZone: string, instant: Date): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(instant).find((part) => part.type === 'hour')?.value ?? 0);
}

/** The calendar date `days` days after (or before, when negative) another. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
