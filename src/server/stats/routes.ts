import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGroupStatsReply } from '../../shared/api/groups.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { ZAdminStatsReply } from '../../shared/api/stats.js';
import { requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { getAdminStats, getGroupStats } from './stats.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.adminStats,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['stats'],
        security: bearerSecurity,
        response: { 200: ZAdminStatsReply, ...errorReplies(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await getAdminStats(ctx) }),
  );

  app.get(
    API_ROUTES.groupStats,
    {
      onRequest: requireStaffOfGroup('id'),
      schema: {
        tags: ['groups'],
        security: bearerSecurity,
        params: ZGroupParams,
        response: { 200: ZGroupStatsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getGroupStats(ctx, request.params.id) }),
  );
};
