import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '../../shared/roles.js';

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

export function createTokenService(secret: string): TokenService {
  // Imported once: given the raw bytes, jose imports the key again for every token it signs or checks.
  let imported: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const hmacKey = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async sign(claims, ttlSeconds) {
      const { sub, ...rest } = claims;
      const key = await hmacKey();
      return new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        const { sub, role, ver, gid } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || !isRole(role) || typeof ver !== 'number') return undefined;
        if (gid !== undefined && typeof gid !== 'string') return undefined;
        return { sub, role, ver, ...(gid ? { gid } : {}) };
      } catch {
        return undefined;
      }
    },
  };
}
