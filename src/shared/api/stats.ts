import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.js';
import { idField, isoDateTime, successOf } from './fields.js';

/** One line of the dashboard's Recent Orders table. */
export const ZRecentOrder = z.object({
  _id: idField,
  shopifyOrderNumber: z.string(),
  groupCode: z.string(),
  studentName: z.string(),
  totalAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTime,
});
export type TRecentOrder = z.infer<typeof ZRecentOrder>;

export const ZAdminStats = z.object({
  groupCount: z.number().int(),
  orderCount: z.number().int(),
  campaignCount: z.number().int(),
  coordinatorCount: z.number().int(),
  totalSales: z.number(),
  activeCampaigns: z.number().int(),
  openOrdersCount: z.number().int(),
  recentOrders: z.array(ZRecentOrder),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

export const ZAdminStatsReply = successOf(ZAdminStats);
