export const CAMPAIGN_TEXTS = {
  pages: {
    newCampaign: 'Add Campaign',
    editCampaign: 'Edit Campaign',
  },
  form: {
    name: 'Campaign Name',
    description: 'Description',
    startDate: 'Start Date',
    endDate: 'End Date',
    goal: 'Sales goal ($)',
    goalHint: 'Optional: the product sales and donations the campaign aims for',
    active: 'Active',
    donations: {
      legend: 'Donations',
      enabled: 'Take donations',
      enabledHint:
        'Buyers can give a donation beside buying products; it is counted apart from product sales.',
      amounts: 'Suggested amounts',
      amountsHint: 'Up to four, in dollars; leave the rest empty',
      amount: (position: number) => `Suggested amount ${position} ($)`,
      minimum: 'Minimum donation ($)',
      minimumHint: 'Optional: any amount above 0 when empty',
      product: 'Store donation product (product ID or handle)',
      productHint: 'Only needed with a real store',
    },
    create: 'Create Campaign',
    update: 'Update Campaign',
  },
} as const;

/** Display statuses of groups and campaigns: switched off, running, not started yet, or over. */
export const DISPLAY_STATUS_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
  upcoming: 'Upcoming',
  ended: 'Ended',
} as const;
export type DisplayStatus = keyof typeof DISPLAY_STATUS_LABELS;

/** Validation, success and load-failure messages of the campaign form and campaign lists. */
export const CAMPAIGN_MESSAGES = {
  validation: {
    campaignDatesRequired: 'Start date and end date are required',
  },
  success: {
    campaignCreated: 'Campaign created successfully',
    campaignUpdated: 'Campaign updated successfully',
  },
  loadFailed: {
    campaigns: 'Failed to load campaigns',
    campaignData: 'Failed to load campaign data',
  },
} as const;
