import { describe, expect, it } from 'vitest';
import { parseProductLines } from './product-list';
import { PAPER_ORDER_TEXTS } from './texts';

const P = PAPER_ORDER_TEXTS.products.paste;

describe('pasted product lists', () => {
  it('reads name, price and SKU a line, with or without a header, the SKU optional', () => {
    expect(parseProductLines('Name,Price,SKU\nCookie Dough,12.5,CD-1\n\nCandle,$15\n')).toEqual({
      products: [
        { name: 'Cookie Dough', price: '12.50', sku: 'CD-1' },
        { name: 'Candle', price: '15.00', sku: '' },
      ],
      unread: [],
    });
    expect(parseProductLines('Wreath,30.00,WR').products).toEqual([
      { name: 'Wreath', price: '30.00', sku: 'WR' },
    ]);
  });

  it('reads quoted names, semicolon files with decimal commas and tab-separated spreadsheet rows', () => {
    expect(parseProductLines('"Candle, ""Vanilla""",9.99').products).toEqual([
      { name: 'Candle, "Vanilla"', price: '9.99', sku: '' },
    ]);
    expect(parseProductLines('product;price\nPie;12,50;PI').products).toEqual([
      { name: 'Pie', price: '12.50', sku: 'PI' },
    ]);
    expect(parseProductLines('Pie\t"1,250.00"\tPI').products).toEqual([
      { name: 'Pie', price: '1250.00', sku: 'PI' },
    ]);
  });

  it('returns each line it cannot read with its number and what is wrong', () => {
    expect(parseProductLines('Cookie Dough,12.50\nCandle,cheap\n,4.00\nWreath')).toEqual({
      products: [{ name: 'Cookie Dough', price: '12.50', sku: '' }],
      unread: [
        { line: 2, text: 'Candle,cheap', message: P.badPrice },
        { line: 3, text: ',4.00', message: P.noName },
        { line: 4, text: 'Wreath', message: P.badPrice },
      ],
    });
  });
});
