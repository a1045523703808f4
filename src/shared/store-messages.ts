/** Texts of the shop hand-off screen (spec sections 2, 5 and 8) and of the hand-off API. */
export const STORE_MESSAGES = {
  preparing: 'Preparing your shopping experience...',
  unableToProceed: 'Unable to proceed:',
  logInAgain: 'Please log in again.',
  backToLogin: 'Back to Login',
  precondition: {
    groupCodeMissing: 'Group code is missing',
    groupCodeInvalid: 'Group code format is invalid',
    studentNameMissing: 'Student name is missing',
    studentNameInvalid: 'Student name format is invalid',
    campaignMissing: 'Campaign information is missing',
  },
  confirm: {
    title: 'Confirm Your Order Details',
    cancel: 'Cancel',
    continue: 'Confirm and Continue to Shop',
  },
  storeUrlFailed: 'Error creating store URL. Please try again.',
  demoMode:
    'The store is running in demo mode: no real store is connected, so orders are placed in the built-in demo store.',
  server: {
    wrongGroup: 'You can only shop for the group you logged in with',
    campaignNotCurrent:
      'This campaign is not running today. Please log in again and choose a current campaign.',
    storeUnavailable: 'The store could not be reached. Please try again in a moment.',
    storeRefused: 'The store did not accept the cart. Please try again or contact your coordinator.',
  },
} as const;
