import type { NavItem } from './staff-navbar';
import { StaffLayout } from './staff-layout';
import { NAV_TEXTS } from '../texts';

const COORDINATOR_NAV: NavItem[] = [
  { to: '/coordinator', label: NAV_TEXTS.dashboard, end: true },
  { to: '/coordinator/campaigns', label: NAV_TEXTS.campaigns },
  { to: '/coordinator/orders', label: NAV_TEXTS.orders },
  { to: '/coordinator/teams', label: NAV_TEXTS.teams },
  { to: '/coordinator/mail-updates', label: NAV_TEXTS.mailUpdates },
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
