import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabasePriority } from './embedded-thread-messages.js';

export type { DatabasePriority };

const current = new AsyncLocalStorage<DatabasePriority>();

/** The priority of the database calls made from here on in this piece of work; `interactive` unless told. */
export const databasePriority = (): DatabasePriority => current.getStore() ?? 'interactive';

/**
 * Runs `work` with its database calls at `priority`. The embedded database, which answers one call at a time,
 * answers a person before a store's delivery and both before an export's next chunk; PostgreSQL, which runs
 * calls side by side on its connections, does not need it.
 */
export function withDatabasePriority<T>(priority: DatabasePriority, work: () => T): T {
  return current.run(priority, work);
}
