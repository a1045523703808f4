import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCampaignBody, ZCampaignListReply, ZCampaignReply, ZDeletedReply } from '../../shared/api/groups.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { CAMPAIGN_API_MESSAGES } from '../../shared/texts/campaigns.js';
import { requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './campaign-records.js';

const ZCampaignParams = z.object({ id: z.string(), campaignId: z.string() });
const tag = { tags: ['campaigns'], security: bearerSecurity };

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');

  app.get(
    API_ROUTES.groupCampaigns,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZCampaignListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await listCampaigns(ctx, request.params.id) }),
  );

  app.post(
    API_ROUTES.groupCampaigns,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZGroupParams,
        body: ZCampaignBody,
        response: { 201: ZCampaignReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
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
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZCampaignReply, ...errorReplies(400, 401, 403, 404) },
      },
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
        ...tag,
        params: ZCampaignParams,
        body: ZCampaignBody,
        response: { 200: ZCampaignReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
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
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZDeletedReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteCampaign(ctx, request.params.id, request.params.campaignId);
      return { success: true as const, message: CAMPAIGN_API_MESSAGES.campaignDeleted };
    },
  );
};
