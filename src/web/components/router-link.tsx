import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/*
 * The app's links to its own screens (NavLink, for the staff menus, is in nav-link.tsx). They click and
 * render like react-router's Link and NavLink for the plain in-app paths the app uses, built on the
 * router's own href and click handling; react-router's components also carry framework-mode prefetching,
 * masks and absolute-URL handling, which would be in the seller login's download as soon as any screen
 * imported them.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app ("/admin/groups", or relative to the current route). */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An anchor that navigates in the app (a modified or middle click still opens a new tab). */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
