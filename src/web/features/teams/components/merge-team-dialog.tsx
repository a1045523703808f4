import { useRef, useState, type FormEvent } from 'react';
import type { TTeam } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { CheckedField } from '../../paper-orders';
import { useMergeTeam } from '../api/merge-team';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS.mergeDialog;

interface MergeTeamDialogProps {
  groupId: string;
  /** The team to merge: the dialog is open while this is set. */
  team: TTeam | null;
  teams: TTeam[];
  onClose: () => void;
  onMerged: (message: string) => void;
}

/**
 * Merging a team into another, confirmed: the staff choose the team it goes into and read what happens before
 * the merge (POST /groups/{id}/teams/{teamId}/merge).
 */
export function MergeTeamDialog({ groupId, team, teams, onClose, onMerged }: MergeTeamDialogProps) {
  const merge = useMergeTeam(groupId);
  return (
    <Modal
      open={team !== null}
      onOpenChange={(open) => {
        if (!open && !merge.isPending) onClose();
      }}
      title={team ? T.title(team.name) : ''}
      role="alertdialog"
    >
      {team ? (
        <MergeForm
          key={team._id}
          team={team}
          teams={teams}
          merge={merge}
          onClose={onClose}
          onMerged={onMerged}
        />
      ) : null}
    </Modal>
  );
}

interface MergeFormProps {
  team: TTeam;
  teams: TTeam[];
  merge: ReturnType<typeof useMergeTeam>;
  onClose: () => void;
  onMerged: (message: string) => void;
}

function MergeForm({ team, teams, merge, onClose, onMerged }: MergeFormProps) {
  const [intoId, setIntoId] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const others = teams.filter((other) => other._id !== team._id);
  const into = others.find((other) => other._id === intoId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (merge.isPending) return;
    if (!into) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    setFailure(null);
    merge.mutate(
      { teamId: team._id, intoTeamId: into._id },
      {
        onSuccess: () => onMerged(T.merged(team.name, into.name)),
        onError: (error) => setFailure(errorMessage(error, T.failed)),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <CheckedField
        id="merge-into"
        label={T.into}
        error={missing ? T.chooseFirst : undefined}
        control={(props) => (
          <select
            {...props}
            ref={select}
            className="input select"
            required
            value={intoId}
            disabled={merge.isPending}
            onChange={(event) => {
              setIntoId(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{T.intoPlaceholder}</option>
            {others.map((other) => (
              <option key={other._id} value={other._id}>
                {other.name}
              </option>
            ))}
          </select>
        )}
      />
      <p className="teams-merge__what" aria-live="polite">
        {into ? T.what(team.name, into.name) : ''}
      </p>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={merge.isPending}>
          {COMMON_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn--danger" disabled={merge.isPending}>
          {merge.isPending ? T.busy : T.confirm}
        </button>
      </div>
    </form>
  );
}
