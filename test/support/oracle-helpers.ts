/** What the results oracles share: orders of names and dates worked out as the reports promise them. */

const DAY_MS = 86_400_000;

/** Text order by UTF-16 code units, as `collate "C"`. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const numeric = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** How people number classes: "Room 2" before "Room 12", case aside. */
export const naturally = (a: string, b: string) => numeric.compare(a, b) || byCodeUnits(a, b);

/** What tells two sellers apart: the trimmed name in any case. */
export const keyOf = (name: string) => name.trim().toLowerCase();

export const sum = <T>(list: T[], value: (entry: T) => number) =>
  list.reduce((total, entry) => total + value(entry), 0);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every calendar date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string) {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
