import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Routes } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A fresh client per test, without retries, so failures show at once. */
export function withQueryClient(children: ReactNode): ReactNode {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch with a mock answering from `answer`; returns the mock to inspect its calls. */
export function mockFetch(
  answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function clearStorages(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** Renders `routes` (Route elements) at `path` in a memory router, with a fresh query client. */
export function renderRoutes(path: string, routes: ReactNode) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>,
    ),
  );
}

/** The JSON body a mocked fetch call sent. */
export function sentBody(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/**
 * Registers the set-up every screen test shares: each test starts with empty storages (and fake timers that
 * still advance, when asked) and ends with the screen unmounted, real timers and the real fetch back.
 */
export function isolateScreenTests({ fakeTimers = false }: { fakeTimers?: boolean } = {}): void {
  beforeEach(() => {
    clearStorages();
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The coordinator of group g1 (Lincoln Band) as a coordinator login stores them. */
export const STORED_COORDINATOR = {
  id: 'u1',
  _id: 'u1',
  name: 'Casey Coach',
  email: 'casey@example.org',
  groupCode: 'BAND24',
  group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
};

/** A coordinator's session in the browser's storage, as the coordinator login leaves it. */
export function signInAsCoordinator(user: unknown = STORED_COORDINATOR): void {
  window.localStorage.setItem('token', 'tok-c');
  window.localStorage.setItem('role', 'coordinator');
  window.localStorage.setItem('user', JSON.stringify(user));
}
