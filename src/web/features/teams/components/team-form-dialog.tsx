import { useState, type FormEvent } from 'react';
import type { TTeam, TTeamInput } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { CheckedInput } from '../../paper-orders';
import { useSaveTeams } from '../api/put-teams';
import { inputOf } from '../team-input';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS.form;
const NAME_MAX = 80;
const LEADER_MAX = 100;

/** The team the dialog adds or edits. */
export type TeamFormTarget = { mode: 'add' } | { mode: 'edit'; team: TTeam };

interface TeamFormDialogProps {
  groupId: string;
  /** The dialog is open while this is set. */
  target: TeamFormTarget | null;
  /** The list as shown: the PUT sends it whole, with this team added or changed. */
  teams: TTeam[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add a team, or rename one and set its leader: saved with the whole list (PUT /groups/{id}/teams). */
export function TeamFormDialog({ groupId, target, teams, onClose, onSaved }: TeamFormDialogProps) {
  const title = target?.mode === 'edit' ? T.editTitle(target.team.name) : T.addTitle;
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
    >
      {target ? (
        <TeamForm
          key={target.mode === 'edit' ? target.team._id : 'new'}
          groupId={groupId}
          target={target}
          teams={teams}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

type FieldName = 'name' | 'leaderName';
type FieldProblems = Partial<Record<FieldName, string>>;

/** The server names a field by the team's place in the list sent: `teams.3.name`. */
function fieldProblemsOf(error: unknown, index: number): FieldProblems {
  const problems: FieldProblems = {};
  if (!(error instanceof ApiError)) return problems;
  for (const { field, message } of error.errors) {
    const match = /^teams\.(\d+)\.(name|leaderName|_id)$/.exec(field);
    if (!match || Number(match[1]) !== index) continue;
    const name: FieldName = match[2] === 'leaderName' ? 'leaderName' : 'name';
    problems[name] ??= message;
  }
  return problems;
}

interface TeamFormProps extends Omit<TeamFormDialogProps, 'target'> {
  target: TeamFormTarget;
}

function TeamForm({ groupId, target, teams, onClose, onSaved }: TeamFormProps) {
  const save = useSaveTeams(groupId);
  const editing = target.mode === 'edit' ? target.team : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [leaderName, setLeaderName] = useState(editing?.leaderName ?? '');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const typed: TTeamInput = { name: name.trim(), leaderName: leaderName.trim() };
    if (!typed.name) {
      setProblems({ name: T.nameRequired });
      document.getElementById('team-name')?.focus();
      return;
    }
    const sent = editing
      ? teams.map((team) => (team._id === editing._id ? { ...typed, _id: team._id } : inputOf(team)))
      : [...teams.map(inputOf), typed];
    const index = editing ? teams.findIndex((team) => team._id === editing._id) : teams.length;
    save.mutate(
      { teams: sent },
      {
        onSuccess: () => onSaved(editing ? T.saved(typed.name) : T.added(typed.name)),
        onError: (error) => {
          const found = fieldProblemsOf(error, index);
          setProblems(found);
          if (found.name) document.getElementById('team-name')?.focus();
          else if (found.leaderName) document.getElementById('team-leader')?.focus();
          else setFailure(errorMessage(error, T.saveFailed));
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <CheckedInput
        id="team-name"
        label={T.name}
        hint={T.nameHint}
        error={problems.name}
        value={name}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        onChange={(event) => {
          setName(event.target.value);
          setProblems((current) => ({ ...current, name: undefined }));
        }}
      />
      <CheckedInput
        id="team-leader"
        label={T.leader}
        hint={T.leaderHint}
        error={problems.leaderName}
        value={leaderName}
        maxLength={LEADER_MAX}
        autoComplete="off"
        onChange={(event) => {
          setLeaderName(event.target.value);
          setProblems((current) => ({ ...current, leaderName: undefined }));
        }}
      />
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={save.isPending}>
          {COMMON_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
