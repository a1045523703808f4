import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_API_ROUTES } from '../../shared/api/report-paths.js';
import {
  ZCampaignReportReply,
  ZDistributionSheetsReply,
  ZGroupDashboardReply,
  ZSalesOverviewReply,
} from '../../shared/api/reports.js';
import { ZTeamFilterQuery } from '../../shared/api/teams.js';
import { requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { campaignReport, distributionSheets, groupDashboard, salesOverview } from './campaign-results.js';

const ZCampaignParams = z.object({ id: z.string(), campaignId: z.string() });
const tag = { tags: ['reports'], security: bearerSecurity };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');

  app.get(
    REPORT_API_ROUTES.campaignReport,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        querystring: ZTeamFilterQuery,
        response: { 200: ZCampaignReportReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await campaignReport(ctx, request.params.id, request.params.campaignId, request.query.teamId),
    }),
  );

  app.get(
    REPORT_API_ROUTES.campaignDistribution,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        querystring: ZTeamFilterQuery,
        response: { 200: ZDistributionSheetsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await distributionSheets(ctx, request.params.id, request.params.campaignId, request.query.teamId),
    }),
  );

  app.get(
    REPORT_API_ROUTES.groupDashboard,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZGroupDashboardReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await groupDashboard(ctx, request.params.id) }),
  );

  app.get(
    REPORT_API_ROUTES.adminSalesOverview,
    {
      onRequest: requireAdmin,
      schema: { ...tag, response: { 200: ZSalesOverviewReply, ...errorReplies(401, 403) } },
    },
    async () => ({ success: true as const, data: await salesOverview(ctx) }),
  );
};
