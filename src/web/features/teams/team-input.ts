import type { TTeam, TTeamInput } from '../../../shared/api/teams.js';

/** What the whole-list PUT sends of a team it keeps as it is. */
export const inputOf = (team: TTeam): TTeamInput => ({
  _id: team._id,
  name: team.name,
  leaderName: team.leaderName,
});
