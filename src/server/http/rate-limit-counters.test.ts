import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { createMemoryCounters, fastifyRateLimitStore } from './rate-limit-counters.js';

const MINUTE_MS = 60_000;

describe('memory rate-limit counters', () => {
  it('counts in a fixed window that starts at the first event', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    expect(await counters.increment('k', MINUTE_MS)).toEqual({ count: 1, ttlMs: MINUTE_MS });
    now += 10_000;
    expect(await counters.increment('k', MINUTE_MS)).toEqual({ count: 2, ttlMs: 50_000 });
    now += 50_000;
    expect(await counters.read('k')).toEqual({ count: 0, ttlMs: 0 });
    expect(await counters.increment('k', MINUTE_MS)).toEqual({ count: 1, ttlMs: MINUTE_MS });
    await counters.close();
  });

  it('restarts a sliding window at every event', async () => {
    let now = 0;
    const counters = createMemoryCounters(() => now);
    await counters.increment('k', MINUTE_MS, { sliding: true });
    now += 50_000;
    expect(await counters.increment('k', MINUTE_MS, { sliding: true })).toEqual({
      count: 2,
      ttlMs: MINUTE_MS,
    });
    now += 50_000;
    expect(await counters.read('k')).toEqual({ count: 2, ttlMs: 10_000 });
    await counters.close();
  });

  it('takes an event back without going below zero, and forgets a removed key', async () => {
    const counters = createMemoryCounters(() => 0);
    await counters.increment('k', MINUTE_MS);
    await counters.decrement('k');
    await counters.decrement('k');
    expect((await counters.read('k')).count).toBe(0);
    await counters.decrement('never-counted');
    expect(await counters.read('never-counted')).toEqual({ count: 0, ttlMs: 0 });
    await counters.increment('k', MINUTE_MS);
    await counters.remove('k');
    expect(await counters.read('k')).toEqual({ count: 0, ttlMs: 0 });
    await counters.close();
  });

  it('keeps a key for its whole window however many other keys arrive', async () => {
    const counters = createMemoryCounters(() => 0);
    for (let i = 0; i < 3; i++) await counters.increment('watched', MINUTE_MS);
    for (let i = 0; i < 200_000; i++) await counters.increment(`flood-${i}`, MINUTE_MS);
    expect(await counters.read('watched')).toEqual({ count: 3, ttlMs: MINUTE_MS });
    await counters.close();
  });
});

describe('@fastify/rate-limit with the portal counters', () => {
  it('holds a route limit for one client while thousands of other clients arrive', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(createMemoryCounters()) });
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: MINUTE_MS } } }, async () => 'ok');
    const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/limited', remoteAddress });

    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    // More fresh clients than the plugin's own store keeps (5,000): they used to push the first one out.
    for (let batch = 0; batch < 12; batch++) {
      await Promise.all(Array.from({ length: 500 }, (_, i) => from(`10.${batch}.${i >> 8}.${i & 255}`)));
    }
    const again = await from('198.51.100.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  }, 60_000);
});
