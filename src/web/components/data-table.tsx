import type { ReactNode } from 'react';
import { TableWrap } from './table-wrap';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** On the heading and every cell of the column. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
}

interface DataTableProps<Row> {
  /** Names the scrolling frame for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

function classes(...names: (string | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A table described by its columns: a heading and a cell renderer each. */
export function DataTable<Row>({ label, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <TableWrap label={label}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={classes(column.className, column.cellClassName)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** The heading of a column of row actions: read out, not shown. */
export function HiddenHeader({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
