import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MONEY_API_ROUTES } from '../../shared/api/money-paths.js';
import {
  ZCampaignMoneyReply,
  ZDepositBody,
  ZDepositListReply,
  ZDepositReply,
  ZMoneyOnHandReply,
  ZReasonBody,
  ZSettlementReply,
  ZTurnInBody,
  ZTurnInCorrectionBody,
  ZTurnInListReply,
  ZTurnInReply,
} from '../../shared/api/money.js';
import { requireStaffOfGroup, staffMemberOf } from '../auth/guards.js';
import { madeInCampaign } from '../auth/staff-writes.js';
import { sendCsvFile } from '../http/csv-reply.js';
import { bearerSecurity, errorReplies, ZCampaignParams } from '../http/route-schema.js';
import { confirmDepositOf, getDeposit, listDeposits, makeDeposit, reopenDepositOf } from './deposits.js';
import { campaignMoney, moneyOnHand } from './money-summary.js';
import { campaignSettlement, settlementCsv } from './settlement.js';
import { correctTurnIn, getTurnIn, listTurnIns, recordTurnIn, voidTurnInOf } from './turn-ins.js';

const ZTurnInParams = z.object({ id: z.string(), turnInId: z.string() });
const ZDepositParams = z.object({ id: z.string(), depositId: z.string() });
const ZTurnInListQuery = z.object({
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 200;
      const parsed = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
      if (!(parsed >= 1 && parsed <= 1000)) {
        ctx.addIssue({ code: 'custom', message: 'limit must be a whole number from 1 to 1000' });
        return z.NEVER;
      }
      return parsed;
    }),
});
const tag = { tags: ['money'], security: bearerSecurity };
const writeErrors = errorReplies(400, 401, 403, 404, 409, 413, 415);
const readErrors = errorReplies(400, 401, 403, 404);

/** A campaign's money: turn-ins, balances, deposits and the settlement; the group's staff only. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const onRequest = requireStaffOfGroup('id');

  app.post(
    MONEY_API_ROUTES.campaignTurnIns,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZCampaignParams,
        body: ZTurnInBody,
        response: { 201: ZTurnInReply, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await madeInCampaign(ctx, request, recordTurnIn)),
  );

  app.get(
    MONEY_API_ROUTES.campaignTurnIns,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZCampaignParams,
        querystring: ZTurnInListQuery,
        response: { 200: ZTurnInListReply, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTurnIns(ctx, request.params.id, request.params.campaignId, request.query.limit),
    }),
  );

  app.get(
    MONEY_API_ROUTES.turnIn,
    { onRequest, schema: { ...tag, params: ZTurnInParams, response: { 200: ZTurnInReply, ...readErrors } } },
    async (request) => ({
      success: true as const,
      data: await getTurnIn(ctx, request.params.id, request.params.turnInId),
    }),
  );

  app.put(
    MONEY_API_ROUTES.turnIn,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZTurnInParams,
        body: ZTurnInCorrectionBody,
        response: { 201: ZTurnInReply, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await correctTurnIn(
          ctx,
          request.params.id,
          request.params.turnInId,
          request.body,
          staffMemberOf(request),
        ),
      }),
  );

  app.post(
    MONEY_API_ROUTES.voidTurnIn,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZTurnInParams,
        body: ZReasonBody,
        response: { 200: ZTurnInReply, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await voidTurnInOf(
        ctx,
        request.params.id,
        request.params.turnInId,
        request.body.reason,
        staffMemberOf(request),
      ),
    }),
  );

  app.get(
    MONEY_API_ROUTES.campaignMoney,
    {
      onRequest,
      schema: { ...tag, params: ZCampaignParams, response: { 200: ZCampaignMoneyReply, ...readErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await campaignMoney(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.get(
    MONEY_API_ROUTES.moneyOnHand,
    {
      onRequest,
      schema: { ...tag, params: ZCampaignParams, response: { 200: ZMoneyOnHandReply, ...readErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await moneyOnHand(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.post(
    MONEY_API_ROUTES.campaignDeposits,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZCampaignParams,
        body: ZDepositBody,
        response: { 201: ZDepositReply, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await madeInCampaign(ctx, request, makeDeposit)),
  );

  app.get(
    MONEY_API_ROUTES.campaignDeposits,
    {
      onRequest,
      schema: { ...tag, params: ZCampaignParams, response: { 200: ZDepositListReply, ...readErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await listDeposits(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.get(
    MONEY_API_ROUTES.deposit,
    {
      onRequest,
      schema: { ...tag, params: ZDepositParams, response: { 200: ZDepositReply, ...readErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await getDeposit(ctx, request.params.id, request.params.depositId),
    }),
  );

  app.post(
    MONEY_API_ROUTES.reopenDeposit,
    {
      onRequest,
      schema: {
        ...tag,
        params: ZDepositParams,
        body: ZReasonBody,
        response: { 200: ZDepositReply, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reopenDepositOf(
        ctx,
        request.params.id,
        request.params.depositId,
        request.body.reason,
        staffMemberOf(request),
      ),
    }),
  );

  app.post(
    MONEY_API_ROUTES.confirmDeposit,
    {
      onRequest,
      schema: { ...tag, params: ZDepositParams, response: { 200: ZDepositReply, ...writeErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await confirmDepositOf(ctx, request.params.id, request.params.depositId, staffMemberOf(request)),
    }),
  );

  app.get(
    MONEY_API_ROUTES.campaignSettlement,
    {
      onRequest,
      schema: { ...tag, params: ZCampaignParams, response: { 200: ZSettlementReply, ...readErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await campaignSettlement(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.get(
    MONEY_API_ROUTES.campaignSettlementExport,
    { onRequest, schema: { ...tag, params: ZCampaignParams, response: readErrors } },
    async (request, reply) =>
      sendCsvFile(reply, await settlementCsv(ctx, request.params.id, request.params.campaignId)),
  );
};
