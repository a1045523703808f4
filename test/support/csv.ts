/**
 * A small RFC 4180 reader for the CSV export, written independently of the server's CSV writer: fields are
 * separated by commas, records by CRLF (a lone LF is accepted too); a quoted field may hold commas, line
 * breaks and doubled quotes. Anything else (a quote inside an unquoted field, text after a closing quote, an
 * unterminated quote) is an error, so a malformed export fails the test instead of being read leniently.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let fieldStarted = false;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (!fieldStarted && char === '"') {
      // A quoted field: read to the closing quote, "" being one quote.
      index += 1;
      for (;;) {
        if (index >= text.length) throw new Error('CSV: unterminated quoted field');
        const inner = text[index]!;
        if (inner === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += inner;
        index += 1;
      }
      fieldStarted = true;
      const next = text[index];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new Error(`CSV: unexpected ${JSON.stringify(next)} after a closing quote at ${index}`);
      }
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
      continue;
    }
    if (char === '\r' && text[index + 1] === '\n') {
      endRecord();
      index += 2;
      continue;
    }
    if (char === '\n') {
      endRecord();
      index += 1;
      continue;
    }
    if (char === '"') throw new Error(`CSV: quote inside an unquoted field at ${index}`);
    field += char;
    fieldStarted = true;
    index += 1;
  }
  // A last record without a line break after it.
  if (fieldStarted || record.length > 0) endRecord();
  return records;
}
