import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminLoginReply,
  ZAdminRegisterBody,
  ZAdminStatusReply,
  ZChangePasswordBody,
  ZChangePasswordReply,
  ZCoordinatorLoginReply,
  ZCustomerLoginBody,
  ZCustomerLoginReply,
  ZStaffLoginBody,
} from '../../shared/api/auth.js';
import { API_ROUTES } from '../../shared/api/paths.js';
import { MESSAGES } from '../../shared/messages.js';
import { loginCustomer } from './customer-login.js';
import { principalOf, requireAdmin, requireCoordinator } from './guards.js';
import {
  adminExists,
  changeAdminPassword,
  changeCoordinatorPassword,
  loginAdmin,
  loginCoordinator,
  registerFirstAdmin,
} from './staff-accounts.js';

/** Attempts are counted per client address and account, so one school network does not lock out a class. */
function loginRateLimit(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const account = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.routeOptions.url}|${request.ip}|${account}`;
    },
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    API_ROUTES.customerLogin,
    {
      config: { rateLimit: loginRateLimit(30, '5 minutes') },
      schema: { tags: ['auth'], body: ZCustomerLoginBody, response: { 200: ZCustomerLoginReply } },
    },
    async (request) => ({ success: true as const, ...(await loginCustomer(ctx, request.body)) }),
  );

  app.post(
    API_ROUTES.adminLogin,
    {
      config: { rateLimit: loginRateLimit(10, '15 minutes') },
      schema: { tags: ['auth'], body: ZStaffLoginBody, response: { 200: ZAdminLoginReply } },
    },
    async (request) => ({ success: true as const, ...(await loginAdmin(ctx, request.body)) }),
  );

  app.post(
    API_ROUTES.coordinatorLogin,
    {
      config: { rateLimit: loginRateLimit(10, '15 minutes') },
      schema: { tags: ['auth'], body: ZStaffLoginBody, response: { 200: ZCoordinatorLoginReply } },
    },
    async (request) => ({ success: true as const, ...(await loginCoordinator(ctx, request.body)) }),
  );

  app.post(
    API_ROUTES.adminRegister,
    {
      config: { rateLimit: loginRateLimit(10, '15 minutes') },
      schema: { tags: ['auth'], body: ZAdminRegisterBody, response: { 201: ZAdminLoginReply } },
    },
    async (request, reply) => {
      const result = await registerFirstAdmin(ctx, request.body);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    API_ROUTES.adminStatus,
    { schema: { tags: ['auth'], response: { 200: ZAdminStatusReply } } },
    async () => ({ success: true as const, data: { adminExists: await adminExists(ctx) } }),
  );

  app.put(
    API_ROUTES.adminChangePassword,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: ZChangePasswordBody,
        response: { 200: ZChangePasswordReply },
      },
    },
    async (request) => {
      const { token } = await changeAdminPassword(ctx, principalOf(request, 'admin').id, request.body);
      return { success: true as const, message: MESSAGES.changePassword.success, token };
    },
  );

  app.put(
    API_ROUTES.coordinatorChangePassword,
    {
      onRequest: requireCoordinator,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: ZChangePasswordBody,
        response: { 200: ZChangePasswordReply },
      },
    },
    async (request) => {
      const coordinatorId = principalOf(request, 'coordinator').id;
      const { token } = await changeCoordinatorPassword(ctx, coordinatorId, request.body);
      return { success: true as const, message: MESSAGES.changePassword.success, token };
    },
  );
};
