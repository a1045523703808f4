/** Texts of the administrator area, kept out of the customer login's download. */
export const ADMIN_MESSAGES = {
  validation: {
    groupRequired: 'Name, code, and organization name are required',
    campaignNameRequired: 'Campaign name is required',
    initialCampaignDatesRequired: 'Campaign start date and end date are required',
    initialCampaignEndBeforeStart: 'Campaign end date cannot be before start date',
    campaignDatesRequired: 'Start date and end date are required',
    campaignEndBeforeStart: 'End date cannot be before start date',
    coordinatorAllFieldsRequired: 'All fields are required',
    coordinatorEditSuffix: '(except password for editing)',
  },
  success: {
    groupUpdated: 'Group updated successfully',
    groupCreated: 'Group and initial campaign created successfully',
    groupDeleted: 'Group deleted successfully',
    campaignCreated: 'Campaign created successfully',
    campaignUpdated: 'Campaign updated successfully',
    campaignDeleted: 'Campaign deleted successfully',
    coordinatorCreated: 'Coordinator created successfully',
    coordinatorUpdated: 'Coordinator updated successfully',
    coordinatorDeleted: (name: string) => `Coordinator ${name} has been deleted successfully`,
  },
  failure: {
    groupDelete: 'Failed to delete group. It may have active campaigns or coordinators.',
    campaignDelete: 'Failed to delete campaign.',
    coordinatorDelete: 'Failed to delete coordinator',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  empty: {
    groupNotFound: 'Group not found',
    orderNotFound: 'Order not found',
    noCampaigns: 'No campaigns found for this group. Create your first campaign!',
    noGroups: 'No groups found. Create your first group!',
    noCoordinators: 'No coordinator found. Create your first coordinator!',
    noRecentOrders: 'No recent orders.',
    noGroupCampaigns: 'No campaigns found for your group.',
  },
  confirm: {
    deleteGroup: (name: string) =>
      `Delete the group "${name}"? This action cannot be undone, and all associated campaigns will also be deleted.`,
    deleteCampaign: (name: string) => `Delete the campaign "${name}"? This action cannot be undone.`,
    deleteCoordinator: (name: string) => `Delete the coordinator "${name}"? This action cannot be undone.`,
  },
  server: {
    groupNotFound: 'Group not found',
    campaignNotFound: 'Campaign not found',
    coordinatorNotFound: 'Coordinator not found',
    groupCodeFormat: 'Group code must be 3 to 32 letters and digits',
    groupCodeTaken: 'A group with this code already exists',
    coordinatorEmailTaken: 'A coordinator with this email already exists',
    coordinatorGroupMissing: 'The selected group does not exist',
    groupHasCoordinators: (count: number) =>
      `This group still has ${count} coordinator${count === 1 ? '' : 's'}. Reassign or delete ${count === 1 ? 'that coordinator' : 'them'} first, or deactivate the group instead.`,
    groupHasOrders:
      'Orders reference this group, so it cannot be deleted. Deactivate it instead to keep its order history.',
    campaignHasOrders:
      'Orders reference this campaign, so it cannot be deleted. Deactivate it instead to keep its order history.',
  },
} as const;
