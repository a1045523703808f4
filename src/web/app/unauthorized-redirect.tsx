import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearQueryCache } from './query-cache';

/**
 * The global 401 rule redirects through the router (no page reload) once the app is mounted; the cached
 * data of the ended session is dropped with it.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler((loginPath) => {
        void navigate(loginPath, { replace: true });
        clearQueryCache();
      }),
    [navigate],
  );
  return null;
}
