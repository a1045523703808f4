/** Query keys of the fundraiser results, one prefix per group so a group's changes can refresh them all. */
export const reportKeys = {
  all: ['reports'] as const,
  /** `teamId` '' for the whole campaign; ['reports', groupId, campaignId, 'report'] covers every filter. */
  campaignReport: (groupId: string, campaignId: string, teamId = '') =>
    ['reports', groupId, campaignId, 'report', teamId] as const,
  distribution: (groupId: string, campaignId: string, teamId = '') =>
    ['reports', groupId, campaignId, 'distribution', teamId] as const,
  groupDashboard: (groupId: string) => ['reports', groupId, 'dashboard'] as const,
  salesOverview: () => ['reports', 'overview'] as const,
};
