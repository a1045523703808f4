import { z } from 'zod';
import { ZStoreId } from '../orders/store-order.js';

/** The store's mandatory privacy topics: sent to the same webhook route as its orders. */
export const PRIVACY_WEBHOOK_TOPICS = ['customers/redact', 'shop/redact', 'customers/data_request'] as const;
export type PrivacyWebhookTopic = (typeof PRIVACY_WEBHOOK_TOPICS)[number];

export const isPrivacyWebhookTopic = (topic: string): topic is PrivacyWebhookTopic =>
  (PRIVACY_WEBHOOK_TOPICS as readonly string[]).includes(topic);

/** A contact as the store sends it: text, null or absent ('' then). */
const contact = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').replaceAll('\u0000', '').trim());

/** Order ids as their exact digits, as ingestion reads them. */
const storeOrderIds = z.array(ZStoreId).max(10_000);

const shop = { shop_id: ZStoreId, shop_domain: z.string() };

const buyer = z.object({ id: ZStoreId.nullish(), email: contact, phone: contact });

export const ZBuyerRedact = z.object({
  ...shop,
  customer: buyer,
  orders_to_redact: storeOrderIds,
});
export type BuyerRedact = z.infer<typeof ZBuyerRedact>;

export const ZShopRedact = z.object(shop);

export const ZBuyerDataRequest = z.object({
  ...shop,
  customer: buyer,
  orders_requested: storeOrderIds,
  data_request: z.object({ id: ZStoreId }),
});
export type BuyerDataRequest = z.infer<typeof ZBuyerDataRequest>;
