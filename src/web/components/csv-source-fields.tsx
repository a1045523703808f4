import type { ChangeEvent } from 'react';

/** The file input of a spreadsheet import: a CSV or plain text file, read as soon as it is chosen. */
export function CsvFileField({
  id,
  label,
  className,
  onChoose,
}: {
  id: string;
  label: string;
  className: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className={className}
        onChange={(event) => void onChoose(event)}
      />
    </div>
  );
}

/** Rows pasted instead of a file, and the button that previews them. */
export function CsvPasteField({
  id,
  label,
  rows,
  placeholder,
  value,
  onChange,
  previewLabel,
  previewing,
  onPreview,
}: {
  id: string;
  label: string;
  rows: number;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  previewLabel: string;
  /** A preview is on its way: the button waits for it. */
  previewing: boolean;
  onPreview: () => void;
}) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="input textarea"
          rows={rows}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={value.trim() === '' || previewing}
          onClick={onPreview}
        >
          {previewLabel}
        </button>
      </div>
    </>
  );
}
