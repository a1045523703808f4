import type { DbOrTx } from '../db/database.js';

/** How long an estimated total is reused for the same search: paging through it neither samples again nor moves. */
const ESTIMATE_REUSE_MS = 60_000;
/** Searches whose estimate is kept, per database; the oldest are forgotten first. */
const ESTIMATES_KEPT = 500;
const estimatesByDatabase = new WeakMap<object, Map<string, { total: number; until: number }>>();

/** The estimated total of a text search (`key`) kept within the last minute, if any. */
export function keptEstimate(db: DbOrTx, key: string): number | undefined {
  const kept = estimatesByDatabase.get(db)?.get(key);
  if (!kept) return undefined;
  if (kept.until > Date.now()) return kept.total;
  estimatesByDatabase.get(db)?.delete(key);
  return undefined;
}

export function keepEstimate(db: DbOrTx, key: string, total: number): void {
  let kept = estimatesByDatabase.get(db);
  if (!kept) estimatesByDatabase.set(db, (kept = new Map()));
  if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { total, until: Date.now() + ESTIMATE_REUSE_MS });
}

/** Forgets the estimated totals kept for `db` (for tests that change the orders under one search). */
export function forgetEstimatedTotals(db: DbOrTx) {
  estimatesByDatabase.delete(db);
}
