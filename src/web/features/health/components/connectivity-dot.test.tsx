// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { isolateScreenTests, jsonResponse, mockFetch } from '../../../test/helpers';
import { HEALTH_CHECK_INTERVAL_MS } from '../timings';

// The check is shared by the page and lives as long as its modules: a page load starts it afresh. The test files
// share a worker's modules, so this file loads its own, as a page would.
vi.resetModules();
const { ConnectivityDot } = await import('./connectivity-dot');

const OK = () => jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory' } });
const REDIS_DOWN = () =>
  jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory-fallback' } });
const DOWN = () => jsonResponse(503, {});

const states = () => screen.getAllByRole('img').map((dot) => dot.getAttribute('data-state'));

function renderDots(count = 1) {
  return render(
    <>
      {Array.from({ length: count }, (_, index) => (
        <ConnectivityDot key={index} />
      ))}
    </>,
  );
}

/** The check is shared by the page: after the last dot goes, its answer is forgotten 30 s later. */
async function removeAndForget(unmount: () => void) {
  unmount();
  await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
}

describe('connectivity dot', () => {
  isolateScreenTests({ fakeTimers: true });

  it('is grey during the first check, then green; dots on one page share one check', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { unmount } = renderDots(2);

    expect(states()).toEqual(['checking', 'checking']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/health\?t=\d+$/);

    act(() => answer(OK()));
    expect(await screen.findAllByTitle('API Connected')).toHaveLength(2);
    expect(screen.getAllByRole('img')[0]?.getAttribute('aria-label')).toBe('API Connected');
    await removeAndForget(unmount);
  });

  it('checks every 30 seconds: red when the API stops answering, green when it is back', async () => {
    let respond = OK;
    const fetchMock = mockFetch(() => respond());
    const { unmount } = renderDots();
    await screen.findByTitle('API Connected');

    respond = DOWN;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(states()).toEqual(['disconnected']);

    respond = OK;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(states()).toEqual(['connected']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await removeAndForget(unmount);
  });

  it('stays green and says so when the server counts login limits on its own because Redis is down', async () => {
    let respond = REDIS_DOWN;
    mockFetch(() => respond());
    const { unmount } = renderDots();
    const dot = await screen.findByTitle(
      'API Connected (Redis is not reachable: login limits are counted by each server on its own)',
    );
    expect(dot.getAttribute('data-state')).toBe('connected');
    expect(dot.getAttribute('data-rate-limits')).toBe('per-instance');

    respond = OK;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(screen.getByRole('img').getAttribute('title')).toBe('API Connected');
    expect(screen.getByRole('img').hasAttribute('data-rate-limits')).toBe(false);
    await removeAndForget(unmount);
  });

  it('keeps the last answer for a dot shown again, and checks again', async () => {
    const fetchMock = mockFetch(() => DOWN());
    const first = renderDots();
    await screen.findByTitle('API Disconnected');
    // Never answered yet: a new dot starts grey while it checks again.
    first.unmount();
    const second = renderDots();
    expect(states()).toEqual(['checking']);
    await screen.findByTitle('API Disconnected');

    fetchMock.mockImplementation(() => Promise.resolve(OK()));
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(states()).toEqual(['connected']);
    second.unmount();

    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const third = renderDots();
    expect(states()).toEqual(['connected']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await removeAndForget(third.unmount);
  });

  it('does not check while the browser is offline, and checks when the connection comes back', async () => {
    const fetchMock = mockFetch(() => OK());
    const { unmount } = renderDots();
    await screen.findByTitle('API Connected');

    act(() => void window.dispatchEvent(new Event('offline')));
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(states()).toEqual(['connected']);

    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await removeAndForget(unmount);
  });
});
