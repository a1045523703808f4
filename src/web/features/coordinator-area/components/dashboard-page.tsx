import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { StatCard } from '../../../components/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useOwnGroupStats } from '../api/get-group-stats';
import { useOwnGroup } from '../api/get-own-group';
import { CampaignSummaries } from '../../reports';
import { ownGroup } from '../own-group';
import { GROUP_TEXTS } from '../../groups';
import { COORDINATOR_AREA_TEXTS, COORDINATOR_AREA_MESSAGES } from '../texts';

const T = COORDINATOR_AREA_TEXTS.dashboard;
const STATS = GROUP_TEXTS.details;

/** /coordinator: the coordinator's group and its figures. */
export function CoordinatorDashboardPage() {
  const group = ownGroup();
  return (
    <>
      <PageHeader title={COORDINATOR_AREA_TEXTS.pages.dashboard} />
      {group ? (
        <GroupDashboard groupId={group._id} />
      ) : (
        <Alert kind="error">{COORDINATOR_AREA_MESSAGES.loadFailed.dashboardData}</Alert>
      )}
    </>
  );
}

function GroupDashboard({ groupId }: { groupId: string }) {
  const group = useOwnGroup(groupId);
  const stats = useOwnGroupStats(groupId);

  if (group.isPending || stats.isPending) return <PageLoading />;
  if (group.isError || stats.isError) {
    return (
      <Alert kind="error">
        {errorMessage(group.error ?? stats.error, COORDINATOR_AREA_MESSAGES.loadFailed.dashboardData)}
      </Alert>
    );
  }

  return (
    <div className="stack">
      <section className="card" aria-labelledby="coordinator-group-title">
        <h2 className="card__title" id="coordinator-group-title">
          {T.groupInformation}
        </h2>
        <dl className="details">
          <dt>{T.groupName}</dt>
          <dd>{group.data.name}</dd>
          <dt>{T.organization}</dt>
          <dd>{group.data.organizationName}</dd>
          <dt>{T.groupCode}</dt>
          <dd>
            <code className="code">{group.data.code}</code>
          </dd>
        </dl>
      </section>

      <section className="stack stack--tight" aria-labelledby="coordinator-statistics-title">
        <h2 className="section-title" id="coordinator-statistics-title">
          {T.statistics}
        </h2>
        <div className="stat-grid">
          <StatCard label={STATS.sellersWithOrders} value={String(stats.data.userCount)} />
          <StatCard label={STATS.orders} value={String(stats.data.orderCount)} />
          <StatCard label={STATS.totalSales} value={formatCurrency(stats.data.totalSales)} />
        </div>
      </section>

      <CampaignSummaries
        groupId={groupId}
        reportPath={(campaignId) => `/coordinator/campaigns/${encodeURIComponent(campaignId)}`}
      />
    </div>
  );
}
