/**
 * Helpers for the order tests: many orders in one insert, their items, webhook deliveries with the reply
 * checks every API reply gets, the CSV export read back, and what the order tables hold.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orderStatusHistory, orders, webhookDeliveries } from '../../src/server/db/schema.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { parseCsv } from './csv.js';
import { unique, type OrderRow, type OrderValues } from './fixtures.js';
import { deliverWebhook } from './store-webhooks.js';
import type { TestApp } from './test-app.js';

export const WEBHOOK_URL = `${API_BASE}${ORDER_API_PATHS.storeWebhooks}`;

/** The column values insertOrder in fixtures.ts would use, for a multi-row insert. */
function orderInsertValues(values: OrderValues): typeof orders.$inferInsert {
  const { group, campaign, ...columns } = values;
  const shopifyOrderId = columns.shopifyOrderId ?? unique('shopify');
  const totalProductCents = columns.totalProductCents ?? 2500;
  const shippingCents = columns.shippingCents ?? 0;
  const storeCreatedAt = columns.storeCreatedAt ?? new Date('2026-01-15T12:00:00Z');
  return {
    shopifyOrderNumber: `#${shopifyOrderId.slice(-6)}`,
    sellerName: 'Sam Seller',
    status: 'open',
    ...(group ? { groupId: group.id, groupCode: group.code } : {}),
    ...(campaign ? { campaignId: campaign.id, campaignName: campaign.name } : {}),
    ...columns,
    shopifyOrderId,
    totalProductCents,
    shippingCents,
    totalCents: columns.totalCents ?? totalProductCents + shippingCents,
    storeCreatedAt,
    storeUpdatedAt: columns.storeUpdatedAt ?? storeCreatedAt,
  };
}

/** Many orders in ONE multi-row insert (fast enough for thousands), returned in the order given. */
export async function insertOrders(t: TestApp, list: OrderValues[]): Promise<OrderRow[]> {
  if (list.length === 0) return [];
  return t.app.ctx.db.insert(orders).values(list.map(orderInsertValues)).returning();
}

export async function insertItems(
  t: TestApp,
  orderId: string,
  items: { productName: string; priceCents: number; quantity: number }[],
): Promise<void> {
  await t.app.ctx.db
    .insert(orderItems)
    .values(items.map((item, position) => ({ ...item, orderId, position })));
}

/** Rows in each order table, to prove a refused request stored nothing. */
export async function orderTableCounts(t: TestApp) {
  const db = t.app.ctx.db;
  const [orderRows, items, history, deliveries] = await Promise.all([
    db.select({ id: orders.id }).from(orders),
    db.select({ id: orderItems.id }).from(orderItems),
    db.select({ id: orderStatusHistory.id }).from(orderStatusHistory),
    db.select({ id: webhookDeliveries.webhookId }).from(webhookDeliveries),
  ]);
  return {
    orders: orderRows.length,
    items: items.length,
    history: history.length,
    deliveries: deliveries.length,
  };
}

export async function orderRowsOf(t: TestApp, shopifyOrderId: string | number): Promise<OrderRow[]> {
  return t.app.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.shopifyOrderId, String(shopifyOrderId)));
}

export async function itemRowsOf(t: TestApp, orderId: string) {
  return t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

export async function historyRowsOf(t: TestApp, orderId: string) {
  return t.app.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
}

function expectCleanReply(res: LightMyRequestResponse): void {
  expect(res.payload).not.toContain('$argon2');
  expect(res.payload).not.toMatch(/password_?hash/i);
  expect(res.payload).not.toMatch(/\bat .+\.(?:ts|js):\d+/);
}

export type WebhookOptions = Parameters<typeof deliverWebhook>[2];

/** deliverWebhook plus the checks every API reply passes (JSON, no stack trace). */
export async function sendWebhook(
  t: TestApp,
  order: unknown,
  options: WebhookOptions = {},
): Promise<LightMyRequestResponse> {
  const res = await deliverWebhook(t.app, order, options);
  expectCleanReply(res);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res;
}

/** A delivery that must be accepted; answers the outcome the server reported. */
export async function acceptedWebhook(t: TestApp, order: unknown, options: WebhookOptions = {}) {
  const res = await sendWebhook(t, order, options);
  expect(res.statusCode, res.payload).toBe(200);
  const body = res.json<{ success: true; data: { outcome: string } }>();
  expect(body.success).toBe(true);
  return body.data.outcome;
}

export interface CsvExport {
  res: LightMyRequestResponse;
  /** The body as text, BOM included. */
  text: string;
  header: string[];
  rows: string[][];
}

/** GET of an export that must succeed: the raw reply, and the CSV read back after its BOM. */
export async function fetchCsv(t: TestApp, url: string, token: string): Promise<CsvExport> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expectCleanReply(res);
  expect(res.statusCode, res.payload.slice(0, 500)).toBe(200);
  const text = res.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records = parseCsv(text.slice(1));
  const [header, ...rows] = records;
  expect(header).toBeDefined();
  return { res, text, header: header!, rows };
}

/** The cells of one export row by column name. */
export function csvRecord(header: readonly string[], row: readonly string[]): Record<string, string> {
  expect(row.length).toBe(header.length);
  return Object.fromEntries(header.map((name, index) => [name, row[index]!]));
}
