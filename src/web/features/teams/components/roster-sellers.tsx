import { useMemo, useState } from 'react';
import type { TRosterSeller, TTeam } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { DataTable, type Column } from '../../../components/data-table';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/form-controls';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTeamsGroup } from '../api/get-group';
import { useGroupRoster } from '../api/list-roster';
import { useGroupTeams } from '../api/list-teams';
import { useSetSellerTeam } from '../api/set-seller-team';
import { TEAM_TEXTS } from '../texts';
import { WaitingSales } from './waiting-sales';

const T = TEAM_TEXTS.sellers;

/** Rows shown at first, and added by each "Show more": a roster of thousands stays quick to draw. */
export const SELLERS_SHOWN = 100;

/** The team filter: every seller, those in no team, or one team's. */
const ALL = '';
const NO_TEAM = 'none';

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** A family child's consent as the roster says it: when it was given, or when the child was withdrawn. */
function consentText(family: TRosterSeller['family']) {
  if (!family) return null;
  const at = family.withdrawnAt ?? family.consentedAt;
  if (!at) return null;
  const date = formatDate(at);
  return <time dateTime={at}>{family.withdrawnAt ? T.withdrawn(date) : T.consentGiven(date)}</time>;
}

/**
 * The group's sellers with their teams: filtered by team and name, each one's team changed in place. A `families`
 * group's list says each child's consent, and its sales waiting for a child follow.
 */
export function RosterSellers({ groupId }: { groupId: string }) {
  const roster = useGroupRoster(groupId);
  const teams = useGroupTeams(groupId);
  // The same query as the administrator's heading: fetched once.
  const group = useTeamsGroup(groupId, groupId !== '');
  const families = group.data?.sellerSignIn === 'families';
  return (
    <>
      <Sellers groupId={groupId} roster={roster} teams={teams.data ?? []} families={families} />
      {families ? <WaitingSales groupId={groupId} sellers={roster.data ?? []} /> : null}
    </>
  );
}

interface SellersProps {
  groupId: string;
  roster: ReturnType<typeof useGroupRoster>;
  teams: TTeam[];
  families: boolean;
}

function Sellers({ groupId, roster, teams, families }: SellersProps) {
  return (
    <section className="stack stack--tight" aria-labelledby="roster-sellers-title">
      <h2 className="section-title" id="roster-sellers-title">
        {T.heading}
      </h2>
      <QueryContent
        query={roster}
        loadFailedMessage={T.loadFailed}
        emptyMessage={T.empty}
        isEmpty={(sellers) => sellers.length === 0}
      >
        {(sellers) => (
          <SellersTable
            groupId={groupId}
            sellers={sellers}
            teams={teams}
            // A group that went back to e-mail logins still shows its children's consent.
            showConsent={families || sellers.some((seller) => seller.family !== null)}
          />
        )}
      </QueryContent>
    </section>
  );
}

interface SellersTableProps {
  groupId: string;
  sellers: TRosterSeller[];
  teams: TTeam[];
  showConsent: boolean;
}

function SellersTable({ groupId, sellers, teams, showConsent }: SellersTableProps) {
  const move = useSetSellerTeam(groupId);
  const [teamFilter, setTeamFilter] = useState(ALL);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(SELLERS_SHOWN);
  const [notice, setNotice] = useState<Notice | null>(null);

  const filtered = useMemo(() => {
    const words = search.trim().toLowerCase();
    return sellers.filter(
      (seller) =>
        (teamFilter === ALL ||
          (teamFilter === NO_TEAM ? seller.team === null : seller.team?._id === teamFilter)) &&
        (words === '' || seller.name.toLowerCase().includes(words)),
    );
  }, [sellers, teamFilter, search]);

  const changeTeam = (seller: TRosterSeller, teamId: string | null) => {
    setNotice(null);
    move.mutate(
      { sellerId: seller._id, teamId },
      {
        onSuccess: (saved) =>
          setNotice({ kind: 'success', text: T.moved(saved.name, saved.team?.name ?? null) }),
        onError: (error) => setNotice({ kind: 'error', text: errorMessage(error, T.moveFailed) }),
      },
    );
  };

  const moving = move.isPending ? move.variables.sellerId : null;
  const C = T.columns;
  const columns: Column<TRosterSeller>[] = [
    {
      key: 'name',
      header: C.name,
      cellClassName: 'table__wrap teams-sellers__name',
      cell: (seller) => <span className="table__strong">{seller.name}</span>,
    },
    {
      key: 'team',
      header: C.team,
      cell: (seller) => {
        // A team the list does not show yet (just made by an import) is still offered.
        const options =
          seller.team && !teams.some((team) => team._id === seller.team?._id)
            ? [...teams, seller.team]
            : teams;
        return (
          <select
            className="input select teams-sellers__select"
            aria-label={T.teamOf(seller.name)}
            value={seller.team?._id ?? ''}
            // Not disabled while saving: the focus stays on the select for the keyboard.
            aria-busy={moving === seller._id ? true : undefined}
            onChange={(event) => changeTeam(seller, event.target.value || null)}
          >
            <option value="">{T.noTeam}</option>
            {options.map((team) => (
              <option key={team._id} value={team._id}>
                {team.name}
              </option>
            ))}
          </select>
        );
      },
    },
    { key: 'onRoster', header: C.onRoster, cell: (seller) => (seller.onRoster ? T.yes : T.no) },
    { key: 'loggedIn', header: C.loggedIn, cell: (seller) => (seller.hasLoggedIn ? T.yes : T.no) },
    ...(showConsent
      ? [
          {
            key: 'consent',
            header: C.consent,
            cell: (seller: TRosterSeller) => consentText(seller.family),
          },
        ]
      : []),
  ];

  return (
    <div className="stack stack--tight">
      <div className="card filters">
        <div className="filters__grid">
          <SelectField
            id="sellers-team-filter"
            label={T.filter}
            value={teamFilter}
            onChange={(event) => {
              setTeamFilter(event.target.value);
              setShown(SELLERS_SHOWN);
            }}
          >
            <option value={ALL}>{T.allTeams}</option>
            <option value={NO_TEAM}>{T.noTeamFilter}</option>
            {teams.map((team) => (
              <option key={team._id} value={team._id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          <FormField
            id="sellers-search"
            label={T.search}
            hint={T.searchHint}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(SELLERS_SHOWN);
            }}
          />
        </div>
      </div>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      <p className="list-summary muted" aria-live="polite">
        {T.summary(filtered.length, sellers.length)}
      </p>
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={filtered.slice(0, shown)}
        rowKey={(seller) => seller._id}
        empty={<p className="card empty-state">{T.emptyFiltered}</p>}
      />
      {filtered.length > shown ? (
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setShown((current) => current + SELLERS_SHOWN)}
          >
            {T.showMore(Math.min(SELLERS_SHOWN, filtered.length - shown))}
          </button>
        </div>
      ) : null}
    </div>
  );
}
