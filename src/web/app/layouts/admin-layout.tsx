import type { NavItem } from './staff-navbar';
import { StaffLayout } from './staff-layout';
import { NAV_TEXTS } from '../texts';

const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: NAV_TEXTS.dashboard, end: true },
  { to: '/admin/groups', label: NAV_TEXTS.groups },
  { to: '/admin/coordinators', label: NAV_TEXTS.coordinators },
  { to: '/admin/orders', label: NAV_TEXTS.orders },
  { to: '/admin/outbox', label: NAV_TEXTS.outbox },
  { to: '/admin/privacy-requests', label: NAV_TEXTS.privacyRequests },
];

export function AdminLayout() {
  return <StaffLayout role="admin" home="/admin" loginPath="/admin/login" items={ADMIN_NAV} />;
}
