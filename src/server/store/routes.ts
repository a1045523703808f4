import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORE_API_ROUTES, ZCreateShopUrlBody, ZCreateShopUrlReply } from '../../shared/api/store.js';
import { principalOf, requireSeller } from '../auth/guards.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { createShopUrl } from './handoff.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STORE_API_ROUTES.createShopUrl,
    {
      onRequest: requireSeller,
      config: FAMILY_FACING,
      schema: {
        tags: ['store'],
        security: bearerSecurity,
        body: ZCreateShopUrlBody,
        response: { 200: ZCreateShopUrlReply, ...errorReplies(400, 401, 403, 409, 413, 415, 502, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createShopUrl(app.ctx, principalOf(request, 'user'), request.body),
    }),
  );
};
