export const RECONCILIATION_MESSAGES = {
  tokenRefused: 'The store refused the Admin API token',
  missingSettings: 'Order reconciliation needs SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN',
  alreadyRunning:
    'Another order reconciliation is running on this database (a server instance or another npm run reconcile). Try again when it has finished.',
} as const;

/** A run that could not finish; the sync time was not moved, so the next run covers the same window again. */
export class ReconciliationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReconciliationError';
  }
}

export type ReconciliationLog = (obj: Record<string, unknown>, msg: string) => void;

/** The events a run logs that deserve a warning: something was skipped, retried or slowed down. */
export const WARNING_EVENTS = new Set(['skipped', 'retry', 'throttled', 'page-size']);

export function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ReconciliationError('Order reconciliation was stopped before it finished');
}
