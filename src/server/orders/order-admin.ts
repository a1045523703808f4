import { Readable } from 'node:stream';
import type { TOrder, TOrderFilters, TOrderListItem, TOrderListReply } from '../../shared/api/orders.js';
import type { AdminSettableStatus, OrderStatus } from '../../shared/order-status.js';
import { ORDER_MESSAGES } from '../../shared/order-messages.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import {
  countOrders,
  exportChunk,
  findOrder,
  findOrderHistory,
  findOrderItems,
  listOrderPage,
  lockOrderStatus,
  orderConditions,
  setAdminStatus,
  type OrderListRow,
  type OrderScope,
} from './queries.js';

const EXPORT_CHUNK_ROWS = 5_000;
const CSV_BOM = '\uFEFF';

const orderNotFound = () => notFound(ORDER_MESSAGES.server.orderNotFound);
const isoOf = (value: Date | string) => new Date(value).toISOString();

function presentListItem(row: OrderListRow): TOrderListItem {
  return {
    _id: row.id,
    shopifyOrderId: row.shopifyOrderId,
    shopifyOrderNumber: row.shopifyOrderNumber,
    groupCode: row.groupCode,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    studentName: row.studentName,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerEmail: row.customerEmail,
    status: row.status as OrderStatus,
    createdAt: isoOf(row.storeCreatedAt),
    totalProductAmount: dollarsFromCents(row.totalProductCents),
    totalAmount: dollarsFromCents(row.totalCents),
    isAttributed: row.groupId !== null,
    attributionVerified: row.attributionVerified,
  };
}

export async function listOrders(
  ctx: AppContext,
  scope: OrderScope,
  filters: TOrderFilters,
): Promise<Omit<TOrderListReply, 'success'>> {
  const context = { scope, filters, timeZone: ctx.config.portalTimezone };
  const offset = (filters.page - 1) * filters.limit;
  const [rows, total] = await Promise.all([
    listOrderPage(ctx.db, orderConditions(context), filters.limit, offset),
    countOrders(ctx.db, context),
  ]);
  return {
    data: rows.map(presentListItem),
    currentPage: filters.page,
    totalPages: Math.ceil(total / filters.limit),
    total,
  };
}

export async function getOrder(ctx: AppContext, orderId: string, scope: OrderScope): Promise<TOrder> {
  const row = isId(orderId) ? await findOrder(ctx.db, orderId, scope) : undefined;
  if (!row) throw orderNotFound();
  const [items, history] = await Promise.all([
    findOrderItems(ctx.db, orderId),
    findOrderHistory(ctx.db, orderId),
  ]);
  return {
    ...presentListItem(row),
    groupName: row.groupName ?? '',
    studentEmail: row.studentEmail,
    financialStatus: row.financialStatus,
    items: items.map((item) => ({
      productName: item.productName,
      price: dollarsFromCents(item.priceCents),
      quantity: item.quantity,
    })),
    shipping: {
      method: row.shippingMethod,
      price: dollarsFromCents(row.shippingCents),
      address1: row.shippingAddress1,
      address2: row.shippingAddress2,
      city: row.shippingCity,
      province: row.shippingProvince,
      zip: row.shippingZip,
      country: row.shippingCountry,
    },
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus as OrderStatus | null,
      toStatus: change.toStatus as OrderStatus,
      changedBy: change.changedByKind === 'admin' ? ('admin' as const) : ('store' as const),
      changedByName: change.changedByName,
      changedAt: isoOf(change.changedAt),
    })),
  };
}

/** Administrators move orders among open, processing and shipped; a cancelled order stays cancelled. */
export async function setOrderStatus(
  ctx: AppContext,
  orderId: string,
  status: AdminSettableStatus,
  admin: { id: string; name: string },
): Promise<TOrder> {
  if (!isId(orderId)) throw orderNotFound();
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, orderId);
    if (!current) throw orderNotFound();
    if (current.status === 'cancelled') throw conflict(ORDER_MESSAGES.server.cancelledIsFinal);
    if (current.status === status) throw badRequest(ORDER_MESSAGES.server.alreadyInStatus(status));
    await setAdminStatus(tx, {
      orderId,
      from: current.status,
      to: status,
      adminId: admin.id,
      adminName: admin.name,
    });
  });
  return getOrder(ctx, orderId, { kind: 'all' });
}

/** `orders_<GROUPCODE or all>_<YYYY-MM-DD>.csv`, the date being today in the portal's time zone. */
export function exportFileName(ctx: AppContext, groupCode: string | undefined): string {
  const label = groupCode ? groupCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'all' : 'all';
  return `orders_${label}_${ctx.today()}.csv`;
}

/** The CSV export as a stream: header, then chunks the database writes, read one after the other. */
export function exportOrders(
  ctx: AppContext,
  scope: OrderScope,
  filters: TOrderFilters,
  header: readonly string[],
) {
  const where = orderConditions({ scope, filters, timeZone: ctx.config.portalTimezone });
  async function* lines() {
    yield `${CSV_BOM}${header.map((name) => `"${name}"`).join(',')}\r\n`;
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const chunk = await exportChunk(ctx.db, where, ctx.config.portalTimezone, after, EXPORT_CHUNK_ROWS);
      if (chunk.length === 0) return;
      yield chunk.map((row) => row.line).join('\r\n') + '\r\n';
      const last = chunk[chunk.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      if (chunk.length < EXPORT_CHUNK_ROWS) return;
    }
  }
  return Readable.from(lines());
}
