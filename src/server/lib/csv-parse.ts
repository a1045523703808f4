import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, Parser, type InfoRecord } from 'csv-parse';

/**
 * Reads a CSV file as people save it from a spreadsheet: UTF-8 with or without a byte-order mark, comma- or
 * semicolon-separated (whichever the header row has more of, outside quotes), quoted cells with doubled quotes and
 * line breaks inside, CRLF, LF or CR line ends. Rows keep their line number in the file (the header is row 1) so
 * that a problem can name the row a spreadsheet shows; rows whose cells are all blank are left out.
 *
 * csv-parse's streaming parser reads the file a slice at a time, giving the event loop back between slices, and
 * the reading stops at the first row past a limit: a hostile file costs what its first rows cost, not what all of
 * it would.
 */
export interface CsvRow {
  row: number;
  cells: string[];
}

export interface CsvLimits {
  /** Cells a row may have, the header's included; the header is checked before any row is read. */
  maxColumns: number;
  /** Rows after the header; blank rows are left out of this count and limited to as many again. */
  maxRows: number;
  /** Bytes of one row, separators included (UTF-8). */
  maxRowBytes: number;
}

/** Why a file was not read to its end, and the row where the reading stopped. */
export type CsvRefusal =
  | { reason: 'columns'; row: number; max: number }
  | { reason: 'rows'; row: number; max: number }
  | { reason: 'rowTooLong'; row: number; max: number }
  | { reason: 'quoteNotClosed'; row: number };

export type CsvReading = { rows: CsvRow[]; refused?: undefined } | { refused: CsvRefusal };

/** Characters written to the parser at a time, between which other requests are served. */
const SLICE_CHARS = 16 * 1024;

class LimitReached extends Error {
  constructor(readonly refusal: CsvRefusal) {
    super(refusal.reason);
  }
}

interface FirstRow {
  delimiter: ',' | ';';
  row: number;
  cells: number;
}

/**
 * The first row that is not an empty line, read no further than `maxChars`: its separator (the one it has more
 * of outside quotes) and how many cells it has, so that a header of a million cells is refused unread.
 */
function firstRowOf(text: string, maxChars: number): FirstRow {
  let row = 1;
  let index = 0;
  for (; index < text.length && (text[index] === '\n' || text[index] === '\r'); index += 1) {
    if (text[index] === '\n' || text[index + 1] !== '\n') row += 1;
  }
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  const end = Math.min(text.length, index + maxChars);
  for (; index < end; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas
    ? { delimiter: ';', row, cells: semicolons + 1 }
    : { delimiter: ',', row, cells: commas + 1 };
}

function carriageReturnsIn(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    for (let index = cell.indexOf('\r'); index !== -1; index = cell.indexOf('\r', index + 1)) count += 1;
  }
  return count;
}

/**
 * Writes a slice to the parser without stack traces: csv-parse makes an error for every row whose cell count differs
 * from the header's, which relax_column_count then drops, and taking its stack trace was half of the time the
 * reading of such rows took. The write is synchronous, so nothing else runs meanwhile.
 */
function writeUntraced(parser: Parser, slice: Buffer) {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    parser.write(slice);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * The rows of a CSV file, header first, or why the reading stopped. Other requests are served between slices.
 */
export async function readCsv(input: string, limits: CsvLimits): Promise<CsvReading> {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const first = firstRowOf(text, limits.maxRowBytes);
  if (first.cells > limits.maxColumns)
    return { refused: { reason: 'columns', row: first.row, max: limits.maxColumns } };

  const rows: CsvRow[] = [];
  let blankRows = 0;
  // csv-parse counts each CR and LF inside a quoted cell as a line, where a spreadsheet counts a CRLF as one: the
  // CRs of the cells read so far come off its count.
  let carriageReturns = 0;
  let lastRowEnd = 0;
  let lastRowEndByte = 0;

  const parser = new Parser({
    delimiter: first.delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: limits.maxRowBytes,
    on_record: (cells: string[], context: InfoRecord) => {
      const row = lastRowEnd + 1;
      carriageReturns += carriageReturnsIn(cells);
      lastRowEnd = context.lines - carriageReturns;
      lastRowEndByte = context.bytes;
      if (cells.length > limits.maxColumns)
        throw new LimitReached({ reason: 'columns', row, max: limits.maxColumns });
      if (cells.every((cell) => cell.trim() === '')) {
        blankRows += 1;
        if (blankRows > limits.maxRows) throw new LimitReached({ reason: 'rows', row, max: limits.maxRows });
        return null;
      }
      // The header and maxRows rows are taken; the next row stops the reading.
      if (rows.length > limits.maxRows) throw new LimitReached({ reason: 'rows', row, max: limits.maxRows });
      rows.push({ row, cells });
      return null;
    },
  });

  let failure: unknown;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.resume();
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  for (let offset = 0; offset < text.length && failure === undefined;) {
    let end = Math.min(text.length, offset + SLICE_CHARS);
    // A slice never ends between the two halves of a character outside the Basic Multilingual Plane.
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end += 1;
    writeUntraced(parser, Buffer.from(text.slice(offset, end), 'utf8'));
    offset = end;
    // A row of empty cells never reaches max_record_size (which counts the cells' characters): the bytes read
    // since the last row ended bound it instead, before its cells fill memory.
    if (failure === undefined && parser.info.bytes - lastRowEndByte > limits.maxRowBytes)
      failure = new LimitReached({ reason: 'rowTooLong', row: lastRowEnd + 1, max: limits.maxRowBytes });
    await nextTurn();
  }
  if (failure === undefined) parser.end();
  else parser.destroy();
  await closed;

  if (failure === undefined) return { rows };
  if (failure instanceof LimitReached) return { refused: failure.refusal };
  if (failure instanceof CsvError && failure.code === 'CSV_MAX_RECORD_SIZE')
    return { refused: { reason: 'rowTooLong', row: lastRowEnd + 1, max: limits.maxRowBytes } };
  if (failure instanceof CsvError && failure.code === 'CSV_QUOTE_NOT_CLOSED')
    return { refused: { reason: 'quoteNotClosed', row: lastRowEnd + 1 } };
  throw failure;
}
