const id = encodeURIComponent;

/** The Teams screen of a group, in the administrator's area. */
export const adminTeamsPath = (groupId: string) => `/admin/groups/${id(groupId)}/teams`;

/** The Teams screen of the coordinator's own group. */
export const COORDINATOR_TEAMS_PATH = '/coordinator/teams';

/** The letters home of a `families` group, one a class, in the administrator's area. */
export const adminTeamLettersPath = (groupId: string) => `${adminTeamsPath(groupId)}/letters`;

/** The letters home of the coordinator's own group. */
export const COORDINATOR_TEAM_LETTERS_PATH = `${COORDINATOR_TEAMS_PATH}/letters`;
