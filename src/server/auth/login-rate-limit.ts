import type { FastifyRequest } from 'fastify';

/** Attempts are counted per client address and account, so one school network does not lock out a class. */
export function loginRateLimit(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const account = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.routeOptions.url}|${request.ip}|${account}`;
    },
  };
}
