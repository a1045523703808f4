import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The URL query of the current screen and a way to replace it (a new history entry, so back and forward
 * walk through it). A small stand-in for react-router's useSearchParams, which would add its code to the
 * seller login route's download: the router lives in the entry chunk.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      void navigate({ pathname, search: query ? `?${query}` : '' });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
