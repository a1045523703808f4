import type { TRosterImportResult } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { CsvImportSteps } from '../../../components/csv-import-steps';
import { CsvFileField, CsvPasteField } from '../../../components/csv-source-fields';
import { StatCard } from '../../../components/stat-card';
import { useCsvImport } from '../../../lib/use-csv-import';
import { formatCount } from '../../../lib/format';
import { useImportRoster } from '../api/import-roster';
import { ROSTER_IMPORT_MESSAGES as LAST_FIRST } from '../../../../shared/texts/teams.js';
import { TEAM_TEXTS } from '../texts';

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
  const { pasted, setPasted, fileFailed, chooseFile, previewPasted, steps } = useCsvImport(
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
          <CsvFileField id="roster-file" label={T.file} className="teams-file" onChoose={chooseFile} />
          <div className="stack stack--tight">
            <CsvPasteField
              id="roster-paste"
              label={T.paste}
              rows={4}
              placeholder={T.pastePlaceholder}
              value={pasted}
              onChange={setPasted}
              previewLabel={T.previewPasted}
              previewing={preview.isPending}
              onPreview={previewPasted}
            />
          </div>
        </div>
        {fileFailed ? <Alert kind="error">{T.fileFailed}</Alert> : null}
      </div>
      <CsvImportSteps
        id="roster"
        headingLevel={3}
        texts={T}
        problemTexts={PROBLEM_TEXTS}
        {...steps}
        summary={(result) => <RosterSummary result={result} />}
        importable={(result) => result.added + result.matched > 0}
        confirmLabel={() => T.confirm}
        done={(result) => (
          <Alert kind="success">{T.imported(result.added, result.matched, result.newTeams.length)}</Alert>
        )}
      />
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
      {result.lastFirst.example ? (
        <p className="teams-small">
          {LAST_FIRST.lastFirstRead(result.lastFirst.count, result.lastFirst.example)}
        </p>
      ) : null}
    </div>
  );
}
