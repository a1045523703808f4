/**
 * The query cache's clear, once a screen that uses queries has loaded (the seller login loads none), for
 * the rules that end a session without importing the query library.
 */
let cache: { clear(): void } | undefined;

export function registerQueryCache(client: { clear(): void }): void {
  cache = client;
}

/** Drops the cached data of the ended session (nothing to drop before any query screen has loaded). */
export function clearQueryCache(): void {
  cache?.clear();
}
