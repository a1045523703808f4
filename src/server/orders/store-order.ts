import { z } from 'zod';
import type { OrderStatus } from '../../shared/order-status.js';
import { donationProductKey } from '../lib/donation-product.js';
import { MAX_MONEY_CENTS, MAX_STORE_MONEY_CENTS } from '../../shared/money.js';
import { centsFromMoney } from '../lib/money.js';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? '' : String(value).replaceAll('\u0000', '').trim(),
  );

const money = z.union([z.string(), z.number()]).nullish();

/** A date-time the database can hold and an order can sensibly have. */
const timestamp = z
  .string()
  .refine(
    (value) => {
      const time = Date.parse(value);
      if (Number.isNaN(time)) return false;
      const year = new Date(time).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    },
    { error: 'not a date-time between the years 1900 and 2999' },
  )
  .transform((value) => new Date(value));

/** A 64-bit id: a safe integer, or the exact digits `parseJsonKeepingLargeIntegers` keeps for larger ones. */
export const ZStoreId = z
  .union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)])
  .transform(String);
const storeId = ZStoreId;

/** `gid://shopify/Order/123…` → its digits, the exact id whatever happened to the numeric one. */
const graphqlIdDigits = z
  .string()
  .nullish()
  .transform((value) => /^gid:\/\/shopify\/Order\/(\d{1,20})$/.exec(value ?? '')?.[1]);

/** The store's order JSON (webhook body and Admin API shape); unknown fields are ignored. */
export const ZStoreOrder = z
  .object({
    id: storeId,
    admin_graphql_api_id: graphqlIdDigits,
    test: z.boolean().nullish(),
    note: text,
    order_number: z.union([z.number(), z.string()]).nullish(),
    name: text,
    created_at: timestamp,
    updated_at: timestamp.nullish(),
    cancelled_at: timestamp.nullish(),
    email: text,
    financial_status: text,
    customer: z.object({ first_name: text, last_name: text, email: text }).partial().nullish(),
    billing_address: z.object({ first_name: text, last_name: text }).partial().nullish(),
    note_attributes: z
      .array(z.object({ name: text, value: text }))
      .nullish()
      .transform((list) => list ?? []),
    line_items: z
      .array(
        z.object({
          id: storeId.nullish(),
          title: text,
          name: text,
          price: money,
          quantity: z.coerce.number().int().min(0).max(1_000_000),
          /** What is left after an order edit removed some; 0 for a line removed entirely. */
          current_quantity: z.coerce.number().int().min(0).max(1_000_000).nullish(),
          /** The store's product, by id and by handle: a campaign's donation product names one of them. */
          product_id: z
            .union([z.number(), z.string()])
            .nullish()
            .transform((value) =>
              value === null || value === undefined ? '' : donationProductKey(String(value)),
            ),
          handle: text,
          /** Line properties; `_donation` marks a donation line whatever its product. */
          properties: z
            .array(z.object({ name: text, value: text }))
            .nullish()
            .transform((list) => list ?? []),
        }),
      )
      .max(10_000)
      .nullish()
      .transform((list) => list ?? []),
    shipping_lines: z
      .array(z.object({ title: text, price: money }).partial())
      .nullish()
      .transform((list) => list ?? []),
    shipping_address: z
      .object({ address1: text, address2: text, city: text, province: text, zip: text, country: text })
      .partial()
      .nullish(),
    total_line_items_price: money,
    subtotal_price: money,
    total_price: money,
  })
  .superRefine((order, ctx) => {
    // What a store charged is kept up to MAX_STORE_MONEY_CENTS; beyond it the payload is no order (and its sums
    // would no longer be exact).
    const lines = order.line_items.map(
      (line) => (centsFromMoney(line.price) ?? 0) * (line.current_quantity ?? line.quantity),
    );
    const amounts = [
      ...lines,
      lines.reduce((sum, cents) => sum + cents, 0),
      order.shipping_lines.reduce((sum, line) => sum + (centsFromMoney(line.price) ?? 0), 0),
      centsFromMoney(order.total_line_items_price) ?? 0,
      centsFromMoney(order.subtotal_price) ?? 0,
      centsFromMoney(order.total_price) ?? 0,
    ];
    if (amounts.some((cents) => cents > MAX_STORE_MONEY_CENTS)) {
      ctx.addIssue({
        code: 'custom',
        message: 'an amount beyond what a store charges',
        path: ['total_price'],
      });
    }
  })
  .transform(({ admin_graphql_api_id, ...order }) => ({ ...order, id: admin_graphql_api_id ?? order.id }));
export type StoreOrder = z.output<typeof ZStoreOrder>;

/** The portal's note attributes as they travel on the cart, with the hand-off reference and signature. */
export interface PortalAttributes {
  groupCode: string;
  sellerName: string;
  sellerEmail: string;
  groupName: string;
  campaignId: string;
  campaignName: string;
  userId: string;
  portalRef: string;
  portalSig: string;
}

export function portalAttributesOf(order: StoreOrder): PortalAttributes {
  const value = (name: string) =>
    order.note_attributes.find((attribute) => attribute.name === name)?.value ?? '';
  return {
    groupCode: value('group_code'),
    sellerName: value('student_name'),
    sellerEmail: value('student_email'),
    groupName: value('group_name'),
    campaignId: value('campaign_id'),
    campaignName: value('campaign_name'),
    userId: value('user_id'),
    portalRef: value('portal_ref'),
    portalSig: value('portal_sig'),
  };
}

const PAID_STATES = new Set(['paid', 'partially_paid', 'authorized', 'partially_refunded', 'refunded']);

/** What the store says the status is: cancelled, open (payment captured or authorized) or pending. */
export function storeStatusOf(order: Pick<StoreOrder, 'cancelled_at' | 'financial_status'>): OrderStatus {
  if (order.cancelled_at) return 'cancelled';
  return PAID_STATES.has(order.financial_status.toLowerCase()) ? 'open' : 'pending';
}

/** Where an order ships to, as stored on the order. */
export interface ShippingAddressFields {
  shippingAddress1: string;
  shippingAddress2: string;
  shippingCity: string;
  shippingProvince: string;
  shippingZip: string;
  shippingCountry: string;
}

/** How an order ships and whether it is paid, as stored on the order and shown in its details. */
export interface OrderShippingFields extends ShippingAddressFields {
  shippingCents: number;
  shippingMethod: string;
  financialStatus: string;
}

interface OrderFields extends OrderShippingFields {
  shopifyOrderId: string;
  note: string;
  isTest: boolean;
  shopifyOrderNumber: string;
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  totalProductCents: number;
  totalCents: number;
  storeCreatedAt: Date;
  storeUpdatedAt: Date;
  storeCancelledAt: Date | null;
  items: StoreLine[];
}

/** A store line as the portal keeps it, with what tells a donation apart (the campaign decides the product). */
export interface StoreLine {
  productName: string;
  priceCents: number;
  quantity: number;
  storeLineItemId: string | null;
  /** The line carries the `_donation` property. */
  donation: boolean;
  /** The store's product id (digits) and handle (lower case), '' when the store sent none. */
  productRef: string;
  handle: string;
}

const NOT_A_DONATION = new Set(['', '0', 'false', 'no']);

const markedAsDonation = (properties: { name: string; value: string }[]) =>
  properties.some(
    (property) => property.name === '_donation' && !NOT_A_DONATION.has(property.value.toLowerCase()),
  );

/** Whether a line is a donation: marked so, or the campaign's donation product (the rule `ingest_new_order` applies). */
export const isDonationLine = (line: StoreLine, donationProduct: string) =>
  line.donation ||
  (donationProduct !== '' && (line.productRef === donationProduct || line.handle === donationProduct));

/**
 * An order's lines apart: the products (its item lines) and the donations (one amount). The store's line-item total
 * counts both, so the product total is what is left of it once the donations are taken out.
 */
export function splitDonationLines(
  fields: Pick<OrderFields, 'items' | 'totalProductCents'>,
  donationProduct: string,
): { items: StoreLine[]; donationCents: number; totalProductCents: number } {
  const items: StoreLine[] = [];
  let donationCents = 0;
  for (const line of fields.items) {
    if (isDonationLine(line, donationProduct)) donationCents += line.priceCents * line.quantity;
    else items.push(line);
  }
  return { items, donationCents, totalProductCents: Math.max(0, fields.totalProductCents - donationCents) };
}

export function orderFieldsOf(order: StoreOrder): OrderFields {
  const items = order.line_items
    .map((line) => ({
      productName: line.title || line.name || 'Item',
      priceCents: centsFromMoney(line.price) ?? 0,
      quantity: line.current_quantity ?? line.quantity,
      storeLineItemId: line.id ?? null,
      donation: markedAsDonation(line.properties),
      productRef: line.product_id,
      handle: line.handle.toLowerCase(),
    }))
    .filter((item) => item.quantity > 0);
  const itemsTotal = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const shippingCents = order.shipping_lines.reduce(
    (sum, line) => sum + (centsFromMoney(line.price) ?? 0),
    0,
  );
  const totalProductCents =
    centsFromMoney(order.total_line_items_price) ?? centsFromMoney(order.subtotal_price) ?? itemsTotal;
  const address = order.shipping_address ?? {};
  return {
    shopifyOrderId: order.id,
    note: order.note,
    isTest: order.test === true,
    shopifyOrderNumber:
      order.name ||
      (order.order_number !== null && order.order_number !== undefined ? `#${order.order_number}` : order.id),
    buyerFirstName: order.customer?.first_name || order.billing_address?.first_name || '',
    buyerLastName: order.customer?.last_name || order.billing_address?.last_name || '',
    buyerEmail: (order.email || order.customer?.email || '').toLowerCase(),
    totalProductCents,
    shippingCents,
    totalCents: centsFromMoney(order.total_price) ?? totalProductCents + shippingCents,
    shippingMethod: order.shipping_lines[0]?.title ?? '',
    shippingAddress1: address.address1 ?? '',
    shippingAddress2: address.address2 ?? '',
    shippingCity: address.city ?? '',
    shippingProvince: address.province ?? '',
    shippingZip: address.zip ?? '',
    shippingCountry: address.country ?? '',
    financialStatus: order.financial_status,
    storeCreatedAt: order.created_at,
    storeUpdatedAt: order.updated_at ?? order.created_at,
    storeCancelledAt: order.cancelled_at ?? null,
    items,
  };
}

/**
 * Whether an amount of the order is above the money limit (MAX_MONEY_CENTS): its total, its line-items total, its
 * shipping or the sum of its lines, donations included. Such an order is kept as the store charged it, but
 * credited to nobody: it waits in the repair queue instead of counting (decision 23).
 */
export function amountOverLimit(
  fields: Pick<OrderFields, 'items' | 'totalCents' | 'totalProductCents' | 'shippingCents'>,
): boolean {
  const linesCents = fields.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  return (
    Math.max(fields.totalCents, fields.totalProductCents, fields.shippingCents, linesCents) > MAX_MONEY_CENTS
  );
}

/** The body of `orders/delete`: only the id of the order the store deleted. */
export const ZStoreOrderDeletion = z.object({ id: storeId, admin_graphql_api_id: graphqlIdDigits });
