import { STAFF_TEXTS } from '../../lib/app-texts';
import type { NavItem } from './staff-navbar';
import { StaffLayout } from './staff-layout';

const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: STAFF_TEXTS.nav.dashboard, end: true },
  { to: '/admin/groups', label: STAFF_TEXTS.nav.groups },
  { to: '/admin/coordinators', label: STAFF_TEXTS.nav.coordinators },
  { to: '/admin/orders', label: STAFF_TEXTS.nav.orders },
];

export function AdminLayout() {
  return <StaffLayout role="admin" home="/admin" loginPath="/admin/login" items={ADMIN_NAV} />;
}
