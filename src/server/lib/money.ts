/**
 * Whole cents from a money amount as the store sends it ("39.00", "6.5", 12, "1,234.50" is refused):
 * decimal arithmetic on the text, never binary floating point.
 */
export function centsFromMoney(value: unknown): number | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^\s*(\d{1,12})(?:\.(\d{0,2})\d*)?\s*$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export const dollarsFromCents = (cents: number) => Math.round(cents) / 100;

/** Whole cents of a dollar amount the API validated to two decimals (12.34 → 1234, without float drift). */
export const centsFromDollars = (dollars: number) => Math.round(dollars * 100);

/** Hundredths of a percent of a share the API validated to two decimals (12.5 → 1250). */
export const basisPointsFromPercent = (percent: number) => Math.round(percent * 100);

/** An optional amount as a column value: undefined stays undefined (unchanged), null clears. */
export function nullableConverted<T>(value: number | null | undefined, convert: (value: number) => T) {
  if (value === undefined || value === null) return value;
  return convert(value);
}
