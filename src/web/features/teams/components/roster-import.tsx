import { useEffect, useRef } from 'react';
import type { TRosterImportResult } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { StatCard } from '../../../components/stat-card';
import type { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-client';
import { useCsvImport } from '../../../lib/use-csv-import';
import { formatCount } from '../../../lib/format';
import { useImportRoster } from '../api/import-roster';
import { TEAM_TEXTS } from '../texts';
import { ImportProblemsTable, problemsOfRefusal } from '../../../components/import-problems-table';

const T = TEAM_TEXTS.roster;

const PROBLEM_TEXTS = {
  tableLabel: T.problemsTableLabel,
  columns: T.problemColumns,
  noColumn: T.wholeFile,
};

/** A roster file (CSV: Seller, Team), chosen or pasted: previewed at once, imported all or nothing when confirmed. */
export function RosterImport({ groupId }: { groupId: string }) {
  const preview = useImportRoster(groupId);
  const commit = useImportRoster(groupId);
  const { chosen, pasted, setPasted, fileFailed, chooseFile, previewPasted, importNow } = useCsvImport(
    preview,
    commit,
    T.pasted,
  );

  return (
    <section className="stack stack--tight" aria-labelledby="roster-title">
      <h2 className="section-title" id="roster-title">
        {T.heading}
      </h2>
      <div className="card stack stack--tight">
        <p className="teams-small">{T.intro}</p>
        <p className="teams-small teams-privacy">{T.privacy}</p>
        <p className="muted teams-small">{T.columnsHint}</p>
        <div className="teams-sources">
          <div className="field">
            <label className="field__label" htmlFor="roster-file">
              {T.file}
            </label>
            <input
              id="roster-file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="teams-file"
              onChange={(event) => void chooseFile(event)}
            />
          </div>
          <div className="stack stack--tight">
            <div className="field">
              <label className="field__label" htmlFor="roster-paste">
                {T.paste}
              </label>
              <textarea
                id="roster-paste"
                className="input textarea"
                rows={4}
                placeholder={T.pastePlaceholder}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
              />
            </div>
            <div className="button-row">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={pasted.trim() === '' || preview.isPending}
                onClick={previewPasted}
              >
                {T.previewPasted}
              </button>
            </div>
          </div>
        </div>
        {fileFailed ? <Alert kind="error">{T.fileFailed}</Alert> : null}
      </div>
      <div aria-live="polite" className="visually-hidden">
        {preview.isPending ? T.previewing : ''}
      </div>
      {preview.isPending ? (
        <p className="muted teams-small" aria-hidden="true">
          {T.previewing}
        </p>
      ) : null}
      {chosen && preview.isError ? (
        <Alert kind="error">{errorMessage(preview.error, T.previewFailed)}</Alert>
      ) : null}
      {chosen && preview.data && !commit.isSuccess ? (
        <RosterPreview
          key={preview.submittedAt}
          source={chosen.source}
          result={preview.data}
          importing={commit.isPending}
          refusal={commit.isError ? commit.error : null}
          onImport={importNow}
        />
      ) : null}
      {commit.data ? <RosterDone result={commit.data} /> : null}
    </section>
  );
}

/** The heading of a result, which takes the focus when the result arrives. */
function ResultHeading({ id, children }: { id: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 className="section-title teams-result__title" id={id} tabIndex={-1} ref={heading}>
      {children}
    </h3>
  );
}

interface RosterPreviewProps {
  source: string;
  result: TRosterImportResult;
  importing: boolean;
  refusal: ApiError | null;
  onImport: () => void;
}

function RosterPreview({ source, result, importing, refusal, onImport }: RosterPreviewProps) {
  const refusedProblems = refusal ? problemsOfRefusal(refusal) : [];
  const problems = result.problems.length > 0 ? result.problems : refusedProblems;
  return (
    <section className="stack stack--tight" aria-labelledby="roster-preview-title">
      <ResultHeading id="roster-preview-title">{T.previewTitle(source)}</ResultHeading>
      {problems.length > 0 ? (
        <>
          <Alert kind="error">{T.problemsAlert(problems.length)}</Alert>
          <ImportProblemsTable problems={problems} texts={PROBLEM_TEXTS} />
        </>
      ) : (
        <>
          {refusal ? <Alert kind="error">{errorMessage(refusal, T.importFailed)}</Alert> : null}
          <RosterSummary result={result} />
          {result.added + result.matched === 0 ? (
            <p className="card empty-state">{T.nothingToImport}</p>
          ) : (
            <div className="form__actions">
              <button type="button" className="btn btn--primary" disabled={importing} onClick={onImport}>
                {importing ? T.importing : T.confirm}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function RosterSummary({ result }: { result: TRosterImportResult }) {
  return (
    <div className="stack stack--tight">
      <div className="stat-grid">
        <StatCard label={T.cards.added} value={formatCount(result.added)} />
        <StatCard
          label={T.cards.matched}
          value={formatCount(result.matched)}
          hint={result.matched > 0 ? T.matchedNote : undefined}
        />
        <StatCard label={T.cards.newTeams} value={formatCount(result.newTeams.length)} />
      </div>
      {result.newTeams.length > 0 ? <p className="teams-small">{T.newTeamsList(result.newTeams)}</p> : null}
    </div>
  );
}

function RosterDone({ result }: { result: TRosterImportResult }) {
  return (
    <section className="stack stack--tight" aria-labelledby="roster-done-title">
      <ResultHeading id="roster-done-title">{T.doneTitle}</ResultHeading>
      <Alert kind="success">{T.imported(result.added, result.matched, result.newTeams.length)}</Alert>
    </section>
  );
}
