/** What the campaign API answers: its refusals, the name and date rules, and the deletion reply. */
export const CAMPAIGN_API_MESSAGES = {
  campaignNotFound: 'Campaign not found',
  campaignNameRequired: 'Campaign name is required',
  campaignEndBeforeStart: 'End date cannot be before start date',
  campaignHasOrders:
    'Orders reference this campaign, so it cannot be deleted. Deactivate it instead to keep its order history.',
  campaignDeleted: 'Campaign deleted successfully',
} as const;
