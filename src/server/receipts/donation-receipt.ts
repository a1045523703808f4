import type { AppContext } from '../context.js';
import { calendarDateIn } from '../lib/calendar.js';
import { orderIdOfReceiptToken } from '../orders/donation-receipt-token.js';
import { findReceiptOrder } from './queries.js';

/** What a donation receipt says: who received the gift, how much, when, for which order, and on what terms. */
export interface DonationReceipt {
  /** The group's organization (its name when the organization has none). */
  organization: string;
  groupName: string;
  campaignName: string;
  amountCents: number;
  /** The order's date in the portal's time zone (YYYY-MM-DD). */
  date: string;
  orderNumber: string;
  /** '' when the group has none. */
  taxId: string;
  /** '' when the group has none. */
  note: string;
  /** The order also bought products: the receipt covers the donation only. */
  withProducts: boolean;
}

/**
 * The receipt a token names: undefined for a malformed or forged token, an unknown order, an order credited to no
 * group (the receipt could name no recipient), one without a donation, and one cancelled or deleted by the store.
 */
export async function loadDonationReceipt(
  ctx: AppContext,
  token: string,
): Promise<DonationReceipt | undefined> {
  const orderId = orderIdOfReceiptToken(ctx.config.jwtSecret, token);
  if (!orderId) return undefined;
  const order = await findReceiptOrder(ctx.db, orderId);
  if (!order || order.donationCents <= 0 || order.status === 'cancelled' || order.deletedAt !== null) {
    return undefined;
  }
  return {
    organization: order.organizationName.trim() || order.groupName,
    groupName: order.groupName,
    campaignName: order.campaignName,
    amountCents: order.donationCents,
    date: calendarDateIn(ctx.config.portalTimezone, order.storeCreatedAt),
    orderNumber: order.orderNumber,
    taxId: order.taxId.trim(),
    note: order.receiptNote.trim(),
    withProducts: order.totalProductCents > 0,
  };
}
