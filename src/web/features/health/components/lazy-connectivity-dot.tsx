import { lazy, Suspense } from 'react';

const ConnectivityDot = lazy(async () => ({
  default: (await import('./connectivity-dot')).ConnectivityDot,
}));

/**
 * The connectivity dot for the seller login, whose first download has a hard budget: its health check arrives
 * just after the form, and until then the dot is grey like a check that has not answered yet.
 */
export function LazyConnectivityDot() {
  return (
    <Suspense fallback={<span className="dot dot--checking" data-state="checking" aria-hidden="true" />}>
      <ConnectivityDot />
    </Suspense>
  );
}
