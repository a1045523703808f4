import type { FastifyPluginAsync } from 'fastify';
import { ORDER_API_ROUTES } from '../../shared/api/order-paths.js';
import { ORDER_API_MESSAGES } from '../../shared/texts/orders.js';
import { badRequest, unauthenticated } from '../errors.js';
import { ingestStoreOrder } from '../orders/ingest-order.js';
import { ZStoreOrder } from '../orders/store-order.js';
import { webhookSignatureValid } from './webhook-signature.js';
import { errorReplies } from '../http/route-schema.js';

const ORDER_WEBHOOK_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/paid',
  'orders/cancelled',
  'orders/fulfilled',
] as const;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The store's order webhooks. The HMAC is checked on the raw bytes before anything is parsed or stored, and
 * the order is committed before the 200, so a reply the store sees as success is never lost.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    ORDER_API_ROUTES.storeWebhooks,
    { schema: { tags: ['store'], response: errorReplies(400, 401, 413, 415) } },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { webhookSecret } = app.ctx.config.shopify;
      if (!webhookSignatureValid(webhookSecret, rawBody, header(request.headers['x-shopify-hmac-sha256']))) {
        throw unauthenticated(ORDER_API_MESSAGES.webhookSignatureInvalid);
      }

      const topic = header(request.headers['x-shopify-topic']) ?? '';
      if (!(ORDER_WEBHOOK_TOPICS as readonly string[]).includes(topic)) {
        request.log.warn({ topic }, 'webhook topic not handled');
        return { success: true as const, data: { outcome: 'ignored' as const } };
      }

      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest(ORDER_API_MESSAGES.webhookPayloadInvalid);
      }
      const parsed = ZStoreOrder.safeParse(payload);
      if (!parsed.success) {
        throw badRequest(
          ORDER_API_MESSAGES.webhookPayloadInvalid,
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'body',
            message: issue.message,
          })),
        );
      }

      const webhookId = header(request.headers['x-shopify-webhook-id']);
      const result = await ingestStoreOrder(app.ctx, parsed.data, {
        topic,
        ...(webhookId ? { webhookId } : {}),
      });
      request.log.info({ topic, webhookId, outcome: result.outcome }, 'order webhook processed');
      return { success: true as const, data: { outcome: result.outcome } };
    },
  );
};
