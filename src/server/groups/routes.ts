import { API_ROUTES } from '../../shared/api/paths.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCampaignBody,
  ZCampaignListReply,
  ZCampaignReply,
  ZDeletedReply,
  ZGroupCreateBody,
  ZGroupListReply,
  ZGroupReply,
  ZGroupStatsReply,
  ZGroupUpdateBody,
} from '../../shared/api/groups.js';
import { ADMIN_MESSAGES } from '../../shared/admin-messages.js';
import { requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from '../campaigns/campaign-admin.js';
import { getGroupStats } from '../stats/stats.js';
import { createGroup, deleteGroup, getGroup, listAllGroups, updateGroup } from './group-admin.js';

const ZGroupParams = z.object({ id: z.string() });
const ZCampaignParams = z.object({ id: z.string(), campaignId: z.string() });
const security = [{ bearer: [] }];
const groupsTag = { tags: ['groups'], security };
const campaignsTag = { tags: ['campaigns'], security };
const requireStaffOfThisGroup = requireStaffOfGroup('id');

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.groups,
    { onRequest: requireAdmin, schema: { ...groupsTag, response: { 200: ZGroupListReply } } },
    async () => ({ success: true as const, data: await listAllGroups(ctx) }),
  );

  app.post(
    API_ROUTES.groups,
    {
      onRequest: requireAdmin,
      schema: { ...groupsTag, body: ZGroupCreateBody, response: { 201: ZGroupReply } },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await createGroup(ctx, request.body) }),
  );

  app.get(
    API_ROUTES.group,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...groupsTag, params: ZGroupParams, response: { 200: ZGroupReply } },
    },
    async (request) => ({ success: true as const, data: await getGroup(ctx, request.params.id) }),
  );

  app.put(
    API_ROUTES.group,
    {
      onRequest: requireAdmin,
      schema: { ...groupsTag, params: ZGroupParams, body: ZGroupUpdateBody, response: { 200: ZGroupReply } },
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
      schema: { ...groupsTag, params: ZGroupParams, response: { 200: ZDeletedReply } },
    },
    async (request) => {
      await deleteGroup(ctx, request.params.id);
      return { success: true as const, message: ADMIN_MESSAGES.success.groupDeleted };
    },
  );

  app.get(
    API_ROUTES.groupStats,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...groupsTag, params: ZGroupParams, response: { 200: ZGroupStatsReply } },
    },
    async (request) => ({ success: true as const, data: await getGroupStats(ctx, request.params.id) }),
  );

  app.get(
    API_ROUTES.groupCampaigns,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...campaignsTag, params: ZGroupParams, response: { 200: ZCampaignListReply } },
    },
    async (request) => ({ success: true as const, data: await listCampaigns(ctx, request.params.id) }),
  );

  app.post(
    API_ROUTES.groupCampaigns,
    {
      onRequest: requireAdmin,
      schema: {
        ...campaignsTag,
        params: ZGroupParams,
        body: ZCampaignBody,
        response: { 201: ZCampaignReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await createCampaign(ctx, request.params.id, request.body) }),
  );

  app.get(
    API_ROUTES.groupCampaign,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...campaignsTag, params: ZCampaignParams, response: { 200: ZCampaignReply } },
    },
    async (request) => ({
      success: true as const,
      data: await getCampaign(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.put(
    API_ROUTES.groupCampaign,
    {
      onRequest: requireAdmin,
      schema: {
        ...campaignsTag,
        params: ZCampaignParams,
        body: ZCampaignBody,
        response: { 200: ZCampaignReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCampaign(ctx, request.params.id, request.params.campaignId, request.body),
    }),
  );

  app.delete(
    API_ROUTES.groupCampaign,
    {
      onRequest: requireAdmin,
      schema: { ...campaignsTag, params: ZCampaignParams, response: { 200: ZDeletedReply } },
    },
    async (request) => {
      await deleteCampaign(ctx, request.params.id, request.params.campaignId);
      return { success: true as const, message: ADMIN_MESSAGES.success.campaignDeleted };
    },
  );
};
