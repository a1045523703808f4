import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from '../lib/concurrency-limit.js';

// argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes 19 MiB and a core for a noticeable time: a burst of logins computes a few at once and the
 * rest wait their turn, instead of exhausting memory and starving every other request.
 */
export const MAX_CONCURRENT_PASSWORD_HASHES = Math.min(4, Math.max(2, availableParallelism()));

/** What computes and checks a hash: argon2 in the portal, a counting stand-in in the concurrency test. */
export interface PasswordHashEngine {
  hash(password: string, options: typeof OPTIONS): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
}

export function createPasswordHashing(engine: PasswordHashEngine) {
  const passwordWork = createConcurrencyLimit(MAX_CONCURRENT_PASSWORD_HASHES);
  let decoyHash: Promise<string> | undefined;

  function hashPassword(password: string): Promise<string> {
    return passwordWork.run(() => engine.hash(password, OPTIONS));
  }

  /**
   * Checks a password against a stored hash. Without a stored hash it still does the same work against a decoy,
   * so that the answer's timing does not tell whether the account exists.
   */
  async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      decoyHash ??= hashPassword('decoy password that matches nothing');
      const decoy = await decoyHash;
      await passwordWork.run(() => engine.verify(decoy, password)).catch(() => false);
      return false;
    }
    try {
      return await passwordWork.run(() => engine.verify(storedHash, password));
    } catch {
      return false;
    }
  }

  return { hashPassword, passwordMatches };
}

export const { hashPassword, passwordMatches } = createPasswordHashing({ hash, verify });
