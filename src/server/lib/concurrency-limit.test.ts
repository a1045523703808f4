import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once, and runs every task in arrival order', async () => {
    const limit = createConcurrencyLimit(3);
    const gates = Array.from({ length: 20 }, deferred);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(index);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(limit.waiting).toBe(17);

    // Finish them out of order: a freed slot goes to the longest-waiting task.
    for (const index of [1, 0, 2, ...Array.from({ length: 17 }, (_, i) => 19 - i)]) {
      gates[index]!.resolve();
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(3);
    }
    expect(await Promise.all(results)).toEqual(gates.map((_, index) => index));
    expect(peak).toBe(3);
    expect(started).toEqual(gates.map((_, index) => index));
    expect(limit.active).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => createConcurrencyLimit(0)).toThrow();
    expect(() => createConcurrencyLimit(1.5)).toThrow();
  });
});
