import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZOrderListQuery,
  ZOrderListReply,
  ZOrderReply,
  ZOrderStatusBody,
  type TOrderFilters,
} from '../../shared/api/orders.js';
import { ORDER_API_ROUTES } from '../../shared/api/order-paths.js';
import { principalOf, requireAdmin, requireStaffOfGroup } from '../auth/guards.js';
import type { AppContext } from '../context.js';
import { findGroup } from '../groups/queries.js';
import { fail } from '../errors.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { isId } from '../lib/ids.js';
import { exportFileName, exportOrders } from './order-export.js';
import { getOrder, listOrders, requireTeamFilter, type HistoryReader } from './order-lists.js';
import { setOrderStatus } from './order-status.js';
import type { OrderScope } from './queries.js';

const tag = { tags: ['orders'], security: bearerSecurity };
const ZOrderParams = z.object({ id: z.string() });
const ZGroupOrderParams = z.object({ id: z.string(), orderId: z.string() });

function sendCsv(
  ctx: AppContext,
  reply: FastifyReply,
  scope: OrderScope,
  filters: TOrderFilters,
  fileName: string,
) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(exportOrders(ctx, scope, filters));
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireStaffOfThisGroup = requireStaffOfGroup('id');
  /** A group's orders exist only for a group that exists; an unknown id is a 404, never an empty list. */
  const groupScope = async (groupId: string): Promise<OrderScope & { code: string }> => {
    const group = isId(groupId) ? await findGroup(ctx.db, groupId) : undefined;
    if (!group) throw fail('GROUP_NOT_FOUND');
    return { kind: 'group', groupId, code: group.code };
  };

  app.get(
    ORDER_API_ROUTES.adminOrders,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        querystring: ZOrderListQuery,
        response: { 200: ZOrderListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOrders(ctx, { kind: 'all' }, request.query)),
    }),
  );

  app.get(
    ORDER_API_ROUTES.adminOrdersExport,
    {
      config: { background: true },
      onRequest: requireAdmin,
      schema: { ...tag, querystring: ZOrderListQuery, response: errorReplies(400, 401, 403, 404) },
    },
    async (request, reply) => {
      await requireTeamFilter(ctx, { kind: 'all' }, request.query);
      return sendCsv(
        ctx,
        reply,
        { kind: 'all' },
        request.query,
        exportFileName(ctx, request.query.groupCode),
      );
    },
  );

  app.get(
    ORDER_API_ROUTES.adminOrder,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZOrderParams,
        response: { 200: ZOrderReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOrder(ctx, request.params.id, { kind: 'all' }, { kind: 'admin' }),
    }),
  );

  app.put(
    ORDER_API_ROUTES.adminOrder,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: ZOrderParams,
        body: ZOrderStatusBody,
        response: { 200: ZOrderReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const admin = principalOf(request, 'admin');
      const data = await setOrderStatus(ctx, request.params.id, request.body.status, admin);
      return { success: true as const, data };
    },
  );

  app.get(
    ORDER_API_ROUTES.groupOrders,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        querystring: ZOrderListQuery,
        response: { 200: ZOrderListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOrders(ctx, await groupScope(request.params.id), request.query)),
    }),
  );

  app.get(
    ORDER_API_ROUTES.groupOrdersExport,
    {
      config: { background: true },
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupParams,
        querystring: ZOrderListQuery,
        response: errorReplies(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const scope = await groupScope(request.params.id);
      await requireTeamFilter(ctx, scope, request.query);
      return sendCsv(ctx, reply, scope, request.query, exportFileName(ctx, scope.code));
    },
  );

  app.get(
    ORDER_API_ROUTES.groupOrder,
    {
      onRequest: requireStaffOfThisGroup,
      schema: {
        ...tag,
        params: ZGroupOrderParams,
        response: { 200: ZOrderReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await groupScope(request.params.id);
      const reader: HistoryReader =
        request.principal?.role === 'admin' ? { kind: 'admin' } : { kind: 'group', groupCode: scope.code };
      return { success: true as const, data: await getOrder(ctx, request.params.orderId, scope, reader) };
    },
  );
};
