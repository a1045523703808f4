import type {
  TCampaignTeamPages,
  TPublicLeaderboard,
  TPublicTeamProgress,
  TTeamPage,
} from '../../shared/api/teams.js';
import { leaderboardPagePath, teamPagePath } from '../../shared/api/team-paths.js';
import { compareTeamNames } from '../../shared/team-names.js';
import { findCampaignOfGroup } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { groupTeams, teamTallies } from '../reports/queries.js';
import { rankTeams } from '../reports/team-ranking.js';
import { campaignGoalProgress } from '../share-links/campaign-goal.js';
import type { CachedPublicPage } from '../share-links/public-page-cache.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import { isShareTokenShape, newShareToken } from '../share-links/share-token.js';
import {
  findActivePublicTeamPage,
  findActiveTeamPages,
  findTeam,
  findTeamSellerOrderCounts,
  revokeTeamPage,
  upsertTeamPage,
  type TeamPageRow,
} from './queries.js';
import { forgetTeamPages, teamPageCacheOf, type PublicTeamView } from '../share-links/team-page-cache.js';
import { requireGroupId } from './team-records.js';

const isoOf = (value: Date | string) => new Date(value).toISOString();

async function requireCampaign(ctx: AppContext, groupId: string, campaignId: string) {
  await requireGroupId(ctx, groupId);
  const campaign = isId(campaignId) ? await findCampaignOfGroup(ctx.db, groupId, campaignId) : undefined;
  if (!campaign) throw fail('CAMPAIGN_NOT_FOUND');
  return campaign;
}

async function requireTeam(ctx: AppContext, groupId: string, teamId: string) {
  const team = isId(teamId) ? await findTeam(ctx.db, groupId, teamId) : undefined;
  if (!team) throw fail('TEAM_NOT_FOUND');
  return team;
}

function presentPage(ctx: AppContext, row: TeamPageRow): TTeamPage {
  const path = row.kind === 'team' ? teamPagePath(row.token) : leaderboardPagePath(row.token);
  return { token: row.token, url: `${ctx.config.publicUrl}${path}`, createdAt: isoOf(row.createdAt) };
}

/** Each team of the group with its class progress page (if published), and the leaderboard page. */
export async function campaignTeamPages(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TCampaignTeamPages> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const [teams, pages] = [await groupTeams(ctx.db, groupId), await findActiveTeamPages(ctx.db, campaign.id)];
  const pageOfTeam = new Map(pages.filter((page) => page.teamId).map((page) => [page.teamId, page]));
  const leaderboard = pages.find((page) => page.kind === 'group');
  return {
    teams: teams
      .sort((a, b) => compareTeamNames(a.name, b.name))
      .map((team) => {
        const page = pageOfTeam.get(team.id);
        return {
          team: { _id: team.id, name: team.name },
          page: page ? { ...presentPage(ctx, page), showSellers: page.showSellers } : null,
        };
      }),
    leaderboard: leaderboard ? presentPage(ctx, leaderboard) : null,
  };
}

/** Publishes a team's class progress page (or changes whether it lists its sellers); one active page per team. */
export async function publishTeamPage(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  teamId: string,
  showSellers: boolean,
): Promise<TTeamPage & { showSellers: boolean }> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const team = await requireTeam(ctx, groupId, teamId);
  const page = await upsertTeamPage(ctx.db, {
    groupId,
    campaignId: campaign.id,
    teamId: team.id,
    token: newShareToken(),
    showSellers,
  });
  forgetTeamPages(ctx, [page.token]);
  return { ...presentPage(ctx, page), showSellers: page.showSellers };
}

/** Publishes the group's team leaderboard of the campaign (the same page when it already is). */
export async function publishLeaderboard(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TTeamPage> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  const page = await upsertTeamPage(ctx.db, {
    groupId,
    campaignId: campaign.id,
    teamId: null,
    token: newShareToken(),
    showSellers: false,
  });
  return presentPage(ctx, page);
}

/** Revokes a team's page (`teamId`) or the leaderboard (null): it stops showing at once; 404 when none is published. */
export async function revokePublishedPage(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  teamId: string | null,
): Promise<void> {
  const campaign = await requireCampaign(ctx, groupId, campaignId);
  if (teamId !== null) await requireTeam(ctx, groupId, teamId);
  const token = await revokeTeamPage(ctx.db, campaign.id, teamId);
  if (!token) throw fail('TEAM_PAGE_NOT_FOUND');
  forgetTeamPages(ctx, [token]);
}

/**
 * What the public sees of a class page or a leaderboard, or undefined for an unknown, revoked or malformed token:
 * totals and participation, the group's goal, and on a class page (when staff switched it on) its sellers as
 * first name and last initial with their order counts. Never a buyer, an e-mail or an amount per child.
 */
async function loadPublicTeamView(ctx: AppContext, token: string): Promise<PublicTeamView | undefined> {
  if (!isShareTokenShape(token)) return undefined;
  const row = await findActivePublicTeamPage(ctx.db, token);
  if (!row) return undefined;
  const group = { name: row.groupName, organizationName: row.organizationName };
  const campaign = { name: row.campaignName, startDate: row.startDate, endDate: row.endDate };
  const teams = await groupTeams(ctx.db, row.groupId);
  const ranking = rankTeams(teams, await teamTallies(ctx.db, row.groupId, [row.campaignId])).filter(
    (line) => line._id !== null,
  );
  if (row.kind === 'group') {
    const page: TPublicLeaderboard = {
      group,
      campaign,
      teams: ranking.map((line) => ({
        rank: line.rank,
        name: line.name,
        sales: line.sales,
        orderCount: line.orderCount,
        participation: line.participation,
      })),
    };
    return { kind: 'group', page };
  }
  const line = ranking.find((candidate) => candidate._id === row.teamId);
  if (!line || !row.teamId) return undefined;
  const sellers = row.showSellers
    ? (await findTeamSellerOrderCounts(ctx.db, row.groupId, row.campaignId, row.teamId))
        .map((seller) => ({ name: publicSellerName(seller), orderCount: seller.orderCount }))
        .sort(
          (a, b) =>
            b.orderCount - a.orderCount ||
            publicSellerLabel(a.name).localeCompare(publicSellerLabel(b.name), 'en', { sensitivity: 'base' }),
        )
    : null;
  const page: TPublicTeamProgress = {
    team: { name: line.name },
    group,
    campaign,
    sales: line.sales,
    orderCount: line.orderCount,
    sellersWithOrders: line.sellersWithOrders,
    rosterSize: line.rosterSize,
    participation: line.participation,
    goal: await campaignGoalProgress(ctx.db, row.groupId, row.campaignId, row.goalCents),
    sellers,
  };
  return { kind: 'team', page };
}

/**
 * A public page's view from this process's cache or (once a minute per token) the database, with the entry's
 * rendered page per language.
 */
export function publicTeamView(
  ctx: AppContext,
  token: string,
): Promise<CachedPublicPage<PublicTeamView> | undefined> {
  return teamPageCacheOf(ctx).load(token, (key) => loadPublicTeamView(ctx, key));
}
