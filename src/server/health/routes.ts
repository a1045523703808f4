import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHealthReply } from '../../shared/api/health.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { errorReplies } from '../http/route-schema.js';
import { errorReplyFor } from '../errors.js';

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.health,
    {
      schema: {
        tags: ['health'],
        // The connectivity dot adds a timestamp to defeat caches; any query is accepted.
        querystring: z.object({}).catchall(z.unknown()),
        response: { 200: ZHealthReply, ...errorReplies(503) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await withTimeout(app.ctx.database.ping(), PING_TIMEOUT_MS);
        // Redis being down does not make the portal unhealthy: limits fall back to per-instance counters.
        const rateLimits = app.ctx.rateLimits.store();
        return { success: true as const, data: { status: 'ok' as const, rateLimits } };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        return reply.status(503).send(errorReplyFor(request, 'DATABASE_UNAVAILABLE'));
      }
    },
  );
};
