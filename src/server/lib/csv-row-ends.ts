import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * Turns the row ends of a CSV stream (LF, as PostgreSQL's COPY writes them) into CRLF, the CSV standard's row end
 * that spreadsheets expect. Line breaks inside quoted cells stay as they are; the quote state carries across
 * chunks (a doubled quote inside a cell flips it twice).
 */
export class CsvRowEnds extends Transform {
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const parts: Buffer[] = [];
    let quoted = this.quoted;
    let start = 0;
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) {
        parts.push(chunk.subarray(start, at), CRLF);
        start = at + 1;
      }
    }
    this.quoted = quoted;
    if (start === 0) return done(null, chunk);
    parts.push(chunk.subarray(start));
    done(null, Buffer.concat(parts));
  }
}
