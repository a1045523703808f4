import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export interface CounterState {
  count: number;
  /** Milliseconds until the count is forgotten; 0 when there is no count. */
  ttlMs: number;
}

/** Where the counters live: one Redis for every instance, or this instance's memory (by choice or as fallback). */
export type RateLimitStore = 'redis' | 'memory' | 'memory-fallback';

export interface RateLimitCounters {
  /**
   * Counts one more event. A fixed window starts at the first event; a sliding one restarts at every event,
   * so the count is forgotten a whole window after the last one.
   */
  increment(key: string, windowMs: number, options?: { sliding?: boolean }): Promise<CounterState>;
  /** Takes back one event (never below zero, never starting a new window). */
  decrement(key: string): Promise<void>;
  read(key: string): Promise<CounterState>;
  remove(key: string): Promise<void>;
  store(): RateLimitStore;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Counters in this process's memory. Keys are never evicted before their window ends (an LRU would let a
 * flood of fresh keys push out the ones that matter); expired keys are swept once a minute. Memory is bounded
 * by the limits themselves: each client address can create only as many keys as it has attempts.
 */
export function createMemoryCounters(now: () => number = Date.now): RateLimitCounters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    async increment(key, windowMs, options) {
      const entry = live(key);
      const at = now();
      if (!entry) {
        entries.set(key, { count: 1, expiresAt: at + windowMs });
        return { count: 1, ttlMs: windowMs };
      }
      entry.count += 1;
      if (options?.sliding) entry.expiresAt = at + windowMs;
      return { count: entry.count, ttlMs: entry.expiresAt - at };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : { count: 0, ttlMs: 0 };
    },
    async remove(key) {
      entries.delete(key);
    },
    store: () => 'memory',
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ARGV[2] == '1' or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const READ_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {count, ttl}`;

type ScriptedRedis = Redis & {
  portalIncrement(key: string, windowMs: number, sliding: string): Promise<[number, number]>;
  portalDecrement(key: string): Promise<number>;
  portalRead(key: string): Promise<[number, number]>;
};

const KEY_PREFIX = 'portal-rate-limit:';
/** How long start-up waits for Redis before it begins with per-instance counters. */
const CONNECT_WAIT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable (not connected, or a command fails)
 * each call uses this instance's memory instead, so logins stay limited per instance rather than unlimited.
 */
export async function createRedisCounters(
  url: string,
  { logger, now = Date.now }: { logger: FastifyBaseLogger; now?: () => number },
): Promise<RateLimitCounters> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  }) as ScriptedRedis;
  redis.defineCommand('portalIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  redis.defineCommand('portalDecrement', { numberOfKeys: 1, lua: DECREMENT_SCRIPT });
  redis.defineCommand('portalRead', { numberOfKeys: 1, lua: READ_SCRIPT });
  const fallback = createMemoryCounters(now);

  let usingFallback = false;
  const noteFallback = (error: unknown) => {
    if (!usingFallback) {
      logger.warn({ err: error }, 'Redis is not reachable: rate limits are counted per instance');
    }
    usingFallback = true;
  };
  const noteShared = () => {
    if (usingFallback) logger.info('Redis is reachable again: rate limits are shared');
    usingFallback = false;
  };
  redis.on('error', noteFallback);
  redis.on('ready', noteShared);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    }
  });

  const use = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') {
      noteFallback(new Error(`Redis connection is ${redis.status}`));
      return local();
    }
    try {
      const result = await shared();
      noteShared();
      return result;
    } catch (error) {
      noteFallback(error);
      return local();
    }
  };

  return {
    increment: (key, windowMs, options) =>
      use(
        async () => {
          const [count, ttlMs] = await redis.portalIncrement(
            KEY_PREFIX + key,
            windowMs,
            options?.sliding ? '1' : '0',
          );
          return { count, ttlMs };
        },
        () => fallback.increment(key, windowMs, options),
      ),
    decrement: (key) =>
      use(
        async () => void (await redis.portalDecrement(KEY_PREFIX + key)),
        () => fallback.decrement(key),
      ),
    read: (key) =>
      use(
        async () => {
          const [count, ttlMs] = await redis.portalRead(KEY_PREFIX + key);
          return { count, ttlMs };
        },
        () => fallback.read(key),
      ),
    remove: (key) =>
      use(
        async () => void (await redis.del(KEY_PREFIX + key)),
        () => fallback.remove(key),
      ),
    store: () => (redis.status === 'ready' && !usingFallback ? 'redis' : 'memory-fallback'),
    async close() {
      await fallback.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** The same counters as a store for @fastify/rate-limit, one key space per route (fixed windows). */
export function fastifyRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, done, timeWindow) {
      counters.increment(`${prefix}${key}`, timeWindow).then(
        (state) => done(null, { current: state.count, ttl: state.ttlMs }),
        (error: Error) => done(error),
      );
    },
    child(routeOptions) {
      // The plugin hands over the route's merged limit options, the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } };
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return storeFor(`route:${method}${routeInfo?.url ?? ''}:`);
    },
  });
  // The plugin constructs the store it is given with `new`.
  return function RateLimitStore() {
    return storeFor('route:');
  } as unknown as FastifyRateLimitStoreCtor;
}
