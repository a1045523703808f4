import { useParams } from 'react-router';
import { adminPaperOrderEditPath } from '../../paper-orders';
import { useAdminOrder } from '../api/get-admin-order';
import { OrderDetailScreen } from './order-detail-screen';
import { OrderStatusControl } from './order-status-control';

/** /admin/orders/{id}: the order, its attribution, its status buttons and history. */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <OrderDetailScreen
      order={order}
      listPath="/admin/orders"
      showAttribution
      statusControl={(current) => <OrderStatusControl key={current._id} order={current} />}
      paperOrderPath={(current) =>
        current.groupId ? adminPaperOrderEditPath(current.groupId, current._id) : null
      }
    />
  );
}
