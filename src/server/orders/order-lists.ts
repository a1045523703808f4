import type {
  TOrder,
  TOrderAttributionChange,
  TOrderFilters,
  TOrderListItem,
  TOrderListReply,
} from '../../shared/api/orders.js';
import { ATTRIBUTION_CHANGED_BY } from '../../shared/api/orders.js';
import type { OrderStatus } from '../../shared/order-status.js';
import { ORDER_HISTORY_TEXTS } from '../../shared/texts/orders.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { donationReceiptPath } from '../../shared/api/donation-paths.js';
import { donationReceiptToken } from './donation-receipt-token.js';
import { dollarsFromCents } from '../lib/money.js';
import {
  findOrder,
  findAttributionHistory,
  findOrderHistory,
  findOrderItems,
  listOrderPageWithTotal,
  teamInScope,
  type AttributionChangeRow,
  type OrderListRow,
  type OrderScope,
} from './queries.js';

/**
 * Who reads an order's attribution history: an administrator reads every side of every change; a coordinator
 * only their own group's, since another group's code is its sellers' login secret.
 */
export type HistoryReader = { kind: 'admin' } | { kind: 'group'; groupCode: string };

export const orderNotFound = () => fail('ORDER_NOT_FOUND');
const isoOf = (value: Date | string) => new Date(value).toISOString();

export function presentListItem(row: OrderListRow): TOrderListItem {
  return {
    _id: row.id,
    // A paper order's store id is the portal's own key; no store has it.
    shopifyOrderId: row.source === 'paper' ? '' : row.shopifyOrderId,
    shopifyOrderNumber: row.shopifyOrderNumber,
    groupCode: row.groupCode,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    studentName: row.sellerName,
    customerFirstName: row.buyerFirstName,
    customerLastName: row.buyerLastName,
    customerEmail: row.buyerEmail,
    status: row.status as OrderStatus,
    createdAt: isoOf(row.storeCreatedAt),
    totalProductAmount: dollarsFromCents(row.totalProductCents),
    totalAmount: dollarsFromCents(row.totalCents),
    donationAmount: dollarsFromCents(row.donationCents),
    isAttributed: row.groupId !== null,
    attributionVerified: row.attributionVerified,
    isTest: row.isTest,
    isDemo: row.receivedVia === 'demo',
    viaShareLink: row.viaShareLink,
    attributionRepaired: row.attributionSource === 'admin',
    source: row.source === 'paper' ? 'paper' : 'store',
    team: row.teamId && row.teamName !== null ? { _id: row.teamId, name: row.teamName } : null,
  };
}

const ANOTHER_GROUP = { groupCode: ORDER_HISTORY_TEXTS.anotherGroup, campaignName: '', sellerName: '' };

/** Codes are matched without regard to case everywhere (a typed code finds its group), so here too. */
const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function presentAttributionChange(
  change: AttributionChangeRow,
  reader: HistoryReader,
): TOrderAttributionChange {
  const from = {
    groupCode: change.fromGroupCode,
    campaignName: change.fromCampaignName,
    sellerName: change.fromSellerName,
  };
  const to = {
    groupCode: change.toGroupCode,
    campaignName: change.toCampaignName,
    sellerName: change.toSellerName,
  };
  // A side without a code names no group (an order that arrived unattributed): nothing of another group to hide.
  const seen = (side: typeof from) =>
    reader.kind === 'admin' || side.groupCode === '' || sameCode(side.groupCode, reader.groupCode)
      ? side
      : undefined;
  const seenFrom = seen(from);
  const seenTo = seen(to);
  return {
    changedBy: ATTRIBUTION_CHANGED_BY.find((kind) => kind === change.changedByKind) ?? 'store',
    changedByName: change.changedByName,
    changedAt: isoOf(change.changedAt),
    from: seenFrom ?? ANOTHER_GROUP,
    to: seenTo ?? ANOTHER_GROUP,
    // The reason of a move between groups speaks of both: written for administrators, it may name the other one.
    reason: seenFrom && seenTo ? change.reason : ORDER_HISTORY_TEXTS.anotherGroup,
  };
}

/**
 * A team filter names one of the list's teams: the group's for a group's list, any team for administrators. Another
 * group's team or an unknown one is a 404, as for the report, never an empty list.
 */
export async function requireTeamFilter(ctx: AppContext, scope: OrderScope, filters: TOrderFilters) {
  if (filters.teamId && !(await teamInScope(ctx.db, scope, filters.teamId))) throw fail('TEAM_NOT_FOUND');
}

export async function listOrders(
  ctx: AppContext,
  scope: OrderScope,
  filters: TOrderFilters,
): Promise<Omit<TOrderListReply, 'success'>> {
  await requireTeamFilter(ctx, scope, filters);
  const context = { scope, filters, timeZone: ctx.config.portalTimezone };
  const offset = (filters.page - 1) * filters.limit;
  const { rows, total } = await listOrderPageWithTotal(ctx.db, context, filters.limit, offset);
  return {
    data: rows.map(presentListItem),
    currentPage: filters.page,
    totalPages: Math.ceil(total.total / filters.limit),
    total: total.total,
    totalIsEstimate: total.isEstimate,
  };
}

export async function getOrder(
  ctx: AppContext,
  orderId: string,
  scope: OrderScope,
  reader: HistoryReader,
): Promise<TOrder> {
  const row = isId(orderId) ? await findOrder(ctx.db, orderId, scope) : undefined;
  if (!row) throw orderNotFound();
  const [items, history, attributionHistory] = await Promise.all([
    findOrderItems(ctx.db, orderId),
    findOrderHistory(ctx.db, orderId),
    findAttributionHistory(ctx.db, orderId),
  ]);
  return {
    ...presentListItem(row),
    groupName: row.groupName ?? '',
    studentEmail: row.sellerEmail,
    note: row.note,
    buyerPhone: row.buyerPhone,
    groupId: row.groupId,
    deletedAt: row.deletedAt === null ? null : isoOf(row.deletedAt),
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
    attributionHistory: attributionHistory.map((change) => presentAttributionChange(change, reader)),
    // As the receipt page answers: an order of a group, with a donation, not cancelled or deleted.
    donationReceiptUrl:
      row.donationCents > 0 && row.groupId !== null && row.status !== 'cancelled' && row.deletedAt === null
        ? `${ctx.config.publicUrl}${donationReceiptPath(donationReceiptToken(ctx.config.jwtSecret, row.id))}`
        : null,
  };
}
