import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { clientAddressKey } from '../http/client-address.js';

const MINUTE_MS = 60_000;

/**
 * What one client address (IPv6 by /64) may do with share links:
 * - views: page views of `/s/{token}` and `GET /api/share/{token}` together, 600 a minute (ten a second: a
 *   school's shared address full of parents opening links stays far below);
 * - misses: lookups of unknown, revoked or malformed tokens, 30 per 10 minutes. Only misses count, as with the
 *   login failures; at the limit every lookup from the address is refused, so guessing tokens cannot go on and
 *   a 200 cannot tell a guesser that a token exists;
 * - handoffs: Shop-now hand-offs (the page's form and `POST /api/share/{token}/shop-url`), 30 per 10 minutes:
 *   each one writes a hand-off record.
 */
export const SHARE_RATE_LIMITS = {
  views: { max: 600, windowMs: MINUTE_MS },
  misses: { max: 30, windowMs: 10 * MINUTE_MS },
  handoffs: { max: 30, windowMs: 10 * MINUTE_MS },
} as const;

export interface Refusal {
  /** Retry-After, in seconds (the messages say it in the reader's language). */
  seconds: number;
}

function refusal(ttlMs: number): Refusal {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return { seconds };
}

/**
 * The share limits of one app, on the counters the login limits use (Redis when configured). Kept here rather
 * than in @fastify/rate-limit's route options because that plugin counts each route apart, and the page and the
 * API must share one count per address.
 */
export function shareRateLimits(ctx: AppContext) {
  const address = (request: FastifyRequest) => clientAddressKey(request.ip);
  const missKey = (request: FastifyRequest) => `share:misses:${address(request)}`;
  return {
    /** Counts one view or hand-off; a refusal when the address is over the limit. */
    async take(kind: 'views' | 'handoffs', request: FastifyRequest): Promise<Refusal | undefined> {
      const limit = SHARE_RATE_LIMITS[kind];
      const state = await ctx.rateLimits.increment(`share:${kind}:${address(request)}`, limit.windowMs);
      return state.count > limit.max ? refusal(state.ttlMs) : undefined;
    },
    /** A refusal when the address has looked up too many unknown tokens. */
    async guessing(request: FastifyRequest): Promise<Refusal | undefined> {
      const misses = await ctx.rateLimits.read(missKey(request));
      return misses.count >= SHARE_RATE_LIMITS.misses.max ? refusal(misses.ttlMs) : undefined;
    },
    /** Records one lookup of an unknown, revoked or malformed token. */
    async countMiss(request: FastifyRequest): Promise<void> {
      await ctx.rateLimits.increment(missKey(request), SHARE_RATE_LIMITS.misses.windowMs);
    },
  };
}
