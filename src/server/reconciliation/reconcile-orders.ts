import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { reconciliationRuns, syncState } from '../db/schema.js';
import { ingestStoreOrder } from '../orders/ingest-order.js';
import { ZStoreOrder } from '../orders/store-order.js';
import { createAdminApiClient, updatedSinceFilter, type AdminApiClientOptions } from './admin-api-client.js';
import { storeOrderFromAdminNode } from './admin-order.js';
import { ReconciliationError, throwIfStopped, type ReconciliationLog } from './reconciliation-error.js';

export const ORDERS_SYNC_KEY = 'store:orders:synced-at';
/** Without a stored sync time: the window the store lets an app read without `read_all_orders`. */
const FIRST_SYNC_DAYS = 60;
const DEFAULT_OVERLAP_MINUTES = 10;
const DAY_MS = 24 * 60 * 60_000;

export interface ReconcileOptions extends Omit<AdminApiClientOptions, 'log'> {
  overlapMinutes?: number;
  now?: () => Date;
  log?: ReconciliationLog;
}

export interface ReconcileSummary {
  pages: number;
  seen: number;
  created: number;
  updated: number;
  stale: number;
  skipped: number;
}

async function readSyncedAt(ctx: AppContext): Promise<Date | undefined> {
  const [row] = await ctx.db
    .select({ value: syncState.value })
    .from(syncState)
    .where(eq(syncState.key, ORDERS_SYNC_KEY));
  if (!row) return undefined;
  const time = Date.parse(row.value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

async function writeSyncedAt(ctx: AppContext, value: Date): Promise<void> {
  await ctx.db
    .insert(syncState)
    .values({ key: ORDERS_SYNC_KEY, value: value.toISOString() })
    .onConflictDoUpdate({
      target: syncState.key,
      set: { value: value.toISOString(), updatedAt: sql`now()` },
    });
}

/** Whether a run that started at `since` or later succeeded. */
export async function succeededRunSince(ctx: AppContext, since: Date): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(and(eq(reconciliationRuns.succeeded, true), gte(reconciliationRuns.startedAt, since)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Reconciles once against the store's Admin GraphQL API: every order the store updated since the last sync
 * (minus the overlap) goes through `ingestStoreOrder`, the same ingestion as the webhooks; the new sync time,
 * the moment the run started, is stored only after the whole run succeeds.
 */
export async function reconcileOrders(ctx: AppContext, options: ReconcileOptions): Promise<ReconcileSummary> {
  const startedAt = (options.now ?? ctx.now)();
  try {
    const summary = await reconcileSince(ctx, options, startedAt);
    await ctx.db.insert(reconciliationRuns).values({
      startedAt,
      succeeded: true,
      ordersSeen: summary.seen,
      ordersRecovered: summary.created,
    });
    return summary;
  } catch (error) {
    // A run stopped by the server shutting down did not fail; the next start runs again.
    if (!options.signal?.aborted) {
      await ctx.db
        .insert(reconciliationRuns)
        .values({
          startedAt,
          succeeded: false,
          message: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .catch(() => undefined);
    }
    throw error;
  }
}

async function reconcileSince(
  ctx: AppContext,
  options: ReconcileOptions,
  startedAt: Date,
): Promise<ReconcileSummary> {
  const { signal } = options;
  const log: ReconciliationLog = options.log ?? (() => {});
  const client = createAdminApiClient({ ...options, log });
  const overlapMs = (options.overlapMinutes ?? DEFAULT_OVERLAP_MINUTES) * 60_000;

  const syncedAt = await readSyncedAt(ctx);
  const since = new Date((syncedAt?.getTime() ?? startedAt.getTime() - FIRST_SYNC_DAYS * DAY_MS) - overlapMs);
  const filter = updatedSinceFilter(since);
  log(
    { event: 'start', since: since.toISOString(), syncedAt: syncedAt?.toISOString() ?? null },
    'reconciling',
  );

  const summary: ReconcileSummary = { pages: 0, seen: 0, created: 0, updated: 0, stale: 0, skipped: 0 };
  let after: string | null = null;
  for (;;) {
    const page = await client.fetchPage(after, filter);
    summary.pages += 1;
    summary.seen += page.nodes.length;

    for (const node of page.nodes) {
      throwIfStopped(signal);
      const parsed = ZStoreOrder.safeParse(storeOrderFromAdminNode(node));
      if (!parsed.success) {
        summary.skipped += 1;
        log(
          {
            event: 'skipped',
            order: node.legacyResourceId ?? node.id ?? null,
            name: node.name ?? null,
            problems: parsed.error.issues.map(
              (issue) => `${issue.path.join('.') || 'order'}: ${issue.message}`,
            ),
          },
          'store order skipped: it does not have the expected shape',
        );
        continue;
      }
      let outcome: Awaited<ReturnType<typeof ingestStoreOrder>>['outcome'];
      try {
        ({ outcome } = await ingestStoreOrder(ctx, parsed.data, {
          topic: 'orders/updated',
          via: 'reconciliation',
        }));
      } catch (error) {
        throw new ReconciliationError(
          `Storing store order ${parsed.data.id} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      if (outcome === 'created') summary.created += 1;
      else if (outcome === 'updated') summary.updated += 1;
      else summary.stale += 1;
    }
    log({ event: 'page', page: summary.pages, orders: page.nodes.length }, 'orders page reconciled');

    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
    await client.waitForBudget(page);
  }

  throwIfStopped(signal);
  await writeSyncedAt(ctx, startedAt);
  log({ event: 'done', ...summary, syncedAt: startedAt.toISOString() }, 'order reconciliation finished');
  return summary;
}
