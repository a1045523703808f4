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
