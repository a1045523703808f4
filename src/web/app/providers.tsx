import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client';

/** Client errors (4xx) will not change on a retry; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The global 401 rule redirects through the router (no page reload) once the app is mounted; the cached
 * data of the ended session is dropped with it.
 */
export function UnauthorizedRedirect({ client }: { client: QueryClient }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler((loginPath) => {
        void navigate(loginPath, { replace: true });
        client.clear();
      }),
    [navigate, client],
  );
  return null;
}
