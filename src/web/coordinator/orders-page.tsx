import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { PlaceholderPage } from '../components/placeholder-page';

export function CoordinatorOrdersPage() {
  return <PlaceholderPage title={STAFF_TEXTS.pages.orders} />;
}
