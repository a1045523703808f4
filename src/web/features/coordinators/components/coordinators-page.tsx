import { useState } from 'react';
import { Link } from '../../../components/router-link';
import type { TCoordinator } from '../../../../shared/api/coordinators.js';
import { COORDINATOR_DELETE_ERROR_MS, COORDINATOR_DELETE_SUCCESS_MS } from '../timings';
import { COORDINATOR_API_MESSAGES } from '../../../../shared/texts/coordinators.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { ApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteCoordinator } from '../api/delete-coordinator';
import { useCoordinators } from '../api/list-coordinators';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { COORDINATORS_TEXTS, COORDINATOR_MESSAGES } from '../texts';

const T = COORDINATORS_TEXTS.list;

/**
 * "Failed to delete coordinator" followed by the server's message, or the error's own text
 * (a network failure, a status without a message); anything that is not a failed call is unexpected.
 */
export function coordinatorDeleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return `${COORDINATOR_MESSAGES.failure.coordinatorDelete}: ${error.serverMessage ?? error.message}`;
  }
  return COORDINATOR_MESSAGES.failure.unexpected;
}

/** /admin/coordinators: every coordinator with its group; delete after a confirmation. */
export function CoordinatorsPage() {
  const coordinators = useCoordinators();
  const deleteCoordinator = useDeleteCoordinator();
  const result = useTimedMessage();
  const [pending, setPending] = useState<TCoordinator | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    const { id, name } = pending;
    result.clear();
    deleteCoordinator.mutate(id, {
      onSuccess: () => {
        setPending(null);
        result.show(
          'success',
          COORDINATOR_API_MESSAGES.coordinatorDeleted(name),
          COORDINATOR_DELETE_SUCCESS_MS,
        );
      },
      onError: (failure) => {
        setPending(null);
        result.show('error', coordinatorDeleteErrorMessage(failure), COORDINATOR_DELETE_ERROR_MS);
      },
    });
  };

  const columns: Column<TCoordinator>[] = [
    { key: 'name', header: T.name, cellClassName: 'table__strong', cell: (coordinator) => coordinator.name },
    { key: 'email', header: T.email, cell: (coordinator) => coordinator.email },
    {
      key: 'group',
      header: T.group,
      // The contract always sends the group; an older record without one reads N/A.
      cell: (coordinator) => coordinator.group?.name || COMMON_TEXTS.notAvailable,
    },
    {
      key: 'actions',
      header: <HiddenHeader>{COMMON_TEXTS.actions}</HiddenHeader>,
      cell: (coordinator) => (
        <div className="table__actions">
          <Link
            to={`/admin/coordinators/${encodeURIComponent(coordinator.id)}`}
            className="btn btn--secondary btn--sm"
            aria-label={T.coordinatorAction(COMMON_TEXTS.view, coordinator.name)}
          >
            {COMMON_TEXTS.view}
          </Link>
          <button
            type="button"
            className="btn btn--ghost-danger btn--sm"
            aria-label={T.coordinatorAction(COMMON_TEXTS.delete, coordinator.name)}
            onClick={() => setPending(coordinator)}
          >
            {COMMON_TEXTS.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={COORDINATORS_TEXTS.pages.coordinators}
        actions={
          <Link to="/admin/coordinators/new" className="btn btn--primary">
            {T.addNew}
          </Link>
        }
      />
      <div className="stack">
        {result.message ? <Alert kind={result.message.kind}>{result.message.text}</Alert> : null}
        <QueryContent
          query={coordinators}
          loadFailedMessage={COORDINATOR_MESSAGES.loadFailed.coordinators}
          emptyMessage={COORDINATOR_MESSAGES.empty.noCoordinators}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <DataTable
              label={COORDINATORS_TEXTS.pages.coordinators}
              columns={columns}
              rows={data}
              rowKey={(coordinator) => coordinator.id}
            />
          )}
        </QueryContent>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={T.deleteTitle}
        message={pending ? COORDINATOR_MESSAGES.confirm.deleteCoordinator(pending.name) : ''}
        confirmLabel={COMMON_TEXTS.delete}
        busyLabel={COMMON_TEXTS.deleting}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={deleteCoordinator.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
