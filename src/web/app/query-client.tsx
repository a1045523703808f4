import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { registerQueryCache } from './query-cache';

/** Client errors (4xx) will not change on a retry; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one client, made with the first screen that needs it. */
function sharedQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    registerQueryCache(shared);
  }
  return shared;
}

/**
 * `Screen` inside the app's one query client. The query library is not in the seller login's download:
 * each lazily loaded area that uses queries (staff logins, staff layouts, the shop) wraps its screens in
 * this, and all of them share the one client (and its cache).
 */
export function withQueryClient<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={sharedQueryClient()}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Screen.displayName ?? Screen.name})`;
  return WithQueryClient;
}
