import type { AppContext } from '../context.js';
import type { AdvisoryLockResult } from '../db/database.js';
import { withJobLock } from '../db/job-lock.js';
import { startPeriodicJob } from '../lib/periodic-job.js';
import { adminGraphqlEndpoint } from './admin-api-client.js';
import { reconcileOrders, succeededRunSince } from './reconcile-orders.js';
import { WARNING_EVENTS, type ReconciliationLog } from './reconciliation-error.js';

const DEFAULT_INTERVAL_MS = 15 * 60_000;
/** The PostgreSQL advisory lock of order reconciliation (the migrations take another key). */
const RECONCILIATION_LOCK_KEY = 7_301_544_212;

/** Runs `task` only if no other reconciliation runs on the same database (any instance, or `npm run reconcile`). */
export function withReconciliationLock<T>(
  ctx: AppContext,
  task: () => Promise<T>,
): Promise<AdvisoryLockResult<T>> {
  return withJobLock(ctx.database, RECONCILIATION_LOCK_KEY, task);
}

/** The start of the interval-long window `now` falls in; windows are counted from the epoch, alike everywhere. */
function windowStart(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

interface ReconciliationJobLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

interface ReconciliationJobOptions {
  intervalMs?: number;
  /** pino-compatible; `app.log` fits. */
  logger?: ReconciliationJobLogger;
  /** Run once right after starting (default), then every interval. */
  runAtStart?: boolean;
  /** Overrides for tests: the URL is otherwise built from the configuration. */
  endpoint?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  pageSize?: number;
}

const consoleLogger: ReconciliationJobLogger = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 'error', msg, ...obj })),
};

/**
 * Reconciles every `intervalMs` while the store's Admin API is configured. However many server instances share the
 * database, one run at a time (the reconciliation lock) and one successful run per window: an instance whose tick
 * finds the window already reconciled leaves it. Failures are logged, and any instance retries at its next tick.
 * Returns `stop()`, which ends the timer and waits for a run in progress.
 */
export function startReconciliationJob(
  ctx: AppContext,
  options: ReconciliationJobOptions = {},
): () => Promise<void> {
  const { storeDomain, adminToken, apiVersion } = ctx.config.shopify;
  const logger = options.logger ?? consoleLogger;
  if (!storeDomain || !adminToken) return async () => {};

  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const endpoint = options.endpoint ?? adminGraphqlEndpoint(storeDomain, apiVersion);
  const controller = new AbortController();
  const log: ReconciliationLog = (obj, msg) => {
    if (WARNING_EVENTS.has(String(obj.event))) logger.warn(obj, msg);
    else if (obj.event === 'done') logger.info(obj, msg);
  };

  const runUnlessReconciled = async () => {
    // Read under the lock: a run that another instance finished a moment ago is already recorded.
    if (await succeededRunSince(ctx, windowStart(ctx.now(), intervalMs))) return;
    await reconcileOrders(ctx, {
      endpoint,
      token: adminToken,
      log,
      signal: controller.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    });
  };

  return startPeriodicJob({
    intervalMs,
    ...(options.runAtStart === false ? {} : { firstRunDelayMs: 0 }),
    run: async () => {
      await withReconciliationLock(ctx, runUnlessReconciled);
    },
    onFailure: (error) =>
      logger.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
        'order reconciliation failed; the next run tries again',
      ),
    onStop: () => controller.abort(),
  });
}
