import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { StaffNavbar, type NavItem } from './staff-navbar';
import type { StaffRole } from '../../lib/session';
import { NAV_TEXTS } from '../texts';

interface StaffLayoutProps {
  role: StaffRole;
  home: string;
  loginPath: string;
  items: NavItem[];
}

/** Navbar on top, the current screen below. */
export function StaffLayout({ role, home, loginPath, items }: StaffLayoutProps) {
  return (
    <div className="staff-shell">
      <a className="skip-link" href="#main">
        {NAV_TEXTS.skipToContent}
      </a>
      <StaffNavbar role={role} home={home} items={items} loginPath={loginPath} />
      <main className="staff-main" id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
