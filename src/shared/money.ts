/**
 * The money limits, one definition for every way money enters: the forms, the spreadsheet import, turn-ins,
 * deposits and the store's orders (decision 23). The database holds the same bounds as CHECK constraints.
 */

/**
 * The most one amount people enter may be ($1,000,000): a product price, a payment, a donation, an envelope's cash
 * or one check, and also an envelope's, a form's or a deposit's total. A store order above it is kept as the store
 * charged it but waits in the repair queue instead of counting.
 */
export const MAX_MONEY_CENTS = 100_000_000;

/**
 * The most a store order's amount may be ($9,999,999,999.99): what a store charged is kept up to it; a payload
 * beyond it is not an order. Thousands of such amounts still add up exactly below 2^53.
 */
export const MAX_STORE_MONEY_CENTS = 999_999_999_999;

/** "$1,000,000": the limit as the texts write it. */
export const MAX_MONEY_TEXT = `$${(MAX_MONEY_CENTS / 100).toLocaleString('en-US')}`;

/** Whether whole cents are an amount people may enter: from 0 to MAX_MONEY_CENTS. */
export const withinMoneyLimit = (cents: number) =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_MONEY_CENTS;

/**
 * Dollars as people type them on a form or in a spreadsheet ("12", "12.5", "$1,250.00", "12,50"), in integer
 * cents; null when the text is not an amount. A comma followed by exactly three digits groups thousands; a comma
 * followed by one or two digits at the end is a decimal comma, as semicolon-separated spreadsheets write it.
 */
export function parseDollarsToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(input * 100);
    return Math.abs(cents - input * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
  }
  const text = input.trim().replace(/^\$\s*/, '');
  const decimalComma = /^(\d+),(\d{1,2})$/.exec(text);
  const normal = decimalComma ? `${decimalComma[1]}.${decimalComma[2]}` : text;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(normal);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** An amount people entered, as `parseDollarsToCents` reads it, in cents; null when it is not one or above the limit. */
export function parseMoneyAmount(input: string | number): number | null {
  const cents = parseDollarsToCents(input);
  return cents !== null && withinMoneyLimit(cents) ? cents : null;
}
