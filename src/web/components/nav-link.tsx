import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './router-link';

/* A staff-menu link (see router-link.tsx for why the app has its own). */
interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  /** A string gets "active" added while the link is active. */
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows whether it points at the current page: `aria-current="page"` and its class. */
export function NavLink({ to, end = false, className = '', ...rest }: NavLinkProps) {
  const locationPathname = useLocation().pathname.toLowerCase();
  const toPathname = useResolvedPath(to).pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    />
  );
}
