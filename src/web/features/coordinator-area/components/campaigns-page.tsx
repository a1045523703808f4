import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { StatusBadge } from '../../orders/components/status-badge';
import { TableWrap } from '../../../components/table-wrap';
import { errorMessage } from '../../../lib/api-client';
import { todayLocal } from '../../../lib/calendar-date';
import { campaignDisplayStatus } from '../../campaigns/campaign-status';
import { formatDate } from '../../../lib/format';
import { useOwnCampaigns } from '../api/list-campaigns';
import { ownGroup } from '../own-group';
import { COORDINATOR_AREA_TEXTS } from '../texts';

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
        <Alert kind="error">{MESSAGES.loadFailed.campaigns}</Alert>
      )}
    </>
  );
}

function CampaignsTable({ groupId }: { groupId: string }) {
  const campaigns = useOwnCampaigns(groupId);

  if (campaigns.isPending) return <PageLoading />;
  if (campaigns.isError) {
    return <Alert kind="error">{errorMessage(campaigns.error, MESSAGES.loadFailed.campaigns)}</Alert>;
  }
  if (campaigns.data.length === 0) {
    return <p className="card empty-state">{ADMIN_MESSAGES.empty.noGroupCampaigns}</p>;
  }

  const today = todayLocal();
  return (
    <TableWrap label={T.tableLabel}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.description}</th>
            <th scope="col">{T.startDate}</th>
            <th scope="col">{T.endDate}</th>
            <th scope="col">{T.status}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.data.map((campaign) => (
            <tr key={campaign._id}>
              <td className="table__strong">{campaign.name}</td>
              <td className="table__wrap">{campaign.description}</td>
              <td>{formatDate(campaign.startDate)}</td>
              <td>{formatDate(campaign.endDate)}</td>
              <td>
                <StatusBadge status={campaignDisplayStatus(campaign, today)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
