import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminLoginReply,
  ZAdminRegisterBody,
  ZAdminStatusReply,
  ZChangePasswordBody,
  ZChangePasswordReply,
  ZCoordinatorLoginReply,
  ZStaffLoginBody,
} from '../../shared/api/auth.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../shared/texts/staff-accounts.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { loginAttemptLimits } from './login-rate-limit.js';
import { principalOf, requireAdmin, requireCoordinator } from './guards.js';
import {
  adminStatus,
  changeAdminPassword,
  changeCoordinatorPassword,
  loginAdmin,
  loginCoordinator,
  registerFirstAdmin,
} from './staff-accounts.js';

const authTag = { tags: ['auth'] };

const changePasswordSchema = {
  ...authTag,
  security: bearerSecurity,
  body: ZChangePasswordBody,
  response: { 200: ZChangePasswordReply, ...errorReplies(400, 401, 403, 413, 415) },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    API_ROUTES.adminLogin,
    {
      ...loginAttemptLimits(ctx, 'staff', 'admin'),
      schema: {
        ...authTag,
        body: ZStaffLoginBody,
        response: { 200: ZAdminLoginReply, ...errorReplies(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await loginAdmin(ctx, request.body)) }),
  );

  app.post(
    API_ROUTES.coordinatorLogin,
    {
      ...loginAttemptLimits(ctx, 'staff', 'coordinator'),
      schema: {
        ...authTag,
        body: ZStaffLoginBody,
        response: { 200: ZCoordinatorLoginReply, ...errorReplies(400, 401, 413, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await loginCoordinator(ctx, request.body)) }),
  );

  app.post(
    API_ROUTES.adminRegister,
    {
      ...loginAttemptLimits(ctx, 'staff'),
      schema: {
        ...authTag,
        body: ZAdminRegisterBody,
        response: { 201: ZAdminLoginReply, ...errorReplies(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const result = await registerFirstAdmin(ctx, request.body);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    API_ROUTES.adminStatus,
    { schema: { ...authTag, response: { 200: ZAdminStatusReply } } },
    async () => ({ success: true as const, data: await adminStatus(ctx) }),
  );

  app.put(
    API_ROUTES.adminChangePassword,
    {
      onRequest: requireAdmin,
      schema: changePasswordSchema,
    },
    async (request) => {
      const { token } = await changeAdminPassword(ctx, principalOf(request, 'admin').id, request.body);
      return { success: true as const, message: STAFF_ACCOUNT_MESSAGES.passwordChanged, token };
    },
  );

  app.put(
    API_ROUTES.coordinatorChangePassword,
    {
      onRequest: requireCoordinator,
      schema: changePasswordSchema,
    },
    async (request) => {
      const coordinatorId = principalOf(request, 'coordinator').id;
      const { token } = await changeCoordinatorPassword(ctx, coordinatorId, request.body);
      return { success: true as const, message: STAFF_ACCOUNT_MESSAGES.passwordChanged, token };
    },
  );
};
