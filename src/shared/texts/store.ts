/** The refusals of the store hand-off API. */
export const STORE_API_MESSAGES = {
  wrongGroup: 'You can only shop for the group you logged in with',
  campaignNotCurrent:
    'This campaign is not running today. Please log in again and choose a current campaign.',
  storeUnavailable: 'The store could not be reached. Please try again in a moment.',
  storeRefused: 'The store did not accept the cart. Please try again or contact your coordinator.',
  noStore: 'No store is set up for this portal yet. Please contact your coordinator.',
  donationsOff: 'This campaign does not take donations.',
} as const;
