import { useState } from 'react';
import { useParams } from 'react-router';
import type { TCampaignShareLinkRow } from '../../../../shared/api/share-links.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { formatCurrency } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  useCampaignShareLinks,
  useRevokeShareLink,
  type TCampaignShareLinks,
} from '../api/campaign-share-links';
import { SHARE_LINK_TEXTS as T } from '../texts';
import { CopyLinkButton } from './copy-link-button';
import '../share-links.css';

const BANNER_MS = 6000;

/** /admin/groups/:groupId/campaigns/:campaignId/share-links */
export function AdminShareLinksPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <CampaignShareLinks
      groupId={groupId}
      campaignId={campaignId}
      reportPath={`/admin/groups/${groupId}/campaigns/${campaignId}`}
    />
  );
}

interface CampaignShareLinksProps {
  groupId: string;
  campaignId: string;
  /** The campaign's results, where this screen is reached from. */
  reportPath: string;
}

/** The sellers of a group's campaign with their share links, the orders each link brought, and Revoke. */
export function CampaignShareLinks({ groupId, campaignId, reportPath }: CampaignShareLinksProps) {
  const links = useCampaignShareLinks(groupId, campaignId);
  const revoke = useRevokeShareLink();
  const banner = useTimedMessage();
  const [pending, setPending] = useState<TCampaignShareLinkRow | null>(null);

  const confirmRevoke = () => {
    const link = pending?.link;
    if (!pending || !link) return;
    revoke.mutate(
      { groupId, campaignId, linkId: link._id },
      {
        onSuccess: () => {
          setPending(null);
          banner.show('success', T.revoked(pending.sellerName), BANNER_MS);
        },
        onError: (failure) => {
          setPending(null);
          banner.show('error', errorMessage(failure, T.revokeFailed), BANNER_MS);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={links.data ? T.title(links.data.campaign.name) : T.link}
        actions={
          <Link to={reportPath} className="btn btn--ghost">
            {T.backToResults}
          </Link>
        }
      />
      <div className="stack">
        <p className="share-links__intro">{T.intro}</p>
        {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}
        <QueryContent
          query={links}
          loadFailedMessage={T.loadFailed}
          emptyMessage={T.empty}
          isEmpty={(data) => data.sellers.length === 0}
        >
          {(data) => <ShareLinksTable data={data} onRevoke={setPending} />}
        </QueryContent>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={T.confirmTitle}
        message={pending?.link ? T.confirmMessage(pending.sellerName, pending.link.url) : ''}
        confirmLabel={T.revoke}
        busyLabel={T.revoking}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

const byName = (a: TCampaignShareLinkRow, b: TCampaignShareLinkRow) =>
  a.sellerName.localeCompare(b.sellerName, 'en', { sensitivity: 'base' });

/** An order count with its sales below, right-aligned like every amount of the staff tables. */
function OrderFigures({ count, sales }: { count: number; sales: number }) {
  return (
    <>
      <span className="table__strong">{T.orders(count)}</span>
      <span className="table__sub">{formatCurrency(sales)}</span>
    </>
  );
}

/** The seller's name, their active link below it with Copy and Revoke, or "No active link". */
function SellerLink({
  row,
  onRevoke,
}: {
  row: TCampaignShareLinkRow;
  onRevoke: (row: TCampaignShareLinkRow) => void;
}) {
  const { link } = row;
  return (
    <div className="share-links__entry">
      <span className="table__strong">{row.sellerName}</span>
      {link ? (
        <>
          <span className="code share-links__url" id={`share-link-${link._id}`}>
            {link.url}
          </span>
          <span className="share-links__actions">
            <CopyLinkButton
              url={link.url}
              label={T.copyLinkOf(row.sellerName)}
              targetId={`share-link-${link._id}`}
            />
            <button
              type="button"
              className="btn btn--ghost-danger btn--sm"
              aria-label={T.revokeLinkOf(row.sellerName)}
              onClick={() => onRevoke(row)}
            >
              {T.revoke}
            </button>
          </span>
        </>
      ) : (
        <span className="share-links__none">{T.noActiveLink}</span>
      )}
    </div>
  );
}

function ShareLinksTable({
  data,
  onRevoke,
}: {
  data: TCampaignShareLinks;
  onRevoke: (row: TCampaignShareLinkRow) => void;
}) {
  const columns: Column<TCampaignShareLinkRow>[] = [
    {
      key: 'seller',
      header: T.columns.seller,
      className: 'share-links__seller',
      cell: (row) => <SellerLink row={row} onRevoke={onRevoke} />,
    },
    {
      key: 'via-share-link',
      header: T.columns.viaShareLink,
      className: 'num share-links__figures',
      cell: (row) => <OrderFigures count={row.shareLinkOrderCount} sales={row.shareLinkSales} />,
    },
    {
      key: 'via-seller',
      header: T.columns.viaSeller,
      className: 'num share-links__figures',
      cell: (row) => <OrderFigures count={row.sellerHandoffOrderCount} sales={row.sellerHandoffSales} />,
    },
  ];
  return (
    <DataTable
      label={T.tableLabel}
      columns={columns}
      rows={[...data.sellers].sort(byName)}
      rowKey={(row) => row.sellerId}
    />
  );
}
