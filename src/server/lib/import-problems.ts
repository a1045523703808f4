import { MAX_LISTED_IMPORT_PROBLEMS, type TImportProblem } from '../../shared/api/paper-orders.js';
import type { FieldProblem } from '../errors.js';
import type { CsvRefusal } from './csv-parse.js';

/**
 * The problems of an imported file: every one counted, the first MAX_LISTED_IMPORT_PROBLEMS kept, so that a file
 * of a million bad cells costs a counter, not a million objects and a reply of hundreds of megabytes.
 */
export class ImportProblems {
  readonly listed: TImportProblem[] = [];
  count = 0;

  add(...problems: TImportProblem[]): void {
    for (const problem of problems) {
      this.count += 1;
      if (this.listed.length < MAX_LISTED_IMPORT_PROBLEMS) this.listed.push(problem);
    }
  }

  /** The 400 IMPORT_HAS_PROBLEMS refusal's `errors[]`: the listed problems by row and column. */
  fieldProblems(): FieldProblem[] {
    return this.listed.map((problem) => ({
      field: `rows.${problem.row}.${problem.column}`,
      code: 'FIELD_INVALID',
      english: problem.message,
    }));
  }
}

/** What an import says when the reader stopped before the end of the file, in that import's words. */
export interface RefusalTexts {
  tooManyColumns: (max: number) => string;
  tooManyRows: (max: number) => string;
  rowTooLong: (maxBytes: number) => string;
  quoteNotClosed: string;
}

/** The one problem of a file the reader refused: a file too long is a problem of the file (row 1). */
export function refusalProblem(refusal: CsvRefusal, texts: RefusalTexts): TImportProblem {
  switch (refusal.reason) {
    case 'columns':
      return { row: refusal.row, column: '', message: texts.tooManyColumns(refusal.max) };
    case 'rows':
      return { row: 1, column: '', message: texts.tooManyRows(refusal.max) };
    case 'rowTooLong':
      return { row: refusal.row, column: '', message: texts.rowTooLong(refusal.max) };
    case 'quoteNotClosed':
      return { row: refusal.row, column: '', message: texts.quoteNotClosed };
  }
}
