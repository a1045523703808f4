import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClassLoginBody,
  ZSellerLoginBody,
  ZSellerLoginReply,
  ZSignInOptionsQuery,
  ZSignInOptionsReply,
} from '../../shared/api/auth.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { loginAttemptLimits } from '../auth/login-rate-limit.js';
import { loginInClass, signInOptions } from './class-login.js';
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
        response: { 200: ZSellerLoginReply, ...errorReplies(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await loginSeller(ctx, request.body)) }),
  );

  // Counted with the seller logins: a group code guessed here is a failed login there.
  app.get(
    API_ROUTES.signInOptions,
    {
      ...loginAttemptLimits(ctx, 'seller'),
      config: FAMILY_FACING,
      schema: {
        tags: ['auth'],
        querystring: ZSignInOptionsQuery,
        response: { 200: ZSignInOptionsReply, ...errorReplies(400, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await signInOptions(ctx, request.query.groupCode) }),
  );

  app.post(
    API_ROUTES.classLogin,
    {
      ...loginAttemptLimits(ctx, 'seller'),
      config: FAMILY_FACING,
      schema: {
        tags: ['auth'],
        body: ZClassLoginBody,
        response: { 200: ZSellerLoginReply, ...errorReplies(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await loginInClass(ctx, request.body)) }),
  );
};
