import { useParams } from 'react-router';
import { useAdminOrder } from '../orders/api/get-admin-order';
import { OrderDetailScreen } from '../orders/order-detail-screen';
import { OrderStatusControl } from '../orders/order-status-control';

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
    />
  );
}
