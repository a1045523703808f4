import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvRowEnds } from './csv-row-ends.js';

async function through(chunks: string[]): Promise<string> {
  const output = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new CsvRowEnds());
  const parts: Buffer[] = [];
  for await (const part of output) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe('CsvRowEnds', () => {
  it('ends rows with CRLF and keeps line breaks inside quoted cells', async () => {
    const csv = '"a","line 1\nline 2",3\n"say ""hi""","x\r\ny",4\n';
    expect(await through([csv])).toBe('"a","line 1\nline 2",3\r\n"say ""hi""","x\r\ny",4\r\n');
  });

  it('carries the quote state across chunks, even between two doubled quotes', async () => {
    const csv = '"a ""b""\nc",1\n"d",2\n';
    const expected = '"a ""b""\nc",1\r\n"d",2\r\n';
    for (let cut = 1; cut < csv.length; cut++) {
      expect(await through([csv.slice(0, cut), csv.slice(cut)])).toBe(expected);
    }
  });

  it('passes a chunk without row ends on unchanged', async () => {
    expect(await through(['"no end yet', '"'])).toBe('"no end yet"');
  });
});
