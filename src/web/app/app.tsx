import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { UnauthorizedRedirect } from './unauthorized-redirect';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
