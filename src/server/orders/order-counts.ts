import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../db/database.js';

const FOLD_INTERVAL_MS = 60_000;

/**
 * Folds the order counters' connection slots into one row per key (see `orderCounts` in the schema), so a total
 * keeps reading few rows however many connections wrote the counts. Safe at any time and from any instance.
 */
export async function foldOrderCounts(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(db, sql`select fold_order_counts() as folded`);
  return row?.folded ?? 0;
}

/**
 * The embedded database has no autovacuum: the rows every delivery updates (counters and report tallies) would
 * pile up dead versions and slow each update down, so they are vacuumed after each fold. On PostgreSQL this is
 * autovacuum's work.
 */
async function vacuumHotRows(database: Database) {
  if (database.kind !== 'embedded') return;
  await database.db.execute(sql`vacuum order_counts, report_seller_days, report_product_days`);
}

/** Folds once a minute until stopped; a failed fold is logged and tried again at the next tick. */
export function startOrderCountFolding(
  database: Database,
  logger: { warn(obj: Record<string, unknown>, msg: string): void },
  intervalMs = FOLD_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = foldOrderCounts(database.db)
      .then(() => vacuumHotRows(database))
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
