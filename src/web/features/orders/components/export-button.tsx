import { ORDER_TEXTS } from '../texts';

interface ExportButtonProps {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** Export CSV; Exporting... while the file downloads. */
export function ExportButton({ busy, disabled = false, onClick }: ExportButtonProps) {
  return (
    <button type="button" className="btn btn--secondary" disabled={busy || disabled} onClick={onClick}>
      {busy ? ORDER_TEXTS.list.exporting : ORDER_TEXTS.list.exportCsv}
    </button>
  );
}
