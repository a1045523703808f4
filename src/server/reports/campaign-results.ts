import type {
  TCampaignReport,
  TCampaignSummary,
  TDistributionSheets,
  TDistributionSeller,
  TGroupDashboard,
  TItemQuantity,
  TReportCampaign,
  TReportGroup,
  TSalesOverview,
} from '../../shared/api/reports.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import {
  campaignDayRange,
  dayTallies,
  distributionLines,
  findCurrentReportCampaigns,
  findReportCampaign,
  portalDayTallies,
  productTallies,
  sellerTallies,
  topGroupsBySales,
  type ReportCampaignRow,
  type SellerTallyRow,
} from './queries.js';
import { addDays, byCodeUnits, dailySeries, datesBetween, rankSellers, reportTotals } from './report-math.js';

const RECENT_DAYS = 30;
const TOP_SELLERS = 5;
const TOP_GROUPS = 5;

function presentCampaign(row: ReportCampaignRow, today: string): TReportCampaign {
  return {
    _id: row.id,
    groupId: row.groupId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    isCurrentlyActive: row.isActive && row.startDate <= today && today <= row.endDate,
    goalAmount: row.goalCents === null ? null : dollarsFromCents(row.goalCents),
  };
}

function presentGroup(row: ReportCampaignRow): TReportGroup {
  return {
    _id: row.groupId,
    code: row.groupCode,
    name: row.groupName,
    profitSharePercent: row.profitShareBasisPoints === null ? null : row.profitShareBasisPoints / 100,
  };
}

async function requireGroup(ctx: AppContext, groupId: string) {
  const group = isId(groupId) ? await findGroup(ctx.db, groupId) : undefined;
  if (!group) throw fail('GROUP_NOT_FOUND');
  return group;
}

async function requireCampaign(ctx: AppContext, groupId: string, campaignId: string) {
  await requireGroup(ctx, groupId);
  const campaign = isId(campaignId) ? await findReportCampaign(ctx.db, groupId, campaignId) : undefined;
  if (!campaign) throw fail('CAMPAIGN_NOT_FOUND');
  return campaign;
}

const totalsOf = (campaign: ReportCampaignRow, sellers: SellerTallyRow[]) =>
  reportTotals(sellers, campaign.goalCents, campaign.profitShareBasisPoints);

export async function campaignReport(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TCampaignReport> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const ordered = await campaignDayRange(ctx.db, groupId, campaignId);
  const from = ordered && ordered.first < campaign.startDate ? ordered.first : campaign.startDate;
  const to = ordered && ordered.last > campaign.endDate ? ordered.last : campaign.endDate;
  const dates = datesBetween(from, to);
  const [sellers, days, products] = await Promise.all([
    sellerTallies(ctx.db, groupId, [campaignId]),
    dayTallies(ctx.db, groupId, [campaignId], dates[0]!, to),
    productTallies(ctx.db, groupId, campaignId),
  ]);
  return {
    campaign: presentCampaign(campaign, ctx.today()),
    group: presentGroup(campaign),
    timeZone: ctx.config.portalTimezone,
    totals: totalsOf(campaign, sellers),
    daily: dailySeries(dates, days),
    sellers: rankSellers(sellers),
    products: products.map((product) => ({
      name: product.name,
      quantity: product.quantity,
      sales: dollarsFromCents(product.salesCents),
    })),
  };
}

function addQuantity(totals: Map<string, number>, name: string, quantity: number) {
  totals.set(name, (totals.get(name) ?? 0) + quantity);
}

const byName = (totals: Map<string, number>): TItemQuantity[] =>
  [...totals].sort(([a], [b]) => byCodeUnits(a, b)).map(([name, quantity]) => ({ name, quantity }));

/** One sheet per seller (unnamed orders last) with their orders and products, then the campaign's products. */
export async function distributionSheets(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TDistributionSheets> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const lines = await distributionLines(ctx.db, groupId, campaignId);
  const sellers: TDistributionSeller[] = [];
  const sellerProducts: Map<string, number>[] = [];
  const campaignProducts = new Map<string, number>();
  let sellerKey: string | undefined;
  let order: TDistributionSeller['orders'][number] | undefined;
  for (const line of lines) {
    const key = line.sellerName.toLowerCase();
    if (key !== sellerKey || sellers.length === 0) {
      sellerKey = key;
      sellers.push({ name: line.sellerName, orders: [], products: [] });
      sellerProducts.push(new Map());
      order = undefined;
    }
    const seller = sellers[sellers.length - 1]!;
    if (order?._id !== line.orderId) {
      order = {
        _id: line.orderId,
        orderNumber: line.orderNumber,
        buyerName: line.buyerName,
        buyerPhone: line.buyerPhone,
        items: [],
      };
      seller.orders.push(order);
    }
    if (line.productName !== null && line.quantity !== null) {
      order.items.push({ name: line.productName, quantity: line.quantity });
      addQuantity(sellerProducts[sellerProducts.length - 1]!, line.productName, line.quantity);
      addQuantity(campaignProducts, line.productName, line.quantity);
    }
  }
  sellers.forEach((seller, index) => (seller.products = byName(sellerProducts[index]!)));
  return {
    campaign: presentCampaign(campaign, ctx.today()),
    group: presentGroup(campaign),
    sellers,
    products: byName(campaignProducts),
  };
}

/** The group's current campaigns with their totals, last 30 days and top five sellers. */
export async function groupDashboard(ctx: AppContext, groupId: string): Promise<TGroupDashboard> {
  const group = await requireGroup(ctx, groupId);
  const today = ctx.today();
  const campaigns = await findCurrentReportCampaigns(ctx.db, groupId, today);
  const reportGroup: TReportGroup = {
    _id: group.id,
    code: group.code,
    name: group.name,
    profitSharePercent: group.profitShareBasisPoints === null ? null : group.profitShareBasisPoints / 100,
  };
  if (campaigns.length === 0) return { group: reportGroup, campaigns: [] };
  const ids = campaigns.map((campaign) => campaign.id);
  const dates = datesBetween(addDays(today, -(RECENT_DAYS - 1)), today);
  const [sellers, days] = await Promise.all([
    sellerTallies(ctx.db, groupId, ids),
    dayTallies(ctx.db, groupId, ids, dates[0]!, today),
  ]);
  const summaries: TCampaignSummary[] = campaigns.map((campaign) => {
    const own = sellers.filter((seller) => seller.campaignId === campaign.id);
    return {
      campaign: presentCampaign(campaign, today),
      totals: totalsOf(campaign, own),
      last30Days: dailySeries(
        dates,
        days.filter((day) => day.campaignId === campaign.id),
      ),
      topSellers: rankSellers(own).slice(0, TOP_SELLERS),
    };
  });
  return { group: reportGroup, campaigns: summaries };
}

/** Every group's campaigns together: the last 30 days, and the groups that sold most this month. */
export async function salesOverview(ctx: AppContext): Promise<TSalesOverview> {
  const today = ctx.today();
  const dates = datesBetween(addDays(today, -(RECENT_DAYS - 1)), today);
  const month = today.slice(0, 7);
  const [days, groups] = await Promise.all([
    portalDayTallies(ctx.db, dates[0]!, today),
    topGroupsBySales(ctx.db, `${month}-01`, today, TOP_GROUPS),
  ]);
  return {
    timeZone: ctx.config.portalTimezone,
    last30Days: dailySeries(dates, days),
    month,
    topGroups: groups.map((group) => ({
      _id: group.id,
      code: group.code,
      name: group.name,
      orderCount: group.orderCount,
      sales: dollarsFromCents(group.salesCents),
    })),
  };
}
