import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';

let nextOrderId = 5_500_000_000_000;

export interface StoreOrderOptions {
  id?: number;
  orderNumber?: number;
  createdAt?: string;
  updatedAt?: string;
  cancelledAt?: string | null;
  financialStatus?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string>;
  lines?: { title: string; price: string; quantity: number }[];
  shipping?: { title: string; price: string };
}

/** An order JSON in the store's webhook shape. */
export function storeOrder(options: StoreOrderOptions = {}) {
  const id = options.id ?? nextOrderId++;
  const orderNumber = options.orderNumber ?? 1000 + (id % 100_000);
  const lines = options.lines ?? [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 2 }];
  const shipping = options.shipping ?? { title: 'Standard', price: '5.50' };
  const itemsCents = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity,
    0,
  );
  const totalCents = itemsCents + Math.round(Number(shipping.price) * 100);
  const createdAt = options.createdAt ?? new Date().toISOString();
  return {
    id,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    created_at: createdAt,
    updated_at: options.updatedAt ?? createdAt,
    cancelled_at: options.cancelledAt ?? null,
    email: options.email ?? 'pat@example.com',
    financial_status: options.financialStatus ?? 'paid',
    customer: { first_name: options.firstName ?? 'Pat', last_name: options.lastName ?? 'Lee' },
    note_attributes: Object.entries(options.attributes ?? {}).map(([name, value]) => ({ name, value })),
    line_items: lines,
    shipping_lines: [shipping],
    shipping_address: {
      address1: '1 Main St',
      address2: '',
      city: 'Austin',
      province: 'Texas',
      zip: '78701',
      country: 'United States',
    },
    total_line_items_price: (itemsCents / 100).toFixed(2),
    subtotal_price: (itemsCents / 100).toFixed(2),
    total_price: (totalCents / 100).toFixed(2),
  };
}

/** Delivers an order as the store does: raw JSON body, HMAC header, topic and delivery id. */
export function deliverWebhook(
  app: FastifyInstance,
  order: unknown,
  options: {
    topic?: string;
    webhookId?: string;
    secret?: string;
    signature?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const body = JSON.stringify(order);
  const secret = options.secret ?? app.ctx.config.shopify.webhookSecret;
  return app.inject({
    method: 'POST',
    url: '/api/shopify/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': options.topic ?? 'orders/create',
      'x-shopify-hmac-sha256': options.signature ?? signWebhookBody(secret, body),
      'x-shopify-webhook-id': options.webhookId ?? randomUUID(),
      'x-shopify-shop-domain': 'demo-store.local',
      ...options.headers,
    },
    payload: body,
  });
}

/** The attributes of a cart-update link (`attributes[name]=value`), decoded. */
export function cartAttributesOf(url: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) {
    const match = /^attributes\[(.+)\]$/.exec(key);
    if (match) attributes[match[1]!] = value;
  }
  return attributes;
}

/** The attribute names a share-link buyer's cart carries, sorted: nothing a stranger could log in with. */
export const SHARE_LINK_CART_ATTRIBUTES = [
  'campaign_name',
  'from_portal',
  'group_name',
  'portal_ref',
  'portal_sig',
  'student_name',
  'timestamp',
];
