import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../shared/api/share-link-paths.js';

/** Bytes at or above this are thrown away, so every letter of the alphabet is equally likely (232 = 4 × 58). */
const UNBIASED_BYTE_LIMIT = 256 - (256 % SHARE_TOKEN_ALPHABET.length);

/**
 * A fresh share-link token: SHARE_TOKEN_LENGTH letters of the base58 alphabet from the system's secure random
 * source (about 70 bits), by rejection sampling rather than a plain modulo, which would favour the first letters.
 */
export function newShareToken(): string {
  let token = '';
  while (token.length < SHARE_TOKEN_LENGTH) {
    for (const byte of randomBytes(2 * SHARE_TOKEN_LENGTH)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      token += SHARE_TOKEN_ALPHABET[byte % SHARE_TOKEN_ALPHABET.length];
      if (token.length === SHARE_TOKEN_LENGTH) break;
    }
  }
  return token;
}

const TOKEN_SHAPE = new RegExp(`^[${SHARE_TOKEN_ALPHABET}]{${SHARE_TOKEN_LENGTH}}$`);

/** Whether a text could be a token at all: anything else is refused before the database is asked. */
export function isShareTokenShape(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}
