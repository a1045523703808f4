import type { TTeamRef } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/form-controls';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS.teamFilter;

/** "All classes / teams" or one of them: choosing reloads the screen for that team. */
export function TeamFilter({
  id,
  teams,
  value,
  onChange,
}: {
  id: string;
  teams: TTeamRef[];
  value: string;
  onChange: (teamId: string) => void;
}) {
  return (
    <div className="team-filter">
      <SelectField id={id} label={T.label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{T.all}</option>
        {teams.map((team) => (
          <option key={team._id} value={team._id}>
            {team.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The results of a team that is gone (merged, removed) or not the group's: the failure, and the way back to all. */
export function TeamResultsFailed({
  error,
  loadFailed,
  onShowAll,
}: {
  error: ApiError | null;
  loadFailed: string;
  onShowAll: () => void;
}) {
  return (
    <div className="stack">
      <Alert kind="error">{errorMessage(error, loadFailed)}</Alert>
      <div>
        <button type="button" className="btn btn--secondary" onClick={onShowAll}>
          {T.showAll}
        </button>
      </div>
    </div>
  );
}
