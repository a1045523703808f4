import { useEffect, useRef, type ReactNode } from 'react';
import type { TImportProblem } from '../../shared/api/paper-orders.js';
import { errorMessage, type ApiError } from '../lib/api-client';
import type { ChosenCsv } from '../lib/use-csv-import';
import { Alert } from './alert';
import {
  ImportProblemsTable,
  problemCountOfRefusal,
  problemsOfRefusal,
  type ImportProblemsTexts,
} from './import-problems-table';

/** What an import answers: the first problems of the file and how many it has. */
interface ImportResult {
  problems: TImportProblem[];
  problemCount: number;
}

/** What an import says while it reads, previews, refuses and imports a file. */
export interface CsvImportStepTexts {
  previewing: string;
  previewFailed: string;
  previewTitle: (source: string) => string;
  problemsAlert: (problems: number) => string;
  /** Under the table when the server listed only the first problems of the file. */
  problemsListed: (listed: number, total: number) => string;
  importFailed: string;
  nothingToImport: string;
  importing: string;
  doneTitle: string;
}

/** The state of a preview or import call, as TanStack Query's mutations give it. */
interface ImportCallState<R> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: ApiError | null;
  data?: R | undefined;
  submittedAt: number;
}

interface CsvImportStepsProps<R extends ImportResult> {
  /** Prefix of the headings' ids, unique on the screen. */
  id: string;
  /** The level of the result headings, under the screen's own. */
  headingLevel: 2 | 3;
  texts: CsvImportStepTexts;
  problemTexts: ImportProblemsTexts;
  chosen: ChosenCsv | null;
  preview: ImportCallState<R>;
  commit: ImportCallState<R>;
  onImport: () => void;
  /** What the file would bring (or brought), shown under the preview's heading. */
  summary: (result: R) => ReactNode;
  /** False when the preview has nothing to import. */
  importable: (result: R) => boolean;
  confirmLabel: (result: R) => string;
  /** What the finished import says, under its heading. */
  done: (result: R) => ReactNode;
}

/** The heading of a result, which takes the focus when the result arrives. */
function ResultHeading({ id, level, children }: { id: string; level: 2 | 3; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className="section-title import-result__title" id={id} tabIndex={-1} ref={heading}>
      {children}
    </Tag>
  );
}

/**
 * A spreadsheet import's results, whatever it imports: "reading…" while the preview runs, its failure, the preview
 * (every problem by row and column, or the summary and the import button), and the finished import.
 */
export function CsvImportSteps<R extends ImportResult>(props: CsvImportStepsProps<R>) {
  const { id, headingLevel, texts: T, chosen, preview, commit } = props;
  const refusal = commit.isError ? commit.error : null;
  return (
    <>
      <div aria-live="polite" className="visually-hidden">
        {preview.isPending ? T.previewing : ''}
      </div>
      {preview.isPending ? (
        <p className="muted import-note" aria-hidden="true">
          {T.previewing}
        </p>
      ) : null}
      {chosen && preview.isError ? (
        <Alert kind="error">{errorMessage(preview.error, T.previewFailed)}</Alert>
      ) : null}
      {chosen && preview.data && !commit.isSuccess ? (
        <ImportPreview
          key={preview.submittedAt}
          {...props}
          source={chosen.source}
          result={preview.data}
          refusal={refusal}
          level={headingLevel}
          previewId={`${id}-preview-title`}
        />
      ) : null}
      {commit.data ? (
        <section className="stack stack--tight" aria-labelledby={`${id}-done-title`}>
          <ResultHeading id={`${id}-done-title`} level={headingLevel}>
            {T.doneTitle}
          </ResultHeading>
          {props.done(commit.data)}
        </section>
      ) : null}
    </>
  );
}

function ImportPreview<R extends ImportResult>({
  source,
  result,
  refusal,
  level,
  previewId,
  texts: T,
  problemTexts,
  commit,
  onImport,
  summary,
  importable,
  confirmLabel,
}: CsvImportStepsProps<R> & {
  source: string;
  result: R;
  refusal: ApiError | null;
  level: 2 | 3;
  previewId: string;
}) {
  const previewed = result.problems.length > 0;
  const problems = previewed ? result.problems : refusal ? problemsOfRefusal(refusal) : [];
  const problemCount = previewed ? result.problemCount : problemCountOfRefusal(refusal);
  return (
    <section className="stack stack--tight" aria-labelledby={previewId}>
      <ResultHeading id={previewId} level={level}>
        {T.previewTitle(source)}
      </ResultHeading>
      {problems.length > 0 ? (
        <>
          <Alert kind="error">{T.problemsAlert(problemCount)}</Alert>
          {problemCount > problems.length ? (
            <p className="muted import-note">{T.problemsListed(problems.length, problemCount)}</p>
          ) : null}
          <ImportProblemsTable problems={problems} texts={problemTexts} />
        </>
      ) : (
        <>
          {refusal ? <Alert kind="error">{errorMessage(refusal, T.importFailed)}</Alert> : null}
          {summary(result)}
          {importable(result) ? (
            <div className="form__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={commit.isPending}
                onClick={onImport}
              >
                {commit.isPending ? T.importing : confirmLabel(result)}
              </button>
            </div>
          ) : (
            <p className="card empty-state">{T.nothingToImport}</p>
          )}
        </>
      )}
    </section>
  );
}
