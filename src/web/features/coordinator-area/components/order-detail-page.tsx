import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { OrderDetailScreen } from '../../orders';
import { useGroupOrder } from '../api/get-group-order';
import { ownGroup } from '../own-group';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../../orders';
import { coordinatorPaperOrderEditPath } from '../../paper-orders';

/** /coordinator/orders/{id}: one order of the group, read-only (no status buttons). */
export function CoordinatorOrderDetailPage() {
  const group = ownGroup();
  if (!group) {
    return (
      <>
        <PageHeader title={ORDER_TEXTS.pages.orderDetails} />
        <Alert kind="error">{ORDER_MESSAGES.loadFailed.orderDetails}</Alert>
      </>
    );
  }
  return <GroupOrderDetail groupId={group._id} />;
}

function GroupOrderDetail({ groupId }: { groupId: string }) {
  const { id = '' } = useParams();
  const order = useGroupOrder(groupId, id);
  return (
    <OrderDetailScreen
      order={order}
      listPath="/coordinator/orders"
      paperOrderPath={(current) => coordinatorPaperOrderEditPath(current._id)}
    />
  );
}
