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

/** Today's calendar date (YYYY-MM-DD) as people in the portal's time zone read it. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The same day one month later, clamped to the month's last day (31 January → 28 or 29 February). */
export function addOneMonth(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = month; // zero-based index of the following month
  const lastDay = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, targetMonthIndex, Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}
