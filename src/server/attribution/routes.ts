import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttentionQuery,
  ZAttentionReply,
  ZAttributionHealthReply,
  ZBulkAttributionBody,
  ZBulkAttributionReply,
  ZGroupSellersReply,
  ZOrderAttributionBody,
  ZSuggestionsReply,
} from '../../shared/api/attribution.js';
import { ATTRIBUTION_API_ROUTES } from '../../shared/api/attribution-paths.js';
import { ZOrderReply } from '../../shared/api/orders.js';
import { principalOf, requireAdmin } from '../auth/guards.js';
import { fail } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { isId } from '../lib/ids.js';
import { getOrder, orderNotFound } from '../orders/order-lists.js';
import { attentionOrders } from './attention.js';
import { attributionHealth } from './health.js';
import { creditOrder, creditOrdersInBulk } from './repair.js';
import { listGroupSellers } from './queries.js';
import { suggestAttributions } from './suggestions.js';

const tag = { tags: ['attribution'], security: bearerSecurity };
const ZOrderParams = z.object({ id: z.string() });

/** Attribution repair: administrators only (coordinators get 403 from the guard). */
export const attributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    ATTRIBUTION_API_ROUTES.attentionOrders,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        querystring: ZAttentionQuery,
        response: { 200: ZAttentionReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, ...(await attentionOrders(ctx, request.query)) }),
  );

  app.get(
    ATTRIBUTION_API_ROUTES.orderSuggestions,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZOrderParams,
        response: { 200: ZSuggestionsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const suggestions = isId(request.params.id)
        ? await suggestAttributions(ctx, request.params.id)
        : undefined;
      if (!suggestions) throw orderNotFound();
      return { success: true as const, data: suggestions };
    },
  );

  app.put(
    ATTRIBUTION_API_ROUTES.orderAttribution,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZOrderParams,
        body: ZOrderAttributionBody,
        response: { 200: ZOrderReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!isId(request.params.id)) throw orderNotFound();
      await creditOrder(ctx, request.params.id, request.body, principalOf(request, 'admin'));
      return {
        success: true as const,
        data: await getOrder(ctx, request.params.id, { kind: 'all' }, { kind: 'admin' }),
      };
    },
  );

  app.post(
    ATTRIBUTION_API_ROUTES.bulkAttribution,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        body: ZBulkAttributionBody,
        response: { 200: ZBulkAttributionReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await creditOrdersInBulk(ctx, request.body, principalOf(request, 'admin')) },
    }),
  );

  app.get(
    ATTRIBUTION_API_ROUTES.groupSellers,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZGroupSellersReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const group = isId(request.params.id) ? await findGroup(ctx.db, request.params.id) : undefined;
      if (!group) throw fail('GROUP_NOT_FOUND');
      const sellers = await listGroupSellers(ctx.db, group.id);
      return { success: true as const, data: sellers.map(({ id, ...seller }) => ({ _id: id, ...seller })) };
    },
  );

  app.get(
    ATTRIBUTION_API_ROUTES.attributionHealth,
    {
      onRequest: requireAdmin,
      schema: { ...tag, response: { 200: ZAttributionHealthReply, ...errorReplies(401, 403) } },
    },
    async () => ({ success: true as const, data: await attributionHealth(ctx) }),
  );
};
