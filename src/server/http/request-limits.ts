import type { RateLimitCounters } from './rate-limit-counters.js';

/** One counter of a request: its key and how many requests it lets through in its window. */
export interface RequestLimit {
  key: string;
  limit: { max: number; windowMs: number };
}

/**
 * Counts a request on every limit; when one is over, the request is refused and taken back from all of them, so a
 * refused request costs nothing (one client over its own limit cannot use up its group's). Answers the seconds
 * until the longest refusing limit lets requests through again, or undefined when the request may go on.
 */
export async function takeRequestLimits(
  counters: RateLimitCounters,
  limits: readonly RequestLimit[],
): Promise<number | undefined> {
  const states = await Promise.all(limits.map(({ key, limit }) => counters.increment(key, limit.windowMs)));
  const refusedMs = Math.max(
    0,
    ...states.map((state, index) => (state.count > limits[index]!.limit.max ? state.ttlMs : 0)),
  );
  if (refusedMs === 0) return undefined;
  await Promise.all(limits.map(({ key }) => counters.decrement(key)));
  return Math.max(1, Math.ceil(refusedMs / 1000));
}
