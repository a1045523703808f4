import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

const FOLD_INTERVAL_MS = 60_000;

/**
 * Folds the order counters' connection slots into one row per key (see `orderCounts` in the schema), so a total
 * keeps reading few rows however many connections wrote the counts. Safe at any time and from any instance.
 */
export async function foldOrderCounts(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(db, sql`select fold_order_counts() as folded`);
  return row?.folded ?? 0;
}

/** Folds once a minute until stopped; a failed fold is logged and tried again at the next tick. */
export function startOrderCountFolding(
  db: DbOrTx,
  logger: { warn(obj: Record<string, unknown>, msg: string): void },
  intervalMs = FOLD_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = foldOrderCounts(db)
      .catch((error: Error) =>
        logger.warn({ event: 'fold-failed', err: error.message }, 'order count fold failed'),
      )
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
