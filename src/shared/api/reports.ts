import { z } from 'zod';
import { calendarDate, idField, successOf } from './fields.js';
import { ZTeamRanking, ZTeamRef } from './teams.js';

/**
 * Fundraiser results. Amounts are dollars with cents (like every amount of the API). Only counted orders
 * appear: attributed to the group and the campaign, not cancelled. Sellers are named, never identified by
 * e-mail; two spellings that differ only in case or surrounding spaces are one seller.
 */

/** One calendar day in PORTAL_TIMEZONE. */
export const ZSalesDay = z.object({
  date: calendarDate,
  orderCount: z.number().int(),
  sales: z.number(),
});
export type TSalesDay = z.infer<typeof ZSalesDay>;

/** A seller's line of a leaderboard, ranked by product sales + donations: equal amounts share a rank (1, 1, 3). */
export const ZSellerRanking = z.object({
  rank: z.number().int(),
  name: z.string(),
  orderCount: z.number().int(),
  itemCount: z.number().int(),
  /** Everything their buyers paid (products, shipping, donations). */
  sales: z.number(),
  productSales: z.number(),
  donations: z.number(),
});
export type TSellerRanking = z.infer<typeof ZSellerRanking>;

export const ZProductTally = z.object({
  name: z.string(),
  quantity: z.number().int(),
  sales: z.number(),
});
export type TProductTally = z.infer<typeof ZProductTally>;

export const ZReportCampaign = z.object({
  _id: idField,
  groupId: idField,
  name: z.string(),
  startDate: calendarDate,
  endDate: calendarDate,
  isActive: z.boolean(),
  isCurrentlyActive: z.boolean(),
  goalAmount: z.number().nullable(),
});
export type TReportCampaign = z.infer<typeof ZReportCampaign>;

export const ZReportGroup = z.object({
  _id: idField,
  code: z.string(),
  name: z.string(),
  profitSharePercent: z.number().nullable(),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

/**
 * `sales` is everything the buyers paid (products, shipping, donations); `productSales` is products only and
 * `donations` the gifts, counted apart: `raised` = productSales × the group's profit share + donations (null while
 * the group has no share); `goalProgress` = (productSales + donations) ÷ goal as a fraction (1 = goal reached; may
 * exceed 1; null without a goal).
 */
export const ZReportTotals = z.object({
  orderCount: z.number().int(),
  sellerCount: z.number().int(),
  itemCount: z.number().int(),
  sales: z.number(),
  productSales: z.number(),
  donations: z.number(),
  /** productSales + donations: what the goal and the leaderboards count. */
  productSalesAndDonations: z.number(),
  raised: z.number().nullable(),
  goal: z.number().nullable(),
  goalProgress: z.number().nullable(),
});
export type TReportTotals = z.infer<typeof ZReportTotals>;

export const ZCampaignReport = z.object({
  campaign: ZReportCampaign,
  group: ZReportGroup,
  timeZone: z.string(),
  totals: ZReportTotals,
  /** Every day from the campaign's start to its end (widened to any day an order of it was placed on). */
  daily: z.array(ZSalesDay),
  /** Ranked by product sales + donations, highest first; ties by name. */
  sellers: z.array(ZSellerRanking),
  /** Most sold first; ties by name. */
  products: z.array(ZProductTally),
  /**
   * The team leaderboard of the whole campaign, whatever the filter: every team of the group by product sales + donations, then the
   * orders without a team (`_id` null) when there are any; empty for a group without teams.
   */
  teams: z.array(ZTeamRanking),
  /** The team the report is narrowed to (`?teamId=`): totals, days, sellers and products are that team's. */
  team: ZTeamRef.nullable(),
});
export type TCampaignReport = z.infer<typeof ZCampaignReport>;
export const ZCampaignReportReply = successOf(ZCampaignReport);

export const ZItemQuantity = z.object({ name: z.string(), quantity: z.number().int() });
export type TItemQuantity = z.infer<typeof ZItemQuantity>;

export const ZDistributionOrder = z.object({
  _id: idField,
  orderNumber: z.string(),
  buyerName: z.string(),
  /** The buyer's phone when the order has no address (a paper order form's), so the goods can still be handed over. */
  buyerPhone: z.string(),
  items: z.array(ZItemQuantity),
  /** What the buyer gave as a donation (0 for none), so the seller can thank them; never an item. */
  donation: z.number(),
});
export type TDistributionOrder = z.infer<typeof ZDistributionOrder>;

export const ZDistributionSeller = z.object({
  name: z.string(),
  /** The team of the seller's orders; a seller moved mid-campaign has a sheet in each team. */
  team: ZTeamRef.nullable(),
  orders: z.array(ZDistributionOrder),
  /** The seller's products to hand out, by name. */
  products: z.array(ZItemQuantity),
});
export type TDistributionSeller = z.infer<typeof ZDistributionSeller>;

export const ZDistributionSheets = z.object({
  campaign: ZReportCampaign,
  group: ZReportGroup,
  /** Sellers by name; each seller's orders oldest first. */
  sellers: z.array(ZDistributionSeller),
  /** Every product of the campaign's counted orders, by name. */
  products: z.array(ZItemQuantity),
  /** The team the sheets are narrowed to (`?teamId=`). */
  team: ZTeamRef.nullable(),
  /**
   * A cover per team with orders, in team order (orders without a team last, `_id` null): its leader, its sellers'
   * names and its products. Empty for a group without teams.
   */
  teams: z.array(
    z.object({
      _id: z.string().nullable(),
      name: z.string(),
      leaderName: z.string(),
      sellerNames: z.array(z.string()),
      products: z.array(ZItemQuantity),
    }),
  ),
});
export type TDistributionSheets = z.infer<typeof ZDistributionSheets>;
export const ZDistributionSheetsReply = successOf(ZDistributionSheets);

/** One current campaign on the coordinator's dashboard. */
export const ZCampaignSummary = z.object({
  campaign: ZReportCampaign,
  totals: ZReportTotals,
  /** The 30 days ending today in PORTAL_TIMEZONE, zeros included. */
  last30Days: z.array(ZSalesDay),
  topSellers: z.array(ZSellerRanking).max(5),
  /** The three leading teams (empty for a group without teams). */
  topTeams: z.array(ZTeamRanking).max(3),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZGroupDashboard = z.object({
  group: ZReportGroup,
  campaigns: z.array(ZCampaignSummary),
});
export type TGroupDashboard = z.infer<typeof ZGroupDashboard>;
export const ZGroupDashboardReply = successOf(ZGroupDashboard);

export const ZGroupSales = z.object({
  _id: idField,
  code: z.string(),
  name: z.string(),
  orderCount: z.number().int(),
  sales: z.number(),
});
export type TGroupSales = z.infer<typeof ZGroupSales>;

/** The administrator's dashboard: all groups' campaigns together. */
export const ZSalesOverview = z.object({
  timeZone: z.string(),
  /** The 30 days ending today, zeros included. */
  last30Days: z.array(ZSalesDay),
  /** The calendar month to date, e.g. 2026-11. */
  month: z.string(),
  /** The five groups with the most sales this month (fewer when fewer sold), highest first. */
  topGroups: z.array(ZGroupSales).max(5),
});
export type TSalesOverview = z.infer<typeof ZSalesOverview>;
export const ZSalesOverviewReply = successOf(ZSalesOverview);
