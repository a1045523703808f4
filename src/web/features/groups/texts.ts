/** The group list, form and details screens of the administrator area. */
export const GROUP_TEXTS = {
  pages: {
    groups: 'Groups',
    newGroup: 'Add New Group',
    editGroup: 'Edit Group',
    groupDetails: 'Group Details',
  },
  list: {
    addNew: 'Add New Group',
    name: 'Name',
    code: 'Code',
    organization: 'Organization',
    status: 'Status',
    viewGroup: (name: string) => `View group ${name}`,
  },
  form: {
    name: 'Name',
    code: 'Code',
    codeHint: '3 to 32 letters and digits; cannot be changed later',
    organizationName: 'Organization Name',
    contactInfo: 'Contact Info',
    profitShare: 'Profit share (%)',
    profitShareHint: 'The group’s share of product sales, e.g. 40 or 42.5; leave empty if not agreed yet',
    taxId: 'Tax ID / registered charity number',
    taxIdHint: 'Optional: printed on donation receipts',
    receiptNote: 'Receipt note',
    receiptNoteHint: 'Optional: a line at the foot of donation receipts',
    active: 'Active',
    sellerSignIn: 'Who signs in',
    /** In the order shown; `mode` is the group's `sellerSignIn`. */
    sellerSignInChoices: [
      {
        mode: 'students',
        label: 'Sellers themselves',
        description: 'Each seller signs in with their name, e-mail and the group code.',
      },
      {
        mode: 'families',
        label: 'Families',
        description:
          'A parent signs in by e-mail, agrees to the notice and adds each child, who then signs in at school with first name and class: recommended for sellers under 13.',
      },
    ],
    groupSection: 'Group',
    initialCampaign: 'Initial Campaign',
    /** What the first campaign's name field starts with. */
    initialCampaignDefaultName: 'Initial Campaign',
    campaignName: 'Campaign Name',
    startDate: 'Start Date',
    endDate: 'End Date',
    description: 'Description',
    create: 'Create Group',
    update: 'Update Group',
  },
  details: {
    editGroup: 'Edit Group',
    deleteGroup: 'Delete Group',
    backToGroups: 'Back to Groups',
    information: 'Group Information',
    name: 'Name',
    code: 'Code',
    organization: 'Organization',
    contactInfo: 'Contact Info',
    profitShare: 'Profit share',
    taxId: 'Tax ID / registered charity number',
    receiptNote: 'Receipt note',
    sellerSignIn: 'Who signs in',
    status: 'Status',
    statistics: 'Statistics',
    sellersWithOrders: 'Students with orders',
    orders: 'Orders',
    totalSales: 'Total Sales',
    campaigns: 'Campaigns',
    addCampaign: 'Add Campaign',
    campaign: 'Campaign',
    startDate: 'Start Date',
    endDate: 'End Date',
    goal: 'Sales goal',
    results: 'Results',
    campaignAction: (action: string, name: string) => `${action} campaign ${name}`,
    deleteGroupTitle: 'Delete Group',
    deleteCampaignTitle: 'Delete Campaign',
  },
} as const;

/** Validation, success, failure, empty-state and confirmation messages of the group screens. */
export const GROUP_MESSAGES = {
  validation: {
    groupRequired: 'Name, code, and organization name are required',
    initialCampaignDatesRequired: 'Campaign start date and end date are required',
    initialCampaignEndBeforeStart: 'Campaign end date cannot be before start date',
  },
  success: {
    groupUpdated: 'Group updated successfully',
    groupCreated: 'Group and initial campaign created successfully',
  },
  failure: {
    groupDelete: 'Failed to delete group. It may have active campaigns or coordinators.',
    campaignDelete: 'Failed to delete campaign.',
  },
  empty: {
    noGroups: 'No groups found. Create your first group!',
    noCampaigns: 'No campaigns found for this group. Create your first campaign!',
  },
  confirm: {
    deleteGroup: (name: string) =>
      `Delete the group "${name}"? This action cannot be undone, and all associated campaigns will also be deleted.`,
    deleteCampaign: (name: string) => `Delete the campaign "${name}"? This action cannot be undone.`,
  },
  loadFailed: {
    groups: 'Failed to load groups',
    groupData: 'Failed to load group data',
    groupDetails: 'Failed to load group details',
  },
} as const;
