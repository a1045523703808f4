import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { isRole, type Role } from '../../shared/roles.js';
import { canonicalBase64urlBytes } from './canonical-base64.js';

interface TokenClaims {
  /** The account id: admin, coordinator or seller. */
  sub: string;
  role: Role;
  /** The account's token version when the token was issued; a password change raises it. */
  ver: number;
  /** The group of a coordinator or seller. */
  gid?: string;
}

export interface TokenService {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>;
  /** The token's claims, or undefined when it is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const ISSUER = 'fundraising-portal';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Tokens remembered as verified; a staff member's or seller's every request carries the same one. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: TokenClaims;
  expiresAtMs: number;
}

/**
 * Signs and checks the portal's HS256 tokens. A token that passed the check is remembered, by its exact text, until
 * it expires: checking its signature again on every request took a trip to the crypto thread pool, and a token
 * that differs by one character (an edited claim, another signature) is never the one remembered.
 */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, entry: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  };
  // Imported once: given the raw bytes, jose imports the key again for every token it checks.
  let imported: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const hmacKey = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    ));
  return {
    // Signed here in one synchronous HMAC: through WebCrypto each signature was a trip to the crypto thread pool
    // and back, about a tenth of a seller login's CPU. Checking still goes through jose, and only once per token.
    async sign(claims, ttlSeconds) {
      const { sub, ...rest } = claims;
      const issuedAt = Math.floor(now() / 1000);
      const payload = { ...rest, sub, iss: ISSUER, iat: issuedAt, exp: issuedAt + ttlSeconds };
      const unsigned = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > now()) return known.claims;
        verified.delete(token);
        return undefined;
      }
      // The signature is checked by its bytes, which other spellings of its last character (or padding) give too.
      if (!canonicalBase64urlBytes(token.slice(token.lastIndexOf('.') + 1))) return undefined;
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, role, ver, gid, exp } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || !isRole(role) || typeof ver !== 'number') return undefined;
        if (gid !== undefined && typeof gid !== 'string') return undefined;
        if (typeof exp !== 'number') return undefined;
        const claims: TokenClaims = { sub, role, ver, ...(gid ? { gid } : {}) };
        remember(token, { claims, expiresAtMs: exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
