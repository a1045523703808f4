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
import { compareTeamNames } from '../../shared/team-names.js';
import { dollarsFromCents } from '../lib/money.js';
import {
  campaignDayRange,
  dayTallies,
  distributionLines,
  findCurrentReportCampaigns,
  findReportCampaign,
  groupTeams,
  portalDayTallies,
  productTallies,
  sellerTallies,
  teamProductTallies,
  teamTallies,
  topGroupsBySales,
  type GroupTeamRow,
  type ReportCampaignRow,
  type SellerTallyRow,
} from './queries.js';
import { addDays, byCodeUnits, dailySeries, datesBetween, rankSellers, reportTotals } from './report-math.js';
import { NO_TEAM_NAME, rankTeams } from './team-ranking.js';

const RECENT_DAYS = 30;
const TOP_SELLERS = 5;
const TOP_TEAMS = 3;
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

/** The team a report or sheet is narrowed to: one of the group's, or 404. */
function requireTeamOf(teams: GroupTeamRow[], teamId: string | undefined) {
  if (teamId === undefined) return undefined;
  const team = teams.find((candidate) => candidate.id === teamId);
  if (!team) throw fail('TEAM_NOT_FOUND');
  return team;
}

const totalsOf = (campaign: ReportCampaignRow, sellers: SellerTallyRow[]) =>
  reportTotals(sellers, campaign.goalCents, campaign.profitShareBasisPoints);

export async function campaignReport(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  teamId?: string,
): Promise<TCampaignReport> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const teams = await groupTeams(ctx.db, groupId);
  const team = requireTeamOf(teams, teamId);
  const ordered = await campaignDayRange(ctx.db, groupId, campaignId, team?.id);
  const from = ordered && ordered.first < campaign.startDate ? ordered.first : campaign.startDate;
  const to = ordered && ordered.last > campaign.endDate ? ordered.last : campaign.endDate;
  const dates = datesBetween(from, to);
  const [sellers, days, products, teamLines] = await Promise.all([
    sellerTallies(ctx.db, groupId, [campaignId], team?.id),
    dayTallies(ctx.db, groupId, [campaignId], dates[0]!, to, team?.id),
    team
      ? teamProductTallies(ctx.db, groupId, campaignId, team.id)
      : productTallies(ctx.db, groupId, campaignId),
    teams.length > 0 ? teamTallies(ctx.db, groupId, [campaignId]) : [],
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
    teams: rankTeams(teams, teamLines),
    team: team ? { _id: team.id, name: team.name } : null,
  };
}

function addQuantity(totals: Map<string, number>, name: string, quantity: number) {
  totals.set(name, (totals.get(name) ?? 0) + quantity);
}

const byName = (totals: Map<string, number>): TItemQuantity[] =>
  [...totals].sort(([a], [b]) => byCodeUnits(a, b)).map(([name, quantity]) => ({ name, quantity }));

/**
 * One sheet per seller and team (unnamed orders last) with their orders and products, then the campaign's
 * products, and a cover per team with orders (its sellers and products).
 */
export async function distributionSheets(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  teamId?: string,
): Promise<TDistributionSheets> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const teams = await groupTeams(ctx.db, groupId);
  const team = requireTeamOf(teams, teamId);
  const teamById = new Map(teams.map((row) => [row.id, row]));
  const lines = await distributionLines(ctx.db, groupId, campaignId, team?.id);
  const sellers: TDistributionSeller[] = [];
  const sellerProducts: Map<string, number>[] = [];
  const campaignProducts = new Map<string, number>();
  const covers = new Map<string | null, { sellerNames: Set<string>; products: Map<string, number> }>();
  let sellerKey: string | undefined;
  let order: TDistributionSeller['orders'][number] | undefined;
  for (const line of lines) {
    // A seller is one sheet per team they sold in: lines come by seller name, so a key of name and team.
    const key = `${line.sellerName.toLowerCase()}\u0000${line.teamId ?? ''}`;
    let cover = covers.get(line.teamId);
    if (!cover) {
      cover = { sellerNames: new Set(), products: new Map() };
      covers.set(line.teamId, cover);
    }
    if (key !== sellerKey || sellers.length === 0) {
      sellerKey = key;
      const lineTeam = line.teamId ? teamById.get(line.teamId) : undefined;
      sellers.push({
        name: line.sellerName,
        team: lineTeam ? { _id: lineTeam.id, name: lineTeam.name } : null,
        orders: [],
        products: [],
      });
      sellerProducts.push(new Map());
      if (line.sellerName !== '') cover.sellerNames.add(line.sellerName);
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
        donation: dollarsFromCents(line.donationCents),
      };
      seller.orders.push(order);
    }
    if (line.productName !== null && line.quantity !== null) {
      order.items.push({ name: line.productName, quantity: line.quantity });
      addQuantity(sellerProducts[sellerProducts.length - 1]!, line.productName, line.quantity);
      addQuantity(campaignProducts, line.productName, line.quantity);
      addQuantity(cover.products, line.productName, line.quantity);
    }
  }
  sellers.forEach((seller, index) => (seller.products = byName(sellerProducts[index]!)));
  const teamCovers: TDistributionSheets['teams'] =
    teams.length === 0
      ? []
      : [...covers]
          .map(([coverTeamId, cover]) => {
            const coverTeam = coverTeamId ? teamById.get(coverTeamId) : undefined;
            return {
              _id: coverTeamId,
              name: coverTeam?.name ?? NO_TEAM_NAME,
              leaderName: coverTeam?.leaderName ?? '',
              sellerNames: [...cover.sellerNames].sort((a, b) =>
                byCodeUnits(a.toLowerCase(), b.toLowerCase()),
              ),
              products: byName(cover.products),
            };
          })
          .sort((a, b) => (a._id === null ? 1 : b._id === null ? -1 : compareTeamNames(a.name, b.name)));
  return {
    campaign: presentCampaign(campaign, ctx.today()),
    group: presentGroup(campaign),
    sellers,
    products: byName(campaignProducts),
    team: team ? { _id: team.id, name: team.name } : null,
    teams: teamCovers,
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
  const teams = await groupTeams(ctx.db, groupId);
  const [sellers, days, teamLines] = await Promise.all([
    sellerTallies(ctx.db, groupId, ids),
    dayTallies(ctx.db, groupId, ids, dates[0]!, today),
    teams.length > 0 ? teamTallies(ctx.db, groupId, ids) : [],
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
      topTeams: rankTeams(
        teams,
        teamLines.filter((line) => line.campaignId === campaign.id),
      )
        .filter((line) => line._id !== null && line.orderCount > 0)
        .slice(0, TOP_TEAMS),
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
