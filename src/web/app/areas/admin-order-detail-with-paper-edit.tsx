import { AdminOrderDetailPage } from '../../features/orders/components/admin-order-detail-page';
import { adminPaperOrderEditPath } from '../../features/paper-orders';

/** /admin/orders/{id} with the way to a paper order's form: the app composes the two features. */
export function AdminOrderDetailWithPaperEditPage() {
  return <AdminOrderDetailPage paperOrderEditPath={adminPaperOrderEditPath} />;
}
