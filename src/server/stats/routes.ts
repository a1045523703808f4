import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsReply } from '../../shared/api/stats.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { requireAdmin } from '../auth/guards.js';
import { getAdminStats } from './stats.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.adminStats,
    {
      onRequest: requireAdmin,
      schema: { tags: ['stats'], security: [{ bearer: [] }], response: { 200: ZAdminStatsReply } },
    },
    async () => ({ success: true as const, data: await getAdminStats(app.ctx) }),
  );
};
