import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse.js';

describe('parseCsv', () => {
  it('reads a BOM, semicolons, quoted separators, doubled quotes and blank rows, keeping row numbers', () => {
    const text =
      '\uFEFFForm;Buyer;Note\r\n1;"Lee; Ann";"say ""hi"""\r\n;;\r\n\r\n2;Bo;"two\nlines"\r\n3;Cy;x';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['Form', 'Buyer', 'Note'] },
      { row: 2, cells: ['1', 'Lee; Ann', 'say "hi"'] },
      { row: 5, cells: ['2', 'Bo', 'two\nlines'] },
      { row: 7, cells: ['3', 'Cy', 'x'] },
    ]);
  });

  it('takes commas when the header has more of them, and a quoted comma stays in its cell', () => {
    expect(parseCsv('a,b\n"1,5",2\n')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1,5', '2'] },
    ]);
  });

  it('reads an empty file as no rows', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});
