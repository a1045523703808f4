import { useState } from 'react';
import type { TGroupSeller } from '../../../../shared/api/attribution.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, HiddenHeader } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useGroupSellers } from '../../attribution';
import { useEraseSeller } from '../api/erase-seller';
import { PRIVACY_TEXTS as T } from '../texts';

const BANNER_MS = 5000;

/** The group's sellers on the administrator's group page, each with "Erase personal data" behind a confirmation. */
export function GroupSellersSection({ groupId }: { groupId: string }) {
  const sellers = useGroupSellers(groupId);
  const erase = useEraseSeller();
  const banner = useTimedMessage();
  const [pending, setPending] = useState<TGroupSeller | null>(null);

  const confirmErase = () => {
    if (!pending) return;
    erase.mutate(
      { groupId, sellerId: pending._id },
      {
        onSuccess: (reply) => {
          setPending(null);
          banner.show('success', reply.message, BANNER_MS);
        },
        onError: (failure) => {
          setPending(null);
          banner.show('error', errorMessage(failure, T.failed), BANNER_MS);
        },
      },
    );
  };

  return (
    <section className="stack stack--tight">
      <h2 className="section-title" id="group-sellers-title">
        {T.sellers}
      </h2>
      {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}
      <QueryContent
        query={sellers}
        loadFailedMessage={T.loadFailed}
        emptyMessage={T.noSellers}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <DataTable
            label={T.sellers}
            rowKey={(seller) => seller._id}
            rows={data}
            columns={[
              {
                key: 'name',
                header: T.name,
                cellClassName: 'table__wrap',
                cell: (seller) => <span className="table__strong">{seller.name}</span>,
              },
              {
                key: 'email',
                header: T.email,
                cellClassName: 'table__wrap',
                cell: (seller) => seller.email || COMMON_TEXTS.notAvailable,
              },
              {
                key: 'actions',
                header: <HiddenHeader>{COMMON_TEXTS.actions}</HiddenHeader>,
                cell: (seller) =>
                  seller.email === '' ? (
                    <span className="table__sub">{T.erased}</span>
                  ) : (
                    <div className="table__actions">
                      <button
                        type="button"
                        className="btn btn--ghost-danger btn--sm"
                        aria-label={T.eraseSeller(seller.name)}
                        onClick={() => setPending(seller)}
                      >
                        {T.erase}
                      </button>
                    </div>
                  ),
              },
            ]}
          />
        )}
      </QueryContent>
      <ConfirmDialog
        open={pending !== null}
        title={T.confirmTitle}
        message={pending ? T.confirmMessage(pending.name, pending.email) : ''}
        confirmLabel={T.erase}
        busyLabel={T.erasing}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={erase.isPending}
        onConfirm={confirmErase}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
