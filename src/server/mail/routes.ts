import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMailSubscribeBody,
  ZMailSubscribeReply,
  ZMailSubscriptionsReply,
  ZOutboxMessageReply,
  ZOutboxReply,
  ZRemoveMailSubscriptionReply,
  ZStaffMailSettingsBody,
  ZStaffMailSettingsReply,
} from '../../shared/api/mail.js';
import { MAIL_API_ROUTES } from '../../shared/api/mail-paths.js';
import {
  principalOf,
  requireAdmin,
  requireSeller,
  requireStaff,
  requireStaffOfGroup,
  staffMemberOf,
} from '../auth/guards.js';
import { clientAddressKey } from '../http/client-address.js';
import { sendDownload } from '../http/csv-reply.js';
import { bearerSecurity, errorReplies, ZGroupParams } from '../http/route-schema.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';
import { outbox, outboxMessage, outboxMessageFile } from './outbox.js';
import { setDailyDigest, staffMailSettings } from './staff-settings.js';
import { groupSubscriptions, removeGroupSubscription, subscribeToUpdates } from './subscriptions.js';

const tag = { tags: ['mail'], security: bearerSecurity };

/** Parents' subscriptions, the staff's view of them and their own digest, and the administrators' outbox. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    MAIL_API_ROUTES.sellerMailSubscription,
    {
      onRequest: requireSeller,
      config: FAMILY_FACING,
      schema: {
        ...tag,
        params: z.object({ campaignId: z.string() }),
        body: ZMailSubscribeBody,
        response: { 200: ZMailSubscribeReply, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await subscribeToUpdates(
        ctx,
        { seller: principalOf(request, 'user'), clientAddress: clientAddressKey(request.ip) },
        request.params.campaignId,
        request.body,
        (seconds) => reply.header('retry-after', String(seconds)),
      ),
    }),
  );

  app.get(
    MAIL_API_ROUTES.groupMailSubscriptions,
    {
      onRequest: requireStaffOfGroup('id'),
      schema: {
        ...tag,
        params: ZGroupParams,
        response: { 200: ZMailSubscriptionsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { subscriptions: await groupSubscriptions(ctx, request.params.id) },
    }),
  );

  app.delete(
    MAIL_API_ROUTES.groupMailSubscription,
    {
      onRequest: requireStaffOfGroup('id'),
      schema: {
        ...tag,
        params: z.object({ id: z.string(), subscriptionId: z.string() }),
        response: { 200: ZRemoveMailSubscriptionReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeGroupSubscription(ctx, request.params.id, request.params.subscriptionId),
    }),
  );

  app.get(
    MAIL_API_ROUTES.staffMailSettings,
    {
      onRequest: requireStaff,
      schema: { ...tag, response: { 200: ZStaffMailSettingsReply, ...errorReplies(401, 403) } },
    },
    async (request) => ({
      success: true as const,
      data: await staffMailSettings(ctx, staffMemberOf(request)),
    }),
  );

  app.put(
    MAIL_API_ROUTES.staffMailSettings,
    {
      onRequest: requireStaff,
      schema: {
        ...tag,
        body: ZStaffMailSettingsBody,
        response: { 200: ZStaffMailSettingsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setDailyDigest(ctx, staffMemberOf(request), request.body.dailyDigest),
    }),
  );

  app.get(
    MAIL_API_ROUTES.outbox,
    {
      onRequest: requireAdmin,
      schema: { ...tag, response: { 200: ZOutboxReply, ...errorReplies(401, 403) } },
    },
    async () => ({ success: true as const, data: await outbox(ctx) }),
  );

  app.get(
    MAIL_API_ROUTES.outboxMessage,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: z.object({ messageId: z.string() }),
        response: { 200: ZOutboxMessageReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await outboxMessage(ctx, request.params.messageId) }),
  );

  app.get(
    MAIL_API_ROUTES.outboxMessageRaw,
    {
      onRequest: requireAdmin,
      schema: {
        ...tag,
        params: z.object({ messageId: z.string() }),
        response: errorReplies(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        ...(await outboxMessageFile(ctx, request.params.messageId)),
        contentType: 'message/rfc822',
      }),
  );
};
