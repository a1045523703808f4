import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { clientAddressKey } from '../http/client-address.js';

const MINUTE_MS = 60_000;

/**
 * What one client address (IPv6 by /64) may do with a kind of signed link (receipts, the e-mail confirm and
 * unsubscribe pages), as with share links: 600 views a minute, and 30 lookups of a malformed, forged or unknown token
 * per 10 minutes, after which every lookup from the address is refused (the tokens are signed, so guessing is
 * hopeless anyway; this keeps it from costing queries).
 */
export const SIGNED_LINK_RATE_LIMITS = {
  views: { max: 600, windowMs: MINUTE_MS },
  misses: { max: 30, windowMs: 10 * MINUTE_MS },
} as const;

export interface Refusal {
  seconds: number;
}

const refusal = (ttlMs: number): Refusal => ({ seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

/** One kind of link's limits, on the counters the login and share limits use (Redis when configured). */
export function signedLinkRateLimits(ctx: AppContext, kind: 'receipt' | 'mail') {
  const address = (request: FastifyRequest) => clientAddressKey(request.ip);
  const missKey = (request: FastifyRequest) => `${kind}:misses:${address(request)}`;
  return {
    /** Counts one view; a refusal when the address is over the limit or has missed too often. */
    async take(request: FastifyRequest): Promise<Refusal | undefined> {
      const { views, misses } = SIGNED_LINK_RATE_LIMITS;
      const state = await ctx.rateLimits.increment(`${kind}:views:${address(request)}`, views.windowMs);
      if (state.count > views.max) return refusal(state.ttlMs);
      const missed = await ctx.rateLimits.read(missKey(request));
      return missed.count >= misses.max ? refusal(missed.ttlMs) : undefined;
    },
    /** Records one lookup of a token that names no receipt. */
    async countMiss(request: FastifyRequest): Promise<void> {
      await ctx.rateLimits.increment(missKey(request), SIGNED_LINK_RATE_LIMITS.misses.windowMs);
    },
  };
}
