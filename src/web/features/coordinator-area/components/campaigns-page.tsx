import type { TCampaign } from '../../../../shared/api/groups.js';
import { CAMPAIGN_MESSAGES } from '../../campaigns';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { todayLocal } from '../../../lib/calendar-date';
import { useOwnCampaigns } from '../api/list-campaigns';
import { SHARE_LINK_TEXTS } from '../../share-links';
import { campaignScheduleColumns } from '../../groups';
import { ownGroup } from '../own-group';
import { COORDINATOR_AREA_TEXTS, COORDINATOR_AREA_MESSAGES } from '../texts';

const T = COORDINATOR_AREA_TEXTS.campaigns;

/** /coordinator/campaigns: the group's campaigns, read-only. */
export function CoordinatorCampaignsPage() {
  const group = ownGroup();
  return (
    <>
      <PageHeader title={COORDINATOR_AREA_TEXTS.pages.campaigns} />
      {group ? (
        <CampaignsTable groupId={group._id} />
      ) : (
        <Alert kind="error">{CAMPAIGN_MESSAGES.loadFailed.campaigns}</Alert>
      )}
    </>
  );
}

function campaignColumns(today: string): Column<TCampaign>[] {
  return [
    {
      key: 'name',
      header: T.name,
      cellClassName: 'table__strong',
      cell: (campaign) => (
        <Link to={`/coordinator/campaigns/${encodeURIComponent(campaign._id)}`}>{campaign.name}</Link>
      ),
    },
    { key: 'description', header: T.description, cellClassName: 'table__wrap', cell: (c) => c.description },
    ...campaignScheduleColumns(today),
    {
      key: 'results',
      header: <HiddenHeader>{T.results}</HiddenHeader>,
      cell: (campaign) => (
        <div className="table__actions">
          <Link
            to={`/coordinator/campaigns/${encodeURIComponent(campaign._id)}`}
            className="btn btn--secondary btn--sm"
            aria-label={T.resultsOf(campaign.name)}
          >
            {T.results}
          </Link>
          <Link
            to={`/coordinator/campaigns/${encodeURIComponent(campaign._id)}/share-links`}
            className="btn btn--secondary btn--sm"
            aria-label={SHARE_LINK_TEXTS.linkLabel(campaign.name)}
          >
            {SHARE_LINK_TEXTS.link}
          </Link>
        </div>
      ),
    },
  ];
}

function CampaignsTable({ groupId }: { groupId: string }) {
  const campaigns = useOwnCampaigns(groupId);

  if (campaigns.isPending) return <PageLoading />;
  if (campaigns.isError) {
    return (
      <Alert kind="error">{errorMessage(campaigns.error, CAMPAIGN_MESSAGES.loadFailed.campaigns)}</Alert>
    );
  }
  if (campaigns.data.length === 0) {
    return <p className="card empty-state">{COORDINATOR_AREA_MESSAGES.empty.noGroupCampaigns}</p>;
  }

  const today = todayLocal();
  return (
    <DataTable
      label={T.tableLabel}
      columns={campaignColumns(today)}
      rows={campaigns.data}
      rowKey={(campaign) => campaign._id}
    />
  );
}
