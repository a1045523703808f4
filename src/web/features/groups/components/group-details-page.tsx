import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import type { TCampaign, TGroup } from '../../../../shared/api/groups.js';
import { GROUP_BANNER_MS } from '../timings';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { CAMPAIGN_MESSAGES } from '../../campaigns';
import { GROUP_API_MESSAGES } from '../../../../shared/texts/groups.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { PageLoading } from '../../../components/page-loading';
import { StatCard } from '../../../components/stat-card';
import { StatusBadge } from '../../orders';
import { DataTable, HiddenHeader } from '../../../components/data-table';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { todayLocal } from '../../../lib/calendar-date';
import { SHARE_LINK_TEXTS } from '../../share-links';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteCampaign } from '../../campaigns';
import { useDeleteGroup } from '../api/delete-group';
import { useGroup } from '../api/get-group';
import { useGroupStats } from '../api/get-group-stats';
import { useCampaigns } from '../../campaigns';
import { GroupSellersSection } from '../../privacy';
import { adminTeamsPath, TEAM_TEXTS } from '../../teams';
import { adminMailUpdatesPath, MAIL_UPDATES_TEXTS } from '../../mail-updates';
import type { FlashState } from '../../../lib/use-flash';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { campaignScheduleColumns } from '../campaign-schedule-columns';
import { GROUP_TEXTS, GROUP_MESSAGES } from '../texts';

const T = GROUP_TEXTS.details;

type Pending = { kind: 'group'; group: TGroup } | { kind: 'campaign'; campaign: TCampaign };

/** /admin/groups/{id}: the group, its statistics and its campaigns; delete group or campaigns. */
export function GroupDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(id);
  const stats = useGroupStats(id);
  const campaigns = useCampaigns(id);
  const deleteGroup = useDeleteGroup();
  const deleteCampaign = useDeleteCampaign();
  const banner = useTimedMessage();
  const [pending, setPending] = useState<Pending | null>(null);

  const groupPath = `/admin/groups/${encodeURIComponent(id)}`;

  const confirmDelete = () => {
    if (!pending) return;
    if (pending.kind === 'group') {
      deleteGroup.mutate(pending.group._id, {
        onSuccess: () => {
          const state: FlashState = { flash: { kind: 'success', text: GROUP_API_MESSAGES.groupDeleted } };
          void navigate('/admin/groups', { state });
        },
        onError: (failure) => {
          setPending(null);
          banner.show('error', errorMessage(failure, GROUP_MESSAGES.failure.groupDelete), GROUP_BANNER_MS);
        },
      });
      return;
    }
    deleteCampaign.mutate(
      { groupId: id, campaignId: pending.campaign._id },
      {
        onSuccess: () => {
          setPending(null);
          banner.show('success', CAMPAIGN_API_MESSAGES.campaignDeleted, GROUP_BANNER_MS);
        },
        onError: (failure) => {
          setPending(null);
          banner.show('error', errorMessage(failure, GROUP_MESSAGES.failure.campaignDelete), GROUP_BANNER_MS);
        },
      },
    );
  };

  const header = (
    <PageHeader
      title={group.data?.name ?? GROUP_TEXTS.pages.groupDetails}
      documentTitle={group.data ? `${group.data.name} · ${GROUP_TEXTS.pages.groupDetails}` : undefined}
      actions={
        group.data ? (
          <>
            <Link to={adminTeamsPath(id)} className="btn btn--secondary">
              {TEAM_TEXTS.nav}
            </Link>
            <Link to={adminMailUpdatesPath(id)} className="btn btn--secondary">
              {MAIL_UPDATES_TEXTS.nav}
            </Link>
            <Link to={`${groupPath}/edit`} className="btn btn--secondary">
              {T.editGroup}
            </Link>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => group.data && setPending({ kind: 'group', group: group.data })}
            >
              {T.deleteGroup}
            </button>
          </>
        ) : null
      }
    />
  );

  if (group.isPending) {
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  }

  if (group.isError) {
    const notFound = isApiErrorCode(group.error, 'GROUP_NOT_FOUND');
    return (
      <>
        {header}
        {notFound ? (
          <div className="card empty-state stack stack--tight">
            <p>{GROUP_API_MESSAGES.groupNotFound}</p>
            <p>
              <Link to="/admin/groups">{T.backToGroups}</Link>
            </p>
          </div>
        ) : (
          <Alert kind="error">{errorMessage(group.error, GROUP_MESSAGES.loadFailed.groupDetails)}</Alert>
        )}
      </>
    );
  }

  const today = todayLocal();
  const busy = deleteGroup.isPending || deleteCampaign.isPending;

  return (
    <>
      {header}
      <div className="stack">
        {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}

        <section className="card" aria-labelledby="group-information-title">
          <h2 className="card__title" id="group-information-title">
            {T.information}
          </h2>
          <dl className="details">
            <dt>{T.name}</dt>
            <dd>{group.data.name}</dd>
            <dt>{T.code}</dt>
            <dd>
              <code className="code">{group.data.code}</code>
            </dd>
            <dt>{T.organization}</dt>
            <dd>{group.data.organizationName}</dd>
            <dt>{T.contactInfo}</dt>
            <dd className="details__multiline">{group.data.contactInfo || COMMON_TEXTS.notAvailable}</dd>
            <dt>{T.profitShare}</dt>
            <dd>
              {group.data.profitSharePercent === null
                ? COMMON_TEXTS.notAvailable
                : formatPercent(group.data.profitSharePercent)}
            </dd>
            {group.data.taxId ? (
              <>
                <dt>{T.taxId}</dt>
                <dd>{group.data.taxId}</dd>
              </>
            ) : null}
            {group.data.receiptNote ? (
              <>
                <dt>{T.receiptNote}</dt>
                <dd className="details__multiline">{group.data.receiptNote}</dd>
              </>
            ) : null}
            <dt>{T.sellerSignIn}</dt>
            <dd>
              {
                GROUP_TEXTS.form.sellerSignInChoices.find(({ mode }) => mode === group.data.sellerSignIn)
                  ?.label
              }
            </dd>
            <dt>{T.status}</dt>
            <dd>
              <StatusBadge status={group.data.isActive ? 'active' : 'inactive'} />
            </dd>
          </dl>
        </section>

        <section className="stack stack--tight" aria-labelledby="group-statistics-title">
          <h2 className="section-title" id="group-statistics-title">
            {T.statistics}
          </h2>
          <QueryContent query={stats} loadFailedMessage={GROUP_MESSAGES.loadFailed.groupDetails}>
            {(data) => (
              <div className="stat-grid">
                <StatCard label={T.sellersWithOrders} value={String(data.userCount)} />
                <StatCard label={T.orders} value={String(data.orderCount)} />
                <StatCard label={T.totalSales} value={formatCurrency(data.totalSales)} />
              </div>
            )}
          </QueryContent>
        </section>

        <section className="stack stack--tight">
          <div className="section-header">
            <h2 className="section-title" id="group-campaigns-title">
              {T.campaigns}
            </h2>
            <Link to={`${groupPath}/campaigns/new`} className="btn btn--primary btn--sm">
              {T.addCampaign}
            </Link>
          </div>
          <QueryContent
            query={campaigns}
            loadFailedMessage={CAMPAIGN_MESSAGES.loadFailed.campaigns}
            emptyMessage={GROUP_MESSAGES.empty.noCampaigns}
            isEmpty={(data) => data.length === 0}
          >
            {(data) => (
              <DataTable
                label={T.campaigns}
                rowKey={(campaign) => campaign._id}
                rows={data}
                columns={[
                  {
                    key: 'campaign',
                    header: T.campaign,
                    cellClassName: 'table__wrap',
                    cell: (campaign) => (
                      <>
                        <span className="table__strong">{campaign.name}</span>
                        {campaign.description ? (
                          <span className="table__sub">{campaign.description}</span>
                        ) : null}
                      </>
                    ),
                  },
                  ...campaignScheduleColumns(today),
                  {
                    key: 'actions',
                    header: <HiddenHeader>{COMMON_TEXTS.actions}</HiddenHeader>,
                    cell: (campaign) => (
                      <div className="table__actions">
                        <Link
                          to={`${groupPath}/campaigns/${encodeURIComponent(campaign._id)}`}
                          className="btn btn--primary btn--sm"
                          aria-label={T.campaignAction(T.results, campaign.name)}
                        >
                          {T.results}
                        </Link>
                        <Link
                          to={`${groupPath}/campaigns/${encodeURIComponent(campaign._id)}/share-links`}
                          className="btn btn--secondary btn--sm"
                          aria-label={SHARE_LINK_TEXTS.linkLabel(campaign.name)}
                        >
                          {SHARE_LINK_TEXTS.link}
                        </Link>
                        <Link
                          to={`${groupPath}/campaigns/${encodeURIComponent(campaign._id)}/edit`}
                          className="btn btn--secondary btn--sm"
                          aria-label={T.campaignAction(COMMON_TEXTS.edit, campaign.name)}
                        >
                          {COMMON_TEXTS.edit}
                        </Link>
                        <button
                          type="button"
                          className="btn btn--ghost-danger btn--sm"
                          aria-label={T.campaignAction(COMMON_TEXTS.delete, campaign.name)}
                          onClick={() => setPending({ kind: 'campaign', campaign })}
                        >
                          {COMMON_TEXTS.delete}
                        </button>
                      </div>
                    ),
                  },
                ]}
              />
            )}
          </QueryContent>
        </section>

        <GroupSellersSection groupId={group.data._id} />
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'campaign' ? T.deleteCampaignTitle : T.deleteGroupTitle}
        message={
          pending?.kind === 'campaign'
            ? GROUP_MESSAGES.confirm.deleteCampaign(pending.campaign.name)
            : GROUP_MESSAGES.confirm.deleteGroup(pending?.group.name ?? group.data.name)
        }
        confirmLabel={COMMON_TEXTS.delete}
        busyLabel={COMMON_TEXTS.deleting}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
