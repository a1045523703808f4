import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SELLER_TEAM_PATH } from '../../shared/api/login-route-paths.js';
import { TEAM_API_ROUTES } from '../../shared/api/team-paths.js';
import {
  MAX_ROSTER_BYTES,
  ZCampaignTeamPagesReply,
  ZMergeTeamBody,
  ZOwnTeamBody,
  ZOwnTeamReply,
  ZPutTeamsBody,
  ZRosterImportQuery,
  ZRosterImportReply,
  ZRosterReply,
  ZSellerCodeReply,
  ZSellerTeamBody,
  ZSellerTeamReply,
  ZTeamListReply,
  ZTeamPage,
  ZTeamProgressPageBody,
  ZJoinWaitingSellerBody,
  ZWaitingSellerJoinReply,
  ZWaitingSellerListReply,
} from '../../shared/api/teams.js';
import { TEAM_API_MESSAGES } from '../../shared/texts/teams.js';
import { principalOf, requireSeller, requireStaffOfGroup, staffMemberOf } from '../auth/guards.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';
import { replaceSellerCode } from '../share-links/seller-codes.js';
import { chooseOwnTeam, importRoster, listRoster, setSellerTeam } from './roster.js';
import { campaignTeamPages, publishLeaderboard, publishTeamPage, revokePublishedPage } from './team-pages.js';
import { listTeams, mergeTeam, putTeams } from './team-records.js';
import { joinWaitingSeller, listWaitingSellers } from './waiting-sellers.js';

const ZTeamParams = z.object({ id: z.string(), teamId: z.string() });
const ZSellerParams = z.object({ id: z.string(), sellerId: z.string() });
const ZCampaignParams = z.object({ id: z.string(), campaignId: z.string() });
const ZCampaignTeamParams = z.object({ id: z.string(), campaignId: z.string(), teamId: z.string() });
const tag = { tags: ['teams'], security: bearerSecurity };
const ZDone = z.object({ success: z.literal(true) });

/** Classes and teams: the group's teams, roster and sellers' teams, the public pages; a seller's own choice. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');

  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: MAX_ROSTER_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    TEAM_API_ROUTES.groupTeams,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZTeamListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await listTeams(ctx, request.params.id) }),
  );

  app.put(
    TEAM_API_ROUTES.groupTeams,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        body: ZPutTeamsBody,
        response: { 200: ZTeamListReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await putTeams(ctx, request.params.id, request.body),
    }),
  );

  app.post(
    TEAM_API_ROUTES.mergeTeam,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZTeamParams,
        body: ZMergeTeamBody,
        response: { 200: ZTeamListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await mergeTeam(ctx, request.params.id, request.params.teamId, request.body.intoTeamId),
    }),
  );

  app.get(
    TEAM_API_ROUTES.groupRoster,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZRosterReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await listRoster(ctx, request.params.id) }),
  );

  app.post(
    TEAM_API_ROUTES.rosterImport,
    {
      onRequest: requireStaffOfThisGroup,
      bodyLimit: MAX_ROSTER_BYTES,
      schema: {
        ...tag,
        params: ZGroupParams,
        querystring: ZRosterImportQuery,
        body: z.string({ error: TEAM_API_MESSAGES.rosterNotCsv }),
        response: { 200: ZRosterImportReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await importRoster(ctx, request.params.id, request.body, { dryRun: request.query.dryRun }),
    }),
  );

  app.get(
    TEAM_API_ROUTES.waitingSellers,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZWaitingSellerListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await listWaitingSellers(ctx, request.params.id) }),
  );

  app.post(
    TEAM_API_ROUTES.joinWaitingSeller,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZSellerParams,
        body: ZJoinWaitingSellerBody,
        response: { 200: ZWaitingSellerJoinReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await joinWaitingSeller(ctx, {
        groupId: request.params.id,
        waitingSellerId: request.params.sellerId,
        sellerId: request.body.sellerId,
        by: staffMemberOf(request),
      }),
    }),
  );

  app.put(
    TEAM_API_ROUTES.sellerTeam,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZSellerParams,
        body: ZSellerTeamBody,
        response: { 200: ZSellerTeamReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setSellerTeam(ctx, request.params.id, request.params.sellerId, request.body.teamId),
    }),
  );

  app.post(
    TEAM_API_ROUTES.sellerCode,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZSellerParams,
        response: { 200: ZSellerCodeReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await replaceSellerCode(ctx, request.params.id, request.params.sellerId),
    }),
  );

  app.get(
    TEAM_API_ROUTES.campaignTeamPages,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZCampaignTeamPagesReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await campaignTeamPages(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.put(
    TEAM_API_ROUTES.teamProgressPage,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignTeamParams,
        body: ZTeamProgressPageBody,
        response: {
          200: z.object({ success: z.literal(true), data: ZTeamPage.extend({ showSellers: z.boolean() }) }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishTeamPage(
        ctx,
        request.params.id,
        request.params.campaignId,
        request.params.teamId,
        request.body.showSellers,
      ),
    }),
  );

  app.delete(
    TEAM_API_ROUTES.teamProgressPage,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignTeamParams,
        response: { 200: ZDone, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokePublishedPage(ctx, request.params.id, request.params.campaignId, request.params.teamId);
      return { success: true as const };
    },
  );

  app.put(
    TEAM_API_ROUTES.leaderboardPage,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: {
          200: z.object({ success: z.literal(true), data: ZTeamPage }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishLeaderboard(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.delete(
    TEAM_API_ROUTES.leaderboardPage,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZDone, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokePublishedPage(ctx, request.params.id, request.params.campaignId, null);
      return { success: true as const };
    },
  );

  app.put(
    SELLER_TEAM_PATH,
    {
      onRequest: requireSeller,
      config: FAMILY_FACING,
      schema: {
        tags: ['teams'],
        security: bearerSecurity,
        body: ZOwnTeamBody,
        response: { 200: ZOwnTeamReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const seller = principalOf(request, 'user');
      return {
        success: true as const,
        data: { team: await chooseOwnTeam(ctx, seller, request.body.teamId) },
      };
    },
  );
};
