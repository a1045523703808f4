import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash it still does the same work against a decoy,
 * so that the answer's timing does not tell whether the account exists.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
