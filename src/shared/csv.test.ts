import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvFileName, csvMoney, csvText } from './csv.js';

describe('csvText', () => {
  it('starts with the byte-order mark, quotes text, ends every line with CRLF', () => {
    expect(csvText(['Seller', 'Orders'], [['Ava "Ace" Stone', 3]])).toBe(
      `${CSV_BOM}"Seller","Orders"\r\n"Ava ""Ace"" Stone",3\r\n`,
    );
  });

  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('neutralises %j with an apostrophe', (value) => {
    expect(csvText(['a'], [[value]])).toBe(`${CSV_BOM}"a"\r\n"'${value}"\r\n`);
  });

  it('keeps commas and line breaks inside a quoted cell', () => {
    expect(csvText(['a'], [['x, y\nz']])).toBe(`${CSV_BOM}"a"\r\n"x, y\nz"\r\n`);
  });

  it('writes money with two decimals', () => {
    expect(csvText(['a', 'b', 'c'], [[csvMoney(5), csvMoney(1234.5), csvMoney(0.1 + 0.2)]])).toBe(
      `${CSV_BOM}"a","b","c"\r\n5.00,1234.50,0.30\r\n`,
    );
  });
});

describe('csvFileName', () => {
  it('names the table, the group code in capitals and the date', () => {
    expect(csvFileName('sellers', 'band24', '2026-11-24')).toBe('sellers_BAND24_2026-11-24.csv');
    expect(csvFileName('products', '../x y', '2026-11-24')).toBe('products_XY_2026-11-24.csv');
  });
});
