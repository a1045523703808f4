import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { PlaceholderPage } from '../components/placeholder-page';

export function AdminDashboardPage() {
  return <PlaceholderPage title={STAFF_TEXTS.pages.dashboard} />;
}
