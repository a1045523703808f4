import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAPER_ORDER_API_ROUTES } from '../../shared/api/paper-order-paths.js';
import {
  MAX_IMPORT_BYTES,
  ZCampaignProductsBody,
  ZCampaignProductsReply,
  ZPaperOrderBody,
  ZPaperOrderEditBody,
  ZPaperOrderImportQuery,
  ZPaperOrderImportReply,
  ZPaperOrderListQuery,
  ZPaperOrderListReply,
  ZPaperOrderReply,
  ZPaperOrderVoidBody,
  ZProductSuggestionsReply,
  ZSellerNamesReply,
  ZSupplierOrderReply,
  type TProductSuggestion,
} from '../../shared/api/paper-orders.js';
import { requireStaffOfGroup, staffMemberOf } from '../auth/guards.js';
import { madeInCampaign } from '../auth/staff-writes.js';
import { sendCsvFile } from '../http/csv-reply.js';
import { bearerSecurity, errorReplies, ZCampaignParams, ZGroupParams } from '../http/route-schema.js';
import { listCampaignProducts, productSuggestions, putCampaignProducts } from './campaign-products.js';
import { importPaperOrders, paperOrderTemplate } from './paper-order-import.js';
import {
  createPaperOrder,
  editPaperOrder,
  getPaperOrder,
  groupSellerNames,
  latestPaperOrders,
  voidPaperOrderOf,
} from './paper-order-records.js';
import { supplierOrder, supplierOrderCsv } from './supplier-order.js';

const ZPaperOrderParams = z.object({ id: z.string(), orderId: z.string() });
const tag = { tags: ['paper-orders'], security: bearerSecurity };

/** Who entered or changed a paper order, as its audit trail names them. */

export interface PaperOrderRoutesOptions {
  /** Products a campaign's list can start from besides its store orders' (the demo store's, where it serves). */
  catalogue: readonly TProductSuggestion[];
}

/** Campaign products, paper orders (entry, edit, void, import) and the supplier order: the group's staff only. */
export const paperOrderRoutes: FastifyPluginAsyncZod<PaperOrderRoutesOptions> = async (app, options) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');

  // The import takes the filled template as it is saved: text/csv (or plain text), read as UTF-8.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.groupSellerNames,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZSellerNamesReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await groupSellerNames(ctx, request.params.id) }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.campaignProducts,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZCampaignProductsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCampaignProducts(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.put(
    PAPER_ORDER_API_ROUTES.campaignProducts,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        body: ZCampaignProductsBody,
        response: { 200: ZCampaignProductsReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await putCampaignProducts(ctx, request.params.id, request.params.campaignId, request.body),
    }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.campaignProductSuggestions,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZProductSuggestionsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await productSuggestions(ctx, request.params.id, request.params.campaignId, options.catalogue),
    }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.campaignPaperOrders,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        querystring: ZPaperOrderListQuery,
        response: { 200: ZPaperOrderListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await latestPaperOrders(ctx, request.params.id, request.params.campaignId, request.query.limit),
    }),
  );

  app.post(
    PAPER_ORDER_API_ROUTES.campaignPaperOrders,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        body: ZPaperOrderBody,
        response: { 201: ZPaperOrderReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await madeInCampaign(ctx, request, createPaperOrder)),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.paperOrderTemplate,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...tag, params: ZCampaignParams, response: errorReplies(400, 401, 403, 404) },
    },
    async (request, reply) =>
      sendCsvFile(reply, await paperOrderTemplate(ctx, request.params.id, request.params.campaignId)),
  );

  app.post(
    PAPER_ORDER_API_ROUTES.paperOrderImport,
    {
      onRequest: requireStaffOfThisGroup,
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        ...tag,
        params: ZCampaignParams,
        querystring: ZPaperOrderImportQuery,
        body: z.string({ error: 'Send the filled template as text/csv' }),
        response: { 200: ZPaperOrderImportReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await importPaperOrders(ctx, request.params.id, request.params.campaignId, request.body, {
        dryRun: request.query.dryRun,
        staff: staffMemberOf(request),
      }),
    }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.paperOrder,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZPaperOrderParams,
        response: { 200: ZPaperOrderReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPaperOrder(ctx, request.params.id, request.params.orderId),
    }),
  );

  app.put(
    PAPER_ORDER_API_ROUTES.paperOrder,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZPaperOrderParams,
        body: ZPaperOrderEditBody,
        response: { 200: ZPaperOrderReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editPaperOrder(
        ctx,
        request.params.id,
        request.params.orderId,
        request.body,
        staffMemberOf(request),
      ),
    }),
  );

  app.post(
    PAPER_ORDER_API_ROUTES.voidPaperOrder,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZPaperOrderParams,
        body: ZPaperOrderVoidBody,
        response: { 200: ZPaperOrderReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await voidPaperOrderOf(
        ctx,
        request.params.id,
        request.params.orderId,
        request.body.reason,
        staffMemberOf(request),
      ),
    }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.supplierOrder,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZCampaignParams,
        response: { 200: ZSupplierOrderReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await supplierOrder(ctx, request.params.id, request.params.campaignId),
    }),
  );

  app.get(
    PAPER_ORDER_API_ROUTES.supplierOrderExport,
    {
      onRequest: requireStaffOfThisGroup,
      schema: { ...tag, params: ZCampaignParams, response: errorReplies(400, 401, 403, 404) },
    },
    async (request, reply) =>
      sendCsvFile(reply, await supplierOrderCsv(ctx, request.params.id, request.params.campaignId)),
  );
};
