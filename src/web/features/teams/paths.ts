const id = encodeURIComponent;

/** The Teams screen of a group, in the administrator's area. */
export const adminTeamsPath = (groupId: string) => `/admin/groups/${id(groupId)}/teams`;

/** The Teams screen of the coordinator's own group. */
export const COORDINATOR_TEAMS_PATH = '/coordinator/teams';
