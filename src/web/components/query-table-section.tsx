import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryContent } from './query-content';
import { TableHead, type HeadColumn } from './table-head';
import { TableWrap } from './table-wrap';

interface QueryTableSectionProps<Row> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  query: UseQueryResult<Row[]>;
  /** What the list says when it cannot load or has no rows, and what its table is called. */
  texts: { loadFailed: string; empty: string; tableLabel: string };
  /** The table's own class, its columns and one row's `<tr>`. */
  className: string;
  columns: (string | HeadColumn)[];
  row: (row: Row) => ReactNode;
  /** After the table: the dialogs its buttons open. */
  after?: ReactNode;
}

/** A titled list of rows read from the server: loading, failure and empty states, then the rows' table. */
export function QueryTableSection<Row>({
  id,
  title,
  query,
  texts,
  className,
  columns,
  row,
  after,
}: QueryTableSectionProps<Row>) {
  return (
    <section className="stack stack--tight" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <QueryContent
        query={query}
        loadFailedMessage={texts.loadFailed}
        emptyMessage={texts.empty}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <TableWrap label={texts.tableLabel}>
            <table className={`table ${className}`}>
              <TableHead columns={columns} />
              <tbody>{rows.map(row)}</tbody>
            </table>
          </TableWrap>
        )}
      </QueryContent>
      {after}
    </section>
  );
}
