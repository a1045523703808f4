import type { FastifyPluginAsync } from 'fastify';
import { ORDER_API_ROUTES } from '../../shared/api/order-paths.js';
import { fail, fieldProblemOf, type SchemaIssue } from '../errors.js';
import { withDatabasePriority } from '../db/database-priority.js';
import { ingestStoreOrder, markStoreOrderDeleted } from '../orders/ingest-order.js';
import { ZStoreOrder, ZStoreOrderDeletion } from '../orders/store-order.js';
import { parseJsonKeepingLargeIntegers } from '../lib/exact-json.js';
import { DEMO_ORDER_HEADER, demoOrderKey, webhookSignatureValid } from './webhook-signature.js';
import { errorReplies } from '../http/route-schema.js';
import {
  ZBuyerDataRequest,
  ZBuyerRedact,
  ZShopRedact,
  isPrivacyWebhookTopic,
  type PrivacyWebhookTopic,
} from './privacy-payloads.js';
import { handlePrivacyDelivery, type PrivacyDelivery } from './privacy-webhooks.js';

/** Topics whose body is the whole order. */
const ORDER_WEBHOOK_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/paid',
  'orders/cancelled',
  'orders/fulfilled',
  'orders/edited',
] as const;
const ORDER_DELETED_TOPIC = 'orders/delete';

/** The store's own `orders/edited` body: the edit only; the store follows it with `orders/updated`. */
function isOrderEditNotice(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !('order_edit' in payload)) return false;
  const edit = (payload as { order_edit: unknown }).order_edit;
  return typeof edit === 'object' && edit !== null && 'order_id' in edit;
}

function invalidPayload(issues: readonly SchemaIssue[], payload: unknown) {
  return fail(
    'WEBHOOK_PAYLOAD_INVALID',
    undefined,
    issues.map((issue) => fieldProblemOf(issue, payload)),
  );
}

/** A privacy topic's body read by its schema, or the 400 naming the fields at fault. */
function privacyDeliveryOf(topic: PrivacyWebhookTopic, payload: unknown): PrivacyDelivery {
  const schema =
    topic === 'customers/redact' ? ZBuyerRedact : topic === 'shop/redact' ? ZShopRedact : ZBuyerDataRequest;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw invalidPayload(parsed.error.issues as readonly SchemaIssue[], payload);
  return { topic, body: parsed.data } as PrivacyDelivery;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The store's order webhooks and its mandatory privacy webhooks (`privacy-webhooks.ts`). The HMAC is checked on the raw bytes before anything is parsed or stored, and
 * the order is committed before the 200, so a reply the store sees as success is never lost.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Only an explicitly enabled demo store flags its orders; otherwise the mark is ignored.
  const demoKey =
    app.ctx.config.demoStore === 'explicit' ? demoOrderKey(app.ctx.config.jwtSecret) : undefined;
  const isDemoOrder = (rawBody: Buffer, mark: string | undefined) =>
    demoKey !== undefined && webhookSignatureValid(demoKey, rawBody, mark);

  app.post(
    ORDER_API_ROUTES.storeWebhooks,
    { config: { background: true }, schema: { tags: ['store'], response: errorReplies(400, 401, 413, 415) } },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { webhookSecret } = app.ctx.config.shopify;
      if (!webhookSignatureValid(webhookSecret, rawBody, header(request.headers['x-shopify-hmac-sha256']))) {
        throw fail('WEBHOOK_SIGNATURE_INVALID');
      }

      const topic = header(request.headers['x-shopify-topic']) ?? '';
      const handled =
        topic === ORDER_DELETED_TOPIC ||
        (ORDER_WEBHOOK_TOPICS as readonly string[]).includes(topic) ||
        isPrivacyWebhookTopic(topic);
      if (!handled) {
        request.log.debug({ topic }, 'webhook topic not handled');
        return { success: true as const, data: { outcome: 'ignored' as const } };
      }

      let payload: unknown;
      try {
        payload = parseJsonKeepingLargeIntegers(rawBody.toString('utf8'));
      } catch {
        throw fail('WEBHOOK_PAYLOAD_INVALID');
      }
      const webhookId = header(request.headers['x-shopify-webhook-id']);
      if (isPrivacyWebhookTopic(topic)) {
        const privacy = privacyDeliveryOf(topic, payload);
        const result = await withDatabasePriority('ingest', () =>
          handlePrivacyDelivery(app.ctx, privacy, webhookId),
        );
        request.log.debug({ topic, webhookId, outcome: result.outcome }, 'privacy webhook processed');
        return { success: true as const, data: { outcome: result.outcome } };
      }
      const via = isDemoOrder(rawBody, header(request.headers[DEMO_ORDER_HEADER])) ? 'demo' : 'webhook';
      const delivery = { topic, via, ...(webhookId ? { webhookId } : {}) } as const;

      if (topic === ORDER_DELETED_TOPIC) {
        const deletion = ZStoreOrderDeletion.safeParse(payload);
        if (!deletion.success) throw invalidPayload(deletion.error.issues as readonly SchemaIssue[], payload);
        const shopifyOrderId = deletion.data.admin_graphql_api_id ?? deletion.data.id;
        const result = await withDatabasePriority('ingest', () =>
          markStoreOrderDeleted(app.ctx, shopifyOrderId, delivery),
        );
        request.log.debug({ topic, webhookId, outcome: result.outcome }, 'order webhook processed');
        return { success: true as const, data: { outcome: result.outcome } };
      }
      if (topic === 'orders/edited' && isOrderEditNotice(payload)) {
        return { success: true as const, data: { outcome: 'ignored' as const } };
      }

      const parsed = ZStoreOrder.safeParse(payload);
      if (!parsed.success) throw invalidPayload(parsed.error.issues as readonly SchemaIssue[], payload);
      const result = await withDatabasePriority('ingest', () =>
        ingestStoreOrder(app.ctx, parsed.data, delivery),
      );
      request.log.debug({ topic, webhookId, outcome: result.outcome }, 'order webhook processed');
      return { success: true as const, data: { outcome: result.outcome } };
    },
  );
};
