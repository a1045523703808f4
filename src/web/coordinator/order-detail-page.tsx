import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { PlaceholderPage } from '../components/placeholder-page';

export function CoordinatorOrderDetailPage() {
  return <PlaceholderPage title={STAFF_TEXTS.pages.orderDetails} />;
}
