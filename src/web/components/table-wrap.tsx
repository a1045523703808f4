import type { ReactNode } from 'react';
import { TableHead, type HeadColumn } from './table-head';

/**
 * A table's frame: on a narrow screen the table scrolls sideways inside it, never the page. The region is
 * focusable so the keyboard can scroll it too.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table in its frame: the heading row of `columns`, then the body's rows. */
export function FramedTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: (string | HeadColumn)[];
  children: ReactNode;
}) {
  return (
    <TableWrap label={label}>
      <table className="table">
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}
