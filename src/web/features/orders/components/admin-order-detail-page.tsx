import { useParams } from 'react-router';
import { useAdminOrder } from '../api/get-admin-order';
import { OrderDetailScreen } from './order-detail-screen';
import { OrderStatusControl } from './order-status-control';

/**
 * /admin/orders/{id}: the order, its attribution, its status buttons and history; a paper order links to its form
 * at `paperOrderEditPath`.
 */
export function AdminOrderDetailPage({
  paperOrderEditPath,
}: {
  paperOrderEditPath: (groupId: string, orderId: string) => string;
}) {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <OrderDetailScreen
      order={order}
      listPath="/admin/orders"
      showAttribution
      statusControl={(current) => <OrderStatusControl key={current._id} order={current} />}
      paperOrderPath={(current) =>
        current.groupId ? paperOrderEditPath(current.groupId, current._id) : null
      }
    />
  );
}
