import { LoadedAttentionLink } from '../../features/attribution/components/attention-link';
import { AdminOrdersPage } from '../../features/orders/components/admin-orders-page';

/** /admin/orders with the way to the repair queue beside the export: the app composes the two features. */
export function AdminOrdersWithAttentionPage() {
  return <AdminOrdersPage headerLinks={<LoadedAttentionLink />} />;
}
