/**
 * Query keys of the administrator area, nested so that one prefix invalidates everything beneath it:
 * ['admin', 'groups', 'byId', id] covers that group's details, stats, campaigns and each campaign.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  groupList: () => ['admin', 'groups', 'list'] as const,
  group: (groupId: string) => ['admin', 'groups', 'byId', groupId] as const,
  groupDetail: (groupId: string) => ['admin', 'groups', 'byId', groupId, 'detail'] as const,
  groupStats: (groupId: string) => ['admin', 'groups', 'byId', groupId, 'stats'] as const,
  campaigns: (groupId: string) => ['admin', 'groups', 'byId', groupId, 'campaigns'] as const,
  campaignList: (groupId: string) => ['admin', 'groups', 'byId', groupId, 'campaigns', 'list'] as const,
  campaign: (groupId: string, campaignId: string) =>
    ['admin', 'groups', 'byId', groupId, 'campaigns', 'byId', campaignId] as const,
  coordinators: () => ['admin', 'coordinators'] as const,
  coordinatorList: () => ['admin', 'coordinators', 'list'] as const,
  coordinator: (coordinatorId: string) => ['admin', 'coordinators', 'byId', coordinatorId] as const,
};
