/** Query keys of the fundraiser results, one prefix per group so a group's changes can refresh them all. */
export const reportKeys = {
  all: ['reports'] as const,
  campaignReport: (groupId: string, campaignId: string) =>
    ['reports', groupId, campaignId, 'report'] as const,
  distribution: (groupId: string, campaignId: string) =>
    ['reports', groupId, campaignId, 'distribution'] as const,
  groupDashboard: (groupId: string) => ['reports', groupId, 'dashboard'] as const,
  salesOverview: () => ['reports', 'overview'] as const,
};
