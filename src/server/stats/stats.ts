import type { TGroupStats } from '../../shared/api/groups.js';
import type { TAdminStats } from '../../shared/api/stats.js';
import type { OrderStatus } from '../../shared/order-status.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { groupSalesTotals, portalTotals, recentOrders } from './queries.js';

const RECENT_ORDERS = 10;

export async function getGroupStats(ctx: AppContext, groupId: string): Promise<TGroupStats> {
  if (!isId(groupId) || !(await findGroup(ctx.db, groupId))) throw fail('GROUP_NOT_FOUND');
  const totals = await groupSalesTotals(ctx.db, groupId);
  return {
    userCount: totals.sellerCount,
    orderCount: totals.orderCount,
    totalSales: dollarsFromCents(totals.salesCents),
  };
}

export async function getAdminStats(ctx: AppContext): Promise<TAdminStats> {
  const [totals, recent] = await Promise.all([
    portalTotals(ctx.db, ctx.today()),
    recentOrders(ctx.db, RECENT_ORDERS),
  ]);
  return {
    groupCount: totals.groupCount,
    orderCount: totals.orderCount,
    campaignCount: totals.campaignCount,
    coordinatorCount: totals.coordinatorCount,
    totalSales: dollarsFromCents(totals.salesCents),
    activeCampaigns: totals.activeCampaigns,
    openOrdersCount: totals.openOrdersCount,
    recentOrders: recent.map((row) => ({
      _id: row.id,
      shopifyOrderNumber: row.shopifyOrderNumber,
      groupCode: row.groupCode,
      studentName: row.sellerName,
      totalAmount: dollarsFromCents(row.totalCents),
      status: row.status as OrderStatus,
      createdAt: new Date(row.storeCreatedAt).toISOString(),
    })),
  };
}
