import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHARE_LINK_API_ROUTES,
  ZCampaignShareLinksReply,
  ZRevokeShareLinkReply,
  ZSellerProgressReply,
  ZSellerShareLinkReply,
} from '../../shared/api/share-links.js';
import { principalOf, requireSeller, requireStaffOfGroup } from '../auth/guards.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { sellerProgress, sellerShareLink } from './seller-share-links.js';
import { campaignShareLinks, revokeShareLink } from './staff-share-links.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';

const ZSellerCampaignParams = z.object({ campaignId: z.string() });
const ZGroupCampaignParams = z.object({ id: z.string(), campaignId: z.string() });
const ZShareLinkParams = z.object({ id: z.string(), campaignId: z.string(), linkId: z.string() });
const tag = { tags: ['share-links'], security: bearerSecurity };

/** A seller's own link and progress; the staff's view of a campaign's links (the public side is elsewhere). */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');

  app.post(
    SHARE_LINK_API_ROUTES.sellerShareLink,
    {
      onRequest: requireSeller,
      config: FAMILY_FACING,
      schema: {
        ...tag,
        params: ZSellerCampaignParams,
        response: { 200: ZSellerShareLinkReply, ...errorReplies(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sellerShareLink(ctx, principalOf(request, 'user'), request.params.campaignId),
    }),
  );

  app.get(
    SHARE_LINK_API_ROUTES.sellerProgress,
    {
      onRequest: requireSeller,
      config: FAMILY_FACING,
      schema: {
        ...tag,
        params: ZSellerCampaignParams,
        response: { 200: ZSellerProgressReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sellerProgress(ctx, principalOf(request, 'user'), request.params.campaignId),
    }),
  );

  app.get(
    SHARE_LINK_API_ROUTES.campaignShareLinks,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupCampaignParams,
        response: { 200: ZCampaignShareLinksReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await campaignShareLinks(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.post(
    SHARE_LINK_API_ROUTES.revokeShareLink,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZShareLinkParams,
        response: { 200: ZRevokeShareLinkReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeShareLink(ctx, request.params.id, request.params.campaignId, request.params.linkId),
    }),
  );
};
