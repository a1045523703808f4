/** The coordinator area's dashboard and campaigns (read-only). */
export const COORDINATOR_AREA_TEXTS = {
  pages: {
    dashboard: 'Dashboard',
    campaigns: 'Campaigns',
  },
  dashboard: {
    groupInformation: 'Group Information',
    groupName: 'Group Name',
    organization: 'Organization',
    groupCode: 'Group Code',
    statistics: 'Statistics',
  },
  campaigns: {
    tableLabel: 'Campaigns',
    name: 'Name',
    description: 'Description',
    results: 'Results',
    resultsOf: (campaign: string) => `Results of ${campaign}`,
  },
} as const;

/** Empty states and load failures of the coordinator area's own screens. */
export const COORDINATOR_AREA_MESSAGES = {
  empty: {
    noGroupCampaigns: 'No campaigns found for your group.',
    noGroupOrders: 'No orders found for your group.',
  },
  loadFailed: {
    dashboardData: 'Failed to load dashboard data',
  },
} as const;
