import type { AppContext } from '../context.js';
import type { BuyerDataRequest, BuyerRedact, PrivacyWebhookTopic } from './privacy-payloads.js';
import {
  eraseRequestContacts,
  insertPrivacyRequest,
  recordPrivacyDelivery,
  redactAllStoreOrders,
  redactBuyerOrders,
} from './queries.js';

/**
 * What a privacy delivery answers: `redacted` (the buyer's, or every buyer's, personal data is gone from the store
 * orders) or `recorded` (the data request waits for an administrator). A replay answers the same: the store only
 * needs to know the work is done.
 */
export type PrivacyOutcome = 'redacted' | 'recorded';

export type PrivacyDelivery =
  | { topic: 'customers/redact'; body: BuyerRedact }
  | { topic: 'shop/redact'; body: unknown }
  | { topic: 'customers/data_request'; body: BuyerDataRequest };

const OUTCOMES: Record<PrivacyWebhookTopic, PrivacyOutcome> = {
  'customers/redact': 'redacted',
  'shop/redact': 'redacted',
  'customers/data_request': 'recorded',
};

/** The e-mail as ingestion stores `buyer_email`, so one comparison matches it in any case. */
const buyerEmailOf = (email: string) => email.toLowerCase();

/**
 * One privacy delivery, in one transaction with its delivery record: the same delivery id twice changes nothing
 * the second time. `customers/redact` erases the buyer's personal data on the store orders it lists and those
 * bought with the buyer's e-mail, and the buyer's contact on their privacy requests; `shop/redact` does the
 * same for every store order and request; `customers/data_request` records the request. Paper orders are never
 * the store's and are not touched.
 */
export async function handlePrivacyDelivery(
  ctx: AppContext,
  delivery: PrivacyDelivery,
  webhookId: string | undefined,
): Promise<{ outcome: PrivacyOutcome }> {
  const outcome = OUTCOMES[delivery.topic];
  await ctx.db.transaction(async (tx) => {
    if (webhookId && !(await recordPrivacyDelivery(tx, webhookId, delivery.topic))) return;
    switch (delivery.topic) {
      case 'customers/redact': {
        const email = buyerEmailOf(delivery.body.customer.email);
        await redactBuyerOrders(tx, { orderIds: delivery.body.orders_to_redact, email });
        await eraseRequestContacts(tx, email);
        return;
      }
      case 'shop/redact':
        await redactAllStoreOrders(tx);
        await eraseRequestContacts(tx, undefined);
        return;
      case 'customers/data_request':
        await insertPrivacyRequest(tx, {
          storeRequestId: delivery.body.data_request.id,
          buyerEmail: delivery.body.customer.email,
          buyerPhone: delivery.body.customer.phone,
          ordersRequested: [...new Set(delivery.body.orders_requested)],
        });
        return;
    }
  });
  return { outcome };
}
