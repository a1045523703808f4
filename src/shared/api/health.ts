import { z } from 'zod';

/**
 * Where the login rate limits are counted: `redis` (shared by every instance), `memory` (this instance; no
 * REDIS_URL), `memory-fallback` (REDIS_URL is set but Redis is not reachable, so each instance counts alone).
 */
export const ZRateLimitStore = z.enum(['redis', 'memory', 'memory-fallback']);
export type TRateLimitStore = z.infer<typeof ZRateLimitStore>;

export const ZHealthReply = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), rateLimits: ZRateLimitStore }),
});
export type THealthReply = z.infer<typeof ZHealthReply>;
