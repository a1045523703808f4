import { teamListKeys } from '../../../lib/team-list';

/**
 * Query keys of the Teams screen, one prefix per group: ['teams', groupId] covers its teams, its sellers (the
 * roster) and the group's name the administrator's heading shows.
 */
export const teamKeys = {
  all: ['teams'] as const,
  group: (groupId: string) => ['teams', groupId] as const,
  groupInfo: (groupId: string) => ['teams', groupId, 'group'] as const,
  /** The list the other screens' team filters read too (lib/team-list.ts). */
  teams: teamListKeys.group,
  roster: (groupId: string) => ['teams', groupId, 'roster'] as const,
  /** A `families` group's sales waiting for a child. */
  waiting: (groupId: string) => ['teams', groupId, 'waiting'] as const,
};
