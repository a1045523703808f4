import { STAFF_TEXTS } from '../../lib/app-texts';
import type { NavItem } from './staff-navbar';
import { StaffLayout } from './staff-layout';

const COORDINATOR_NAV: NavItem[] = [
  { to: '/coordinator', label: STAFF_TEXTS.nav.dashboard, end: true },
  { to: '/coordinator/campaigns', label: STAFF_TEXTS.nav.campaigns },
  { to: '/coordinator/orders', label: STAFF_TEXTS.nav.orders },
];

export function CoordinatorLayout() {
  return (
    <StaffLayout
      role="coordinator"
      home="/coordinator"
      loginPath="/coordinator/login"
      items={COORDINATOR_NAV}
    />
  );
}
