import type { AppContext } from '../context.js';
import { adminGraphqlEndpoint } from './admin-api-client.js';
import { reconcileOrders } from './reconcile-orders.js';
import { WARNING_EVENTS, type ReconciliationLog } from './reconciliation-error.js';

const DEFAULT_INTERVAL_MS = 15 * 60_000;

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
 * Reconciles every `intervalMs` while the store's Admin API is configured; never two runs at once, failures
 * logged and retried at the next tick. Returns `stop()`, which ends the timer and waits for a run in progress.
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
  let running: Promise<void> | undefined;
  let stopped = false;

  const log: ReconciliationLog = (obj, msg) => {
    if (WARNING_EVENTS.has(String(obj.event))) logger.warn(obj, msg);
    else if (obj.event === 'done') logger.info(obj, msg);
  };

  const tick = () => {
    if (running || stopped) return;
    running = reconcileOrders(ctx, {
      endpoint,
      token: adminToken,
      log,
      signal: controller.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    })
      .then(() => undefined)
      .catch((error: unknown) => {
        if (stopped) return;
        logger.error(
          { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
          'order reconciliation failed; the next run tries again',
        );
      })
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = options.runAtStart === false ? undefined : setTimeout(tick, 0);
  first?.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (first) clearTimeout(first);
    controller.abort();
    await running;
  };
}
