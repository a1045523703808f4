import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from '../components/redirect';
import type { Role } from '../../shared/roles.js';
import { loginPathFor } from '../lib/api-client';
import { useSession } from '../lib/use-session';

/** Where a signed-in person of this role belongs. */
function homeFor(role: Role | null): string {
  if (role === 'admin') return '/admin';
  if (role === 'coordinator') return '/coordinator';
  return '/';
}

interface AccessGuardProps {
  role: Role;
  children: ReactNode;
}

/**
 * No stored token: admin routes go to /admin/login, coordinator routes to /coordinator/login, anything
 * else to /. A token with another role: admins go to /admin, coordinators to /coordinator, others to /.
 */
export function AccessGuard({ role, children }: AccessGuardProps) {
  const session = useSession();
  const location = useLocation();
  if (!session.token) return <Redirect to={loginPathFor(location.pathname)} />;
  if (session.role !== role) return <Redirect to={homeFor(session.role)} />;
  return children;
}
