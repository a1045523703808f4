import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/router-link';
import { NavLink } from '../../components/nav-link';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, getUser, type StaffRole } from '../../lib/session';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal';
import { ConnectivityDot } from '../../features/health/components/connectivity-dot';
import { UserMenu } from './user-menu';
import { APP_TEXTS } from '../../lib/app-texts';
import { NAV_TEXTS } from '../texts';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (the dashboard link would otherwise be active everywhere). */
  end?: boolean;
}

interface StaffNavbarProps {
  role: StaffRole;
  home: string;
  items: NavItem[];
  loginPath: string;
}

export function StaffNavbar({ role, home, items, loginPath }: StaffNavbarProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changingPassword, setChangingPassword] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const userName = getUser()?.name ?? '';

  const logout = () => {
    clearSession();
    queryClient.clear();
    void navigate(loginPath, { replace: true });
  };

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to={home} className="navbar__brand">
          {APP_TEXTS.appName}
        </Link>
        <nav className="navbar__nav" aria-label={NAV_TEXTS.main}>
          <ul className="navbar__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    isActive ? 'navbar__link navbar__link--active' : 'navbar__link'
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="navbar__end">
          <ConnectivityDot />
          <UserMenu
            ref={menuTrigger}
            userName={userName}
            onChangePassword={() => setChangingPassword(true)}
            onLogout={logout}
          />
        </div>
      </div>
      <ChangePasswordModal
        role={role}
        open={changingPassword}
        onOpenChange={setChangingPassword}
        returnFocusTo={menuTrigger}
      />
    </header>
  );
}
