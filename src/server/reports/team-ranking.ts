import type { TTeamRanking } from '../../shared/api/teams.js';
import { compareTeamNames } from '../../shared/team-names.js';
import { dollarsFromCents } from '../lib/money.js';
import type { GroupTeamRow, TeamTallyRow } from './queries.js';
import { rankingCents } from './report-math.js';

/** The name the leaderboard gives the orders whose seller had no team. */
export const NO_TEAM_NAME = 'No class / team';

/**
 * Every team of the group by product sales + donations, highest first (equal amounts share a rank and are listed by name), with the
 * orders without a team after the teams; participation = sellers with a counted order ÷ the team's sellers, at
 * most 1 (a seller moved out after selling still counts where they sold). Empty for a group without teams.
 */
export function rankTeams(
  teams: GroupTeamRow[],
  tallies: Omit<TeamTallyRow, 'campaignId'>[],
): TTeamRanking[] {
  if (teams.length === 0) return [];
  const byTeam = new Map(tallies.map((tally) => [tally.teamId, tally]));
  const lines = teams
    .map((team) => {
      const tally = byTeam.get(team.id);
      const sellersWithOrders = tally?.sellersWithOrders ?? 0;
      return {
        _id: team.id,
        name: team.name,
        leaderName: team.leaderName,
        salesCents: tally?.salesCents ?? 0,
        productSalesCents: tally?.productSalesCents ?? 0,
        donationCents: tally?.donationCents ?? 0,
        orderCount: tally?.orderCount ?? 0,
        sellersWithOrders,
        rosterSize: team.rosterSize,
        participation: team.rosterSize === 0 ? null : Math.min(1, sellersWithOrders / team.rosterSize),
      };
    })
    .sort((a, b) => rankingCents(b) - rankingCents(a) || compareTeamNames(a.name, b.name));
  let rank = 0;
  const ranked: TTeamRanking[] = lines.map(
    ({ salesCents, productSalesCents, donationCents, ...line }, index) => {
      if (index === 0 || productSalesCents + donationCents !== rankingCents(lines[index - 1]!))
        rank = index + 1;
      return {
        ...line,
        rank,
        sales: dollarsFromCents(salesCents),
        productSales: dollarsFromCents(productSalesCents),
        donations: dollarsFromCents(donationCents),
      };
    },
  );
  const withoutTeam = byTeam.get(null);
  if (withoutTeam) {
    ranked.push({
      rank: ranked.length + 1,
      _id: null,
      name: NO_TEAM_NAME,
      leaderName: '',
      orderCount: withoutTeam.orderCount,
      sales: dollarsFromCents(withoutTeam.salesCents),
      productSales: dollarsFromCents(withoutTeam.productSalesCents),
      donations: dollarsFromCents(withoutTeam.donationCents),
      sellersWithOrders: withoutTeam.sellersWithOrders,
      rosterSize: 0,
      participation: null,
    });
  }
  return ranked;
}
