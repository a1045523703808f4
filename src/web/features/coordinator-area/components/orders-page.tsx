import { useQueryParams } from '../../../lib/use-query-params';
import { useGroupTeams } from '../../../lib/team-list';
import type { TGroupRef } from '../../../../shared/api/groups.js';
import { COORDINATOR_AREA_MESSAGES } from '../texts';
import { Alert } from '../../../components/alert';
import { OrderFilters } from '../../orders';
import { PageHeader } from '../../../components/page-header';
import { ExportButton } from '../../orders';
import { hasActiveFilters, readOrderListState } from '../../orders';
import { OrdersListView } from '../../orders';
import { useExportGroupOrders } from '../api/export-group-orders';
import { useGroupOrders } from '../api/list-group-orders';
import { ownGroup } from '../own-group';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../../orders';

const detailPath = (orderId: string) => `/coordinator/orders/${encodeURIComponent(orderId)}`;

/**
 * /coordinator/orders: the group's orders, filtered (by class or team too, in a group with teams) and paged
 * through the URL query, with the group's CSV export of the same filters. Without a group in the stored user the list fails to load.
 */
export function CoordinatorOrdersPage() {
  const group = ownGroup();
  if (!group) {
    return (
      <>
        <PageHeader title={ORDER_TEXTS.pages.orders} />
        <Alert kind="error">{ORDER_MESSAGES.loadFailed.orders}</Alert>
      </>
    );
  }
  return <GroupOrders group={group} />;
}

function GroupOrders({ group }: { group: TGroupRef }) {
  const [params] = useQueryParams();
  const { page, filters } = readOrderListState(params, 'group');
  const orders = useGroupOrders(group._id, { filters, page });
  // The group's classes or teams, for the filter (none: no filter).
  const teams = useGroupTeams(group._id);
  const exportOrders = useExportGroupOrders();

  const startExport = () =>
    exportOrders.mutate(
      { groupId: group._id, filters },
      { onError: () => window.alert(ORDER_MESSAGES.exportFailed) },
    );

  return (
    <>
      <PageHeader
        title={ORDER_TEXTS.pages.orders}
        actions={<ExportButton busy={exportOrders.isPending} onClick={startExport} />}
      />
      <div className="stack">
        <OrderFilters lockedGroupCode={group.code} teams={teams.data} />
        <OrdersListView
          orders={orders}
          page={page}
          filtered={hasActiveFilters(filters)}
          emptyText={COORDINATOR_AREA_MESSAGES.empty.noGroupOrders}
          detailPath={detailPath}
        />
      </div>
    </>
  );
}
