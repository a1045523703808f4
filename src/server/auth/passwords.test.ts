import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PASSWORD_HASHES, createPasswordHashing } from './passwords.js';

const argon2 = { running: 0, peak: 0, calls: 0 };

// Each call takes a few event-loop turns, like the real work on another thread.
const work = async <T>(result: T): Promise<T> => {
  argon2.calls += 1;
  argon2.running += 1;
  argon2.peak = Math.max(argon2.peak, argon2.running);
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  argon2.running -= 1;
  return result;
};

const { hashPassword, passwordMatches } = createPasswordHashing({
  hash: (password) => work(`$argon2id$fake$${password}`),
  verify: (stored, password) => work(stored === `$argon2id$fake$${password}`),
});

describe('password hashing under a burst of logins', () => {
  beforeEach(() => {
    Object.assign(argon2, { running: 0, peak: 0, calls: 0 });
  });

  it('computes at most a few hashes and verifications at once; the rest wait and all are answered', async () => {
    expect(MAX_CONCURRENT_PASSWORD_HASHES).toBeGreaterThanOrEqual(2);
    expect(MAX_CONCURRENT_PASSWORD_HASHES).toBeLessThanOrEqual(4);
    const stored = await hashPassword('right');
    argon2.peak = 0;

    const attempts = Array.from({ length: 40 }, (_, i) =>
      i % 3 === 0
        ? passwordMatches(undefined, `guess-${i}`)
        : i % 3 === 1
          ? passwordMatches(stored, i === 1 ? 'right' : `guess-${i}`)
          : hashPassword(`new-${i}`).then((hash) => hash.length > 0),
    );
    const results = await Promise.all(attempts);

    expect(argon2.peak).toBe(MAX_CONCURRENT_PASSWORD_HASHES);
    expect(argon2.running).toBe(0);
    expect(results.filter((result) => result === true)).toHaveLength(1 + 13);
    expect(results[1]).toBe(true);
  });
});
