import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSellerLoginBody, ZSellerLoginReply } from '../../shared/api/auth.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { loginAttemptLimits } from '../auth/login-rate-limit.js';
import { loginSeller } from './seller-login.js';
import { errorReplies } from '../http/route-schema.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';

export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    API_ROUTES.sellerLogin,
    {
      ...loginAttemptLimits(ctx, 'seller'),
      config: FAMILY_FACING,
      schema: {
        tags: ['auth'],
        body: ZSellerLoginBody,
        response: { 200: ZSellerLoginReply, ...errorReplies(400, 404, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await loginSeller(ctx, request.body)) }),
  );
};
