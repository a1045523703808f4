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
    startDate: 'Start Date',
    endDate: 'End Date',
    status: 'Status',
  },
} as const;
