import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY_API_ROUTES, ZSellerErasureReply } from '../../shared/api/privacy.js';
import { PRIVACY_API_MESSAGES } from '../../shared/texts/privacy.js';
import { principalOf, requireAdmin } from '../auth/guards.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { eraseSellerPersonalData } from './seller-erasure.js';

const ZSellerParams = z.object({ id: z.string() });

/** Erasing a seller's personal data: administrators only (coordinators get 403 from the guard). */
export const sellerErasureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    PRIVACY_API_ROUTES.sellerErasure,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['sellers'],
        security: bearerSecurity,
        params: ZSellerParams,
        response: { 200: ZSellerErasureReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRIVACY_API_MESSAGES.sellerErased,
      data: await eraseSellerPersonalData(ctx, request.params.id, principalOf(request, 'admin')),
    }),
  );
};
