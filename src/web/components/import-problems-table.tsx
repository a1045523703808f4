import type { TImportProblem } from '../../shared/api/paper-orders.js';
import { ApiError } from '../lib/api-client';
import { ImportRefusal } from '../lib/import-refusal';
import { DataTable, type Column } from './data-table';

/** How many problems a refused import had: its `count`, of which `errors[]` lists the first ones. */
export function problemCountOfRefusal(error: unknown): number {
  return error instanceof ImportRefusal ? error.problemCount : problemsOfRefusal(error).length;
}

/** The problems of a file import refused as a whole: each field of the refusal is `rows.{row}.{column}`. */
export function problemsOfRefusal(error: unknown): TImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.flatMap(({ field, message }) => {
    const match = /^rows\.(\d+)\.(.*)$/s.exec(field);
    return match ? [{ row: Number(match[1]), column: match[2]!, message }] : [];
  });
}

export interface ImportProblemsTexts {
  tableLabel: string;
  columns: { row: string; column: string; problem: string };
  /** Shown in the column cell of a problem of a whole row or of the file. */
  noColumn: string;
}

/** Each problem of an imported file by its row and column, as the spreadsheet numbers and names them. */
export function ImportProblemsTable({
  problems,
  texts,
}: {
  problems: TImportProblem[];
  texts: ImportProblemsTexts;
}) {
  type Numbered = TImportProblem & { index: number };
  const columns: Column<Numbered>[] = [
    { key: 'row', header: texts.columns.row, className: 'num', cell: (problem) => problem.row },
    { key: 'column', header: texts.columns.column, cell: (problem) => problem.column || texts.noColumn },
    {
      key: 'problem',
      header: texts.columns.problem,
      cellClassName: 'table__wrap',
      cell: (problem) => problem.message,
    },
  ];
  return (
    <DataTable
      label={texts.tableLabel}
      columns={columns}
      rows={problems.map((problem, index) => ({ ...problem, index }))}
      rowKey={(problem) => String(problem.index)}
    />
  );
}
