import { parseDollarsToCents } from '../../../shared/money.js';
import { PAPER_ORDER_TEXTS } from './texts';

const T = PAPER_ORDER_TEXTS.products.paste;

/** A product as the list screen edits it: the price as typed. */
export interface ProductDraft {
  name: string;
  price: string;
  sku: string;
}

/** A pasted line that is not a product, with what is wrong with it. */
export interface UnreadLine {
  line: number;
  text: string;
  message: string;
}

/** Dollars as the price field shows them: 1250 cents → "12.50". */
export const priceText = (cents: number) => (cents / 100).toFixed(2);

/** One line's cells; a quoted cell may hold the separator and doubled quotes. */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** Spreadsheets paste tab-separated; semicolon-separated files write decimal commas ("12,50"). */
function separatorOf(lines: string[]): string {
  if (lines.some((line) => line.includes('\t'))) return '\t';
  return lines.find((line) => line.trim() !== '')?.includes(';') ? ';' : ',';
}

const isHeader = (cells: string[]) =>
  /^(product\s*)?name$|^product$/i.test(cells[0] ?? '') || /^price$/i.test(cells[1] ?? '');

/**
 * Products from pasted text or a CSV file: `name,price,sku` a line (the SKU optional, a header line allowed).
 * Lines that are not a product are returned apart, each with its number and what is wrong.
 */
export function parseProductLines(text: string): { products: ProductDraft[]; unread: UnreadLine[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const separator = separatorOf(lines);
  const products: ProductDraft[] = [];
  const unread: UnreadLine[] = [];
  let headerSeen = false;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = cellsOf(line, separator);
    if (!headerSeen && products.length === 0 && unread.length === 0 && isHeader(cells)) {
      headerSeen = true;
      return;
    }
    const [name = '', price = '', sku = ''] = cells;
    const cents = parseDollarsToCents(price);
    const message = name === '' ? T.noName : cents === null ? T.badPrice : null;
    if (message) unread.push({ line: index + 1, text: line.trim(), message });
    else products.push({ name, price: priceText(cents!), sku });
  });
  return { products, unread };
}

/** Names compare trimmed and in any case, as the server keeps them apart. */
export const productNameKey = (name: string) => name.trim().toLowerCase();
