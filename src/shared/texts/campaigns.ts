/** What the campaign API answers: its refusals, the name and date rules, and the deletion reply. */
export const CAMPAIGN_API_MESSAGES = {
  campaignNotFound: 'Campaign not found',
  campaignNameRequired: 'Campaign name is required',
  campaignEndBeforeStart: 'End date cannot be before start date',
  campaignHasOrders:
    'Orders reference this campaign, so it cannot be deleted. Deactivate it instead to keep its order history.',
  campaignDeleted: 'Campaign deleted successfully',
  donationAmount:
    'Each suggested donation must be more than 0 and at most 100,000, with at most two decimals',
  donationAmountsTooMany: 'At most 4 suggested donation amounts',
  donationAmountsTwice: 'Each suggested donation amount can be listed once',
  donationMinimum: 'Minimum donation must be more than 0 and at most 100,000, with at most two decimals',
  donationBelowMinimum: 'Suggested donation amounts cannot be below the minimum donation',
} as const;
