import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRIVACY_REQUEST_API_ROUTES,
  ZPrivacyRequestSentReply,
  ZPrivacyRequestsReply,
} from '../../shared/api/privacy.js';
import { PRIVACY_API_MESSAGES } from '../../shared/texts/privacy.js';
import { principalOf, requireAdmin } from '../auth/guards.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { markPrivacyRequestSent, openPrivacyRequests } from './privacy-requests.js';

const tag = { tags: ['privacy'], security: bearerSecurity };

/** The store's privacy requests: administrators only (coordinators get 403 from the guard). */
export const privacyRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    PRIVACY_REQUEST_API_ROUTES.privacyRequests,
    {
      onRequest: requireAdmin,
      schema: { ...tag, response: { 200: ZPrivacyRequestsReply, ...errorReplies(401, 403) } },
    },
    async () => ({ success: true as const, data: await openPrivacyRequests(ctx) }),
  );

  app.post(
    PRIVACY_REQUEST_API_ROUTES.privacyRequestSent,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: z.object({ id: z.string() }),
        response: { 200: ZPrivacyRequestSentReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRIVACY_API_MESSAGES.privacyRequestSent,
      data: await markPrivacyRequestSent(ctx, request.params.id, principalOf(request, 'admin')),
    }),
  );
};
