import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { QueryProvider, UnauthorizedRedirect } from './providers';
import { AppRoutes } from './routes';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryProvider client={queryClient}>
        <BrowserRouter>
          <UnauthorizedRedirect client={queryClient} />
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </QueryProvider>
    </ErrorBoundary>
  );
}
