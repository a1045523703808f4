import { API_ROUTES } from '../../shared/api/paths.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCoordinatorCreateBody,
  ZCoordinatorListReply,
  ZCoordinatorReply,
  ZCoordinatorUpdateBody,
} from '../../shared/api/coordinators.js';
import { ZDeletedReply } from '../../shared/api/groups.js';
import { COORDINATOR_API_MESSAGES } from '../../shared/texts/coordinators.js';
import { requireAdmin } from '../auth/guards.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import {
  createCoordinator,
  deleteCoordinator,
  getCoordinator,
  listAllCoordinators,
  updateCoordinator,
} from './coordinator-accounts.js';

const ZParams = z.object({ id: z.string() });
const tag = { tags: ['coordinators'], security: bearerSecurity };

export const coordinatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.get(
    API_ROUTES.coordinators,
    { schema: { ...tag, response: { 200: ZCoordinatorListReply, ...errorReplies(401, 403) } } },
    async () => ({
      success: true as const,
      data: await listAllCoordinators(ctx),
    }),
  );

  app.post(
    API_ROUTES.coordinators,
    {
      schema: {
        ...tag,
        body: ZCoordinatorCreateBody,
        response: { 201: ZCoordinatorReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await createCoordinator(ctx, request.body) }),
  );

  app.get(
    API_ROUTES.coordinator,
    {
      schema: {
        ...tag,
        params: ZParams,
        response: { 200: ZCoordinatorReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getCoordinator(ctx, request.params.id) }),
  );

  app.put(
    API_ROUTES.coordinator,
    {
      schema: {
        ...tag,
        params: ZParams,
        body: ZCoordinatorUpdateBody,
        response: { 200: ZCoordinatorReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCoordinator(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    API_ROUTES.coordinator,
    {
      schema: {
        ...tag,
        params: ZParams,
        response: { 200: ZDeletedReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name } = await deleteCoordinator(ctx, request.params.id);
      return { success: true as const, message: COORDINATOR_API_MESSAGES.coordinatorDeleted(name) };
    },
  );
};
