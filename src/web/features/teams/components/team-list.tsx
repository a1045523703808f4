import { useState } from 'react';
import { MAX_TEAMS, type TTeam } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { formatCount } from '../../../lib/format';
import { useGroupTeams } from '../api/list-teams';
import { useSaveTeams } from '../api/put-teams';
import { LETTER_SCREEN_TEXTS } from '../letter-texts';
import { inputOf } from '../team-input';
import { TEAM_TEXTS } from '../texts';
import { MergeTeamDialog } from './merge-team-dialog';
import { TeamFormDialog, type TeamFormTarget } from './team-form-dialog';

const T = TEAM_TEXTS.list;

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The group's teams: add, rename and set the leader, remove, merge. Every change but a merge saves the whole list.
 * `lettersPath` (a `families` group's) leads to the letters home, one a class.
 */
export function TeamList({ groupId, lettersPath }: { groupId: string; lettersPath?: string }) {
  const teams = useGroupTeams(groupId);
  const save = useSaveTeams(groupId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<TeamFormTarget | null>(null);
  const [removing, setRemoving] = useState<TTeam | null>(null);
  const [merging, setMerging] = useState<TTeam | null>(null);
  const list = teams.data ?? [];

  const confirmRemove = () => {
    if (!removing || save.isPending) return;
    const team = removing;
    save.mutate(
      { teams: list.filter((other) => other._id !== team._id).map(inputOf) },
      {
        onSuccess: () => {
          setRemoving(null);
          setNotice({ kind: 'success', text: TEAM_TEXTS.removeDialog.removed(team.name) });
        },
        onError: (error) => {
          setRemoving(null);
          setNotice({ kind: 'error', text: errorMessage(error, TEAM_TEXTS.removeDialog.failed) });
        },
      },
    );
  };

  const full = list.length >= MAX_TEAMS;
  const C = T.columns;
  const columns: Column<TTeam>[] = [
    {
      key: 'name',
      header: C.name,
      cellClassName: 'table__wrap teams-table__name',
      cell: (team) => <span className="table__strong">{team.name}</span>,
    },
    {
      key: 'leader',
      header: C.leader,
      cellClassName: 'table__wrap teams-table__leader',
      cell: (team) => team.leaderName || T.noLeader,
    },
    { key: 'sellers', header: C.sellers, className: 'num', cell: (team) => formatCount(team.sellerCount) },
    { key: 'roster', header: C.roster, className: 'num', cell: (team) => formatCount(team.rosterCount) },
    {
      key: 'actions',
      header: <HiddenHeader>{C.actions}</HiddenHeader>,
      cell: (team) => (
        <div className="table__actions">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-label={T.editOf(team.name)}
            onClick={() => {
              setNotice(null);
              setEditing({ mode: 'edit', team });
            }}
          >
            {T.edit}
          </button>
          {list.length > 1 ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-label={T.mergeOf(team.name)}
              onClick={() => {
                setNotice(null);
                setMerging(team);
              }}
            >
              {T.merge}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--ghost-danger btn--sm"
            aria-label={T.removeOf(team.name)}
            onClick={() => {
              setNotice(null);
              setRemoving(team);
            }}
          >
            {T.remove}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="stack stack--tight" aria-labelledby="teams-list-title">
      <div className="section-header">
        <h2 className="section-title" id="teams-list-title">
          {T.heading}
        </h2>
        {teams.isSuccess ? (
          <div className="teams-list__actions">
            {lettersPath ? (
              <Link to={lettersPath} className="btn btn--secondary btn--sm">
                {LETTER_SCREEN_TEXTS.link}
              </Link>
            ) : null}
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={full}
              aria-describedby={full ? 'teams-full-note' : undefined}
              onClick={() => {
                setNotice(null);
                setEditing({ mode: 'add' });
              }}
            >
              {T.add}
            </button>
          </div>
        ) : null}
      </div>
      {full ? (
        <p className="muted teams-small" id="teams-full-note">
          {T.maxReached(MAX_TEAMS)}
        </p>
      ) : null}
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      <QueryContent
        query={teams}
        loadFailedMessage={T.loadFailed}
        emptyMessage={T.empty}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <DataTable label={T.tableLabel} columns={columns} rows={data} rowKey={(team) => team._id} />
        )}
      </QueryContent>

      <TeamFormDialog
        groupId={groupId}
        target={editing}
        teams={list}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setNotice({ kind: 'success', text });
        }}
      />
      <MergeTeamDialog
        groupId={groupId}
        team={merging}
        teams={list}
        onClose={() => setMerging(null)}
        onMerged={(text) => {
          setMerging(null);
          setNotice({ kind: 'success', text });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={TEAM_TEXTS.removeDialog.title}
        message={removing ? TEAM_TEXTS.removeDialog.message(removing.name) : ''}
        confirmLabel={TEAM_TEXTS.removeDialog.confirm}
        busyLabel={TEAM_TEXTS.removeDialog.busy}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={save.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
