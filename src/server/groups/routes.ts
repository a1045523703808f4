import { API_ROUTES } from '../../shared/api/paths.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeletedReply,
  ZGroupCreateBody,
  ZGroupListReply,
  ZGroupReply,
  ZGroupUpdateBody,
} from '../../shared/api/groups.js';
import { GROUP_API_MESSAGES } from '../../shared/texts/groups.js';
import { requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { createGroup, deleteGroup, getGroup, listAllGroups, updateGroup } from './group-records.js';

const groupsTag = { tags: ['groups'], security: bearerSecurity };

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.groups,
    {
      onRequest: requireAdmin,
      schema: { ...groupsTag, response: { 200: ZGroupListReply, ...errorReplies(401, 403) } },
    },
    async () => ({ success: true as const, data: await listAllGroups(ctx) }),
  );

  app.post(
    API_ROUTES.groups,
    {
      onRequest: requireAdmin,
      schema: {
        ...groupsTag,
        body: ZGroupCreateBody,
        response: { 201: ZGroupReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await createGroup(ctx, request.body) }),
  );

  app.get(
    API_ROUTES.group,
    {
      onRequest: requireStaffOfGroup('id'),
      schema: {
        ...groupsTag,
        params: ZGroupParams,
        response: { 200: ZGroupReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getGroup(ctx, request.params.id) }),
  );

  app.put(
    API_ROUTES.group,
    {
      onRequest: requireAdmin,
      schema: {
        ...groupsTag,
        params: ZGroupParams,
        body: ZGroupUpdateBody,
        response: { 200: ZGroupReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateGroup(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    API_ROUTES.group,
    {
      onRequest: requireAdmin,
      schema: {
        ...groupsTag,
        params: ZGroupParams,
        response: { 200: ZDeletedReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteGroup(ctx, request.params.id);
      return { success: true as const, message: GROUP_API_MESSAGES.groupDeleted };
    },
  );
};
