/**
 * CSV files as spreadsheets read them safely: UTF-8 with a byte-order mark, a header row, CRLF line ends,
 * every text cell quoted (RFC 4180), and text that a spreadsheet would run as a formula (starting with = + - @
 * tab or carriage return) prefixed with an apostrophe — the same rules as the order export.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text (quoted, neutralised), a number, or a cell written as it is (`csvMoney`). */
export type CsvCell = string | number | { raw: string };

function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.raw;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Dollars as the export writes them: two decimals, no currency sign or thousands separator. */
export const csvMoney = (amount: number): CsvCell => ({ raw: amount.toFixed(2) });

export function csvText(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** `<table>_<GROUPCODE>_<YYYY-MM-DD>.csv`, like the order export's `orders_<GROUPCODE>_<date>.csv`. */
export function csvFileName(table: string, groupCode: string, date: string): string {
  const label = groupCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'all';
  return `${table}_${label}_${date}.csv`;
}
