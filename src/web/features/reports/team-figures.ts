import type { TTeamRanking } from '../../../shared/api/teams.js';
import type { TTeamRef } from '../../../shared/api/teams.js';
import { compareTeamNames } from '../../../shared/team-names.js';

/**
 * Participation as a whole percent, rounded down like the goal: 100 % only when every seller of the team has an
 * order (2 of 3 reads 66 %).
 */
export function participationPercent(fraction: number): number {
  return Math.floor(fraction * 100 + 1e-9);
}

/** The group's teams a filter offers, by name ("Room 2" before "Room 12"): the leaderboard's lines but the no-team one. */
export function teamChoices(teams: readonly (TTeamRanking | TTeamRef)[]): TTeamRef[] {
  return teams
    .filter((team): team is TTeamRef => team._id !== null)
    .map(({ _id, name }) => ({ _id, name }))
    .sort((a, b) => compareTeamNames(a.name, b.name));
}

/**
 * The whole campaign's product sales + donations (what its goal counts), from the team leaderboard (every team and
 * the orders without one), added in cents.
 */
export function wholeGroupProductSalesAndDonations(teams: readonly TTeamRanking[]): number {
  const cents = teams.reduce(
    (sum, team) => sum + Math.round(team.productSales * 100) + Math.round(team.donations * 100),
    0,
  );
  return cents / 100;
}
