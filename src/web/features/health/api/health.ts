import { useSyncExternalStore } from 'react';
import { HEALTH_PATH } from '../../../../shared/api/login-route-paths.js';
import type { THealthReply, TRateLimitStore } from '../../../../shared/api/health.js';
import { HEALTH_CHECK_INTERVAL_MS } from '../timings';
import { apiData } from '../../../lib/api-data';
import { isOnline, onReconnect } from '../../../lib/connection';

export function fetchHealth(signal?: AbortSignal): Promise<THealthReply['data']> {
  // The timestamp keeps any cache between here and the server from answering for it.
  return apiData<THealthReply['data']>(HEALTH_PATH, {
    query: { t: Date.now() },
    signal,
    skipUnauthorizedRule: true,
  });
}

/*
 * One health check shared by every dot on the page, without a query library (the seller login route
 * loads none). It keeps the rules the dot had as a query: checked when a dot appears and every 30 s while
 * the page is visible, again when the connection comes back, never retried; while offline a check waits
 * for the connection; the last answer is kept 30 s after the last dot goes.
 */
export type HealthStatus = 'pending' | 'success' | 'error';

interface HealthState {
  status: HealthStatus;
  /** A check has succeeded since the state was made: until then, each new check shows the dot grey again. */
  connectedOnce: boolean;
  /** Where the server counts login limits, from the last successful check. */
  rateLimits?: TRateLimitStore;
}

/** A check under way: its request (none while it waits for the connection) and the state to go back to. */
interface RunningCheck {
  controller?: AbortController;
  before: HealthState;
}

const INITIAL: HealthState = { status: 'pending', connectedOnce: false };

let state = INITIAL;
let running: RunningCheck | null = null;
let forgetTimer: ReturnType<typeof setTimeout> | undefined;
let stopReconnect: (() => void) | undefined;
/** One per dot on the page. */
const listeners = new Set<() => void>();
/** Readers of the last answer's details, which start no checks of their own. */
const detailListeners = new Set<() => void>();

function setState(next: HealthState): void {
  state = next;
  for (const listener of [...listeners, ...detailListeners]) listener();
}

function send(check: RunningCheck): void {
  const controller = new AbortController();
  check.controller = controller;
  fetchHealth(controller.signal).then(
    (data) => {
      if (running !== check) return;
      running = null;
      setState(
        data === undefined
          ? { ...state, status: 'error' }
          : { status: 'success', connectedOnce: true, rateLimits: data.rateLimits },
      );
    },
    () => {
      if (running !== check) return;
      running = null;
      setState({ ...state, status: 'error' });
    },
  );
}

/** Starts a check, unless one is under way (a waiting one is sent once the browser is online). */
function check(): void {
  if (running) {
    if (!running.controller && isOnline()) send(running);
    return;
  }
  const started: RunningCheck = { before: state };
  running = started;
  if (!state.connectedOnce) setState(INITIAL);
  if (isOnline()) send(started);
}

/** The last dot went during a check: the request is dropped and the state is what it was before it. */
function cancel(): void {
  if (!running) return;
  const { controller, before } = running;
  running = null;
  controller?.abort();
  setState(before);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    clearTimeout(forgetTimer);
    stopReconnect = onReconnect(check);
  }
  check();
  const interval = setInterval(() => {
    if (document.visibilityState !== 'hidden') check();
  }, HEALTH_CHECK_INTERVAL_MS);
  return () => {
    clearInterval(interval);
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopReconnect?.();
    cancel();
    forgetTimer = setTimeout(() => {
      state = INITIAL;
    }, HEALTH_CHECK_INTERVAL_MS);
  };
}

/** A dot about to appear checks at once, so before any success it starts grey. */
function getStatus(): HealthStatus {
  return listeners.size === 0 && !state.connectedOnce ? 'pending' : state.status;
}

/** Polls GET /api/health every 30 s; any failure means disconnected (no retries). */
export function useHealth(): HealthStatus {
  return useSyncExternalStore(subscribe, getStatus, getStatus);
}

function subscribeToDetails(listener: () => void): () => void {
  detailListeners.add(listener);
  return () => detailListeners.delete(listener);
}

function getRateLimits(): TRateLimitStore | undefined {
  return state.status === 'success' ? state.rateLimits : undefined;
}

/** Where the last successful check said login limits are counted (used beside a dot, which does the polling). */
export function useRateLimitStore(): TRateLimitStore | undefined {
  return useSyncExternalStore(subscribeToDetails, getRateLimits, getRateLimits);
}
