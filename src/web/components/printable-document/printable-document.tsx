import type { ComponentProps, ReactNode } from 'react';
import { DownloadButton } from '../download-button';
import { TableHead, type HeadColumn } from '../table-head';
import './printable-document.css';

/**
 * What a printable page prints: the screen's cards lose their frame on paper, its tables print in black lines and
 * its greys turn black, on one A4 or Letter page where it fits (printable-document.css). Around it the page's
 * header and the staff navigation are left out of the printout.
 */
export function PrintableDocument({ className, ...div }: ComponentProps<'div'>) {
  return <div className={className ? `document ${className}` : 'document'} {...div} />;
}

/** The line that says whose the document is: the group and the campaign (and what else the page adds). */
export function DocumentContext({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className ? `document__context ${className}` : 'document__context'} id={id}>
      {children}
    </p>
  );
}

interface DocumentTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  columns: (string | HeadColumn)[];
  /** The body's rows. */
  children: ReactNode;
  /** The totals row (`<tr>`), set off below the body. */
  total?: ReactNode;
}

/** A document's table: its heading row, its rows, and its totals row in the foot. */
export function DocumentTable({ columns, children, total, className, ...table }: DocumentTableProps) {
  return (
    <table className={className ? `table document__table ${className}` : 'table document__table'} {...table}>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
      {total ? <tfoot>{total}</tfoot> : null}
    </table>
  );
}

/** Label and amount pairs under a document, the last ones (`grand`) set off as its totals. */
export function DocumentTotals({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `totals ${className}` : 'totals'}>{children}</dl>;
}

/** One line of DocumentTotals; a hint under the label says how the amount is reached. */
export function DocumentTotal({
  label,
  value,
  hint,
  grand,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: string;
  grand?: boolean;
}) {
  const className = grand ? 'totals__grand' : undefined;
  return (
    <>
      <dt className={className}>
        {label}
        {hint ? <span className="details__sub">{hint}</span> : null}
      </dt>
      <dd className={className}>{value}</dd>
    </>
  );
}

/** The page's Print button: the browser's print dialog, for the document as printable-document.css lays it out. */
export function PrintButton({
  label,
  disabled,
  onPrint = () => window.print(),
}: {
  label: string;
  disabled?: boolean;
  /** What Print does when the document is not all there yet (the distribution sheets draw a few at a time). */
  onPrint?: () => void;
}) {
  return (
    <button type="button" className="btn btn--primary" disabled={disabled} onClick={onPrint}>
      {label}
    </button>
  );
}

/** A document's actions when the server also writes it as a CSV file: the download, then Print. */
export function DownloadAndPrint({
  download,
  texts,
}: {
  download: ComponentProps<typeof DownloadButton>['download'];
  texts: { downloadCsv: string; downloading: string; print: string };
}) {
  return (
    <>
      <DownloadButton download={download} label={texts.downloadCsv} busyLabel={texts.downloading} />
      <PrintButton label={texts.print} />
    </>
  );
}
