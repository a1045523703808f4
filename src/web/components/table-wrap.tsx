import type { ReactNode } from 'react';

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
