import type { AdvisoryLockResult, Database } from './database.js';

/** Embedded databases' jobs running in this process, by lock key. */
const embeddedRunning = new WeakMap<Database, Set<number>>();

/**
 * Runs `task` only if no other holder of `key` runs on the same database: on PostgreSQL, whichever server instance
 * or command holds the advisory lock. The embedded database belongs to one process (its DATA_DIR lock keeps out any
 * other), so there a flag in this process is the whole lock.
 */
export async function withJobLock<T>(
  database: Database,
  key: number,
  task: () => Promise<T>,
): Promise<AdvisoryLockResult<T>> {
  if (database.withAdvisoryLock) return database.withAdvisoryLock(key, task);
  let running = embeddedRunning.get(database);
  if (!running) embeddedRunning.set(database, (running = new Set()));
  if (running.has(key)) return { acquired: false };
  running.add(key);
  try {
    return { acquired: true, value: await task() };
  } finally {
    running.delete(key);
  }
}
