import { useState } from 'react';
import type { TRosterSeller, TWaitingSeller } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { formatCount, formatCurrency, formatDateTime } from '../../../lib/format';
import { useWaitingSellers } from '../api/list-waiting-sellers';
import { TEAM_TEXTS } from '../texts';
import { JoinWaitingSellerDialog } from './join-waiting-seller-dialog';

const T = TEAM_TEXTS.waiting;

/**
 * A `families` group's sales waiting for a child: each class login whose first name matched no one child, with its
 * figures, joined to a seller of the group by staff (the orders move, each move audited).
 */
export function WaitingSales({ groupId, sellers }: { groupId: string; sellers: TRosterSeller[] }) {
  const waiting = useWaitingSellers(groupId, groupId !== '');
  const [joining, setJoining] = useState<TWaitingSeller | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const C = T.columns;
  const columns: Column<TWaitingSeller>[] = [
    {
      key: 'firstName',
      header: C.firstName,
      cellClassName: 'table__wrap teams-sellers__name',
      cell: (row) => <span className="table__strong">{row.firstName}</span>,
    },
    {
      key: 'team',
      header: C.team,
      cellClassName: 'table__wrap teams-sellers__name',
      cell: (row) => row.team?.name ?? T.noTeam,
    },
    { key: 'orders', header: C.orders, className: 'num', cell: (row) => formatCount(row.orderCount) },
    { key: 'sales', header: C.sales, className: 'num', cell: (row) => formatCurrency(row.sales) },
    {
      key: 'lastSignIn',
      header: C.lastSignIn,
      // The date and the time may take two lines, so the row's action stays in sight at 768 px.
      cellClassName: 'table__wrap teams-sellers__name',
      cell: (row) => <time dateTime={row.lastSignInAt}>{formatDateTime(row.lastSignInAt)}</time>,
    },
    {
      key: 'actions',
      header: <HiddenHeader>{C.actions}</HiddenHeader>,
      cell: (row) => (
        <div className="table__actions">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-label={T.joinOf(row.firstName, row.team?.name ?? null)}
            onClick={() => {
              setNotice(null);
              setJoining(row);
            }}
          >
            {T.join}
          </button>
        </div>
      ),
    },
  ];

  // The waiting sellers are sellers of the group too, but no join's target.
  const waitingIds = new Set((waiting.data ?? []).map((row) => row._id));
  const targets = sellers.filter((seller) => !waitingIds.has(seller._id));

  return (
    <section className="stack stack--tight" aria-labelledby="waiting-sales-title">
      <h2 className="section-title" id="waiting-sales-title">
        {T.heading}
      </h2>
      <p className="teams-small">{T.intro}</p>
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      <QueryContent
        query={waiting}
        loadFailedMessage={T.loadFailed}
        emptyMessage={T.empty}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => <DataTable label={T.tableLabel} columns={columns} rows={rows} rowKey={(row) => row._id} />}
      </QueryContent>
      <JoinWaitingSellerDialog
        groupId={groupId}
        waiting={joining}
        sellers={targets}
        onClose={() => setJoining(null)}
        onJoined={(message) => {
          setJoining(null);
          setNotice(message);
        }}
      />
    </section>
  );
}
