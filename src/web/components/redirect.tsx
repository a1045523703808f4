import { useEffect } from 'react';
import { useNavigate, useResolvedPath, type To } from 'react-router';

/**
 * Goes to `to` in place of the current history entry as soon as it is shown: react-router's
 * `<Navigate replace>`, without the checks for static and data routers that would be in the seller login's
 * download (see router-link.tsx).
 */
export function Redirect({ to }: { to: To }) {
  const navigate = useNavigate();
  // Compared as text: a `to` object made anew on each render must not navigate again.
  const target = JSON.stringify(useResolvedPath(to));
  useEffect(() => {
    void navigate(JSON.parse(target) as To, { replace: true });
  }, [navigate, target]);
  return null;
}
