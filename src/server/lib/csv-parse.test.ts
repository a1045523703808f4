import { describe, expect, it } from 'vitest';
import { readCsv, type CsvLimits } from './csv-parse.js';

const LIMITS: CsvLimits = { maxColumns: 10, maxRows: 100, maxRowBytes: 1_000 };

describe('readCsv', () => {
  it('reads a BOM, semicolons, quoted separators, doubled quotes and blank rows, keeping row numbers', async () => {
    const text =
      '\uFEFFForm;Buyer;Note\r\n1;"Lee; Ann";"say ""hi"""\r\n;;\r\n\r\n2;Bo;"two\nlines"\r\n3;Cy;x';
    expect(await readCsv(text, LIMITS)).toEqual({
      rows: [
        { row: 1, cells: ['Form', 'Buyer', 'Note'] },
        { row: 2, cells: ['1', 'Lee; Ann', 'say "hi"'] },
        { row: 5, cells: ['2', 'Bo', 'two\nlines'] },
        { row: 7, cells: ['3', 'Cy', 'x'] },
      ],
    });
  });

  it('takes commas when the header has more of them, and a quoted comma stays in its cell', async () => {
    expect(await readCsv('a,b\n"1,5",2\n', LIMITS)).toEqual({
      rows: [
        { row: 1, cells: ['a', 'b'] },
        { row: 2, cells: ['1,5', '2'] },
      ],
    });
  });

  it('reads an empty file as no rows', async () => {
    expect(await readCsv('', LIMITS)).toEqual({ rows: [] });
    expect(await readCsv('\uFEFF\r\n', LIMITS)).toEqual({ rows: [] });
  });

  it('counts a line break inside a quoted cell once whether it is CRLF, LF or CR', async () => {
    expect(await readCsv('a,b\r\n"x\r\ny",1\r\n"p\rq","r\ns"\r\n\r\nz,2\r3,4', LIMITS)).toEqual({
      rows: [
        { row: 1, cells: ['a', 'b'] },
        { row: 2, cells: ['x\r\ny', '1'] },
        { row: 4, cells: ['p\rq', 'r\ns'] },
        { row: 7, cells: ['z', '2'] },
        { row: 8, cells: ['3', '4'] },
      ],
    });
  });

  it('keeps a quote inside an unquoted cell, and a character of two UTF-16 halves across slices whole', async () => {
    const long = '😀é'.repeat(20_000);
    const reading = await readCsv(`a,b\n5" candle,"${long}"\n`, { ...LIMITS, maxRowBytes: 1_000_000 });
    expect(reading.refused).toBeUndefined();
    expect(reading.refused ? [] : reading.rows[1]).toEqual({ row: 2, cells: ['5" candle', long] });
  });

  it('refuses a header of more cells than the limit before reading any row, empty cells counted', async () => {
    const rest = '1,2\n'.repeat(10) + '"never closed';
    expect(await readCsv(`\n\n${'a,'.repeat(10)}\n${rest}`, LIMITS)).toEqual({
      refused: { reason: 'columns', row: 3, max: 10 },
    });
    expect(await readCsv(`${','.repeat(500_000)}\n${rest}`, LIMITS)).toEqual({
      refused: { reason: 'columns', row: 1, max: 10 },
    });
    expect((await readCsv(`${'a,'.repeat(9)}a\n1`, LIMITS)).refused).toBeUndefined();
  });

  it('refuses a later row of more cells than the limit at that row', async () => {
    expect(await readCsv(`a,b\n1,2\n\n${'x;'.repeat(5)}\n${'x,'.repeat(10)}\n1,2\n`, LIMITS)).toEqual({
      refused: { reason: 'columns', row: 5, max: 10 },
    });
  });

  it('stops at the first row past the limit, without reading the rest of the file', async () => {
    const limits = { ...LIMITS, maxRows: 3 };
    expect(await readCsv('h\n1\n2\n\n3\n', limits)).toEqual({
      rows: [1, 2, 3, 5].map((row, index) => ({ row, cells: [index === 0 ? 'h' : String(index)] })),
    });
    expect(await readCsv(`h\n1\n2\n\n3\n4\n${'5\n'.repeat(1_000_000)}"never closed`, limits)).toEqual({
      refused: { reason: 'rows', row: 6, max: 3 },
    });
  });

  it('leaves blank rows out of the row count but refuses more of them than the limit', async () => {
    const limits = { ...LIMITS, maxRows: 3 };
    expect((await readCsv('h,i\n,\n\n , \n1,2\n2,3\n3,4\n', limits)).refused).toBeUndefined();
    expect(await readCsv(`h,i\n1,2\n${',\n'.repeat(3)}\n${',\n'.repeat(1_000_000)}`, limits)).toEqual({
      refused: { reason: 'rows', row: 6, max: 3 },
    });
  });

  it('refuses a row longer than the limit, of characters or of empty cells, and a quote never closed', async () => {
    expect(await readCsv(`a,b\n1,2\n\n3,${'x'.repeat(2_000)}\n4,5\n`, LIMITS)).toEqual({
      refused: { reason: 'rowTooLong', row: 4, max: 1_000 },
    });
    expect(await readCsv(`a\n1\n${','.repeat(5_000_000)}\n`, { ...LIMITS, maxColumns: 10_000_000 })).toEqual({
      refused: { reason: 'rowTooLong', row: 3, max: 1_000 },
    });
    expect(await readCsv('a,b\n1,2\n"3,4\n5,6\n', LIMITS)).toEqual({
      refused: { reason: 'quoteNotClosed', row: 3 },
    });
  });
});
