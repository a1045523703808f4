/** The shop hand-off screen's title and the labels of its confirmation dialog. */
export const SHOP_TEXTS = {
  title: 'Shop',
  details: {
    email: 'Email',
    sellerName: 'Student Name',
    groupCode: 'Group Code',
    groupName: 'Group Name',
    organization: 'Organization',
    campaign: 'Campaign',
    dates: 'Campaign Dates',
  },
  /** To the seller's page with their share link and QR code (/seller). */
  shareWithFamily: 'Share with family',
  /** The seller's way out when someone else (a sibling, a classmate) is at the device. */
  logout: { notYou: 'Not you?', logOut: 'Log out' },
  /** Joins the formatted start and end dates of the campaign. */
  dateRangeSeparator: ' – ',
} as const;

/** The shop hand-off screen's progress, refusals and confirmation dialog. */
export const SHOP_MESSAGES = {
  preparing: 'Preparing your shopping experience...',
  unableToProceed: 'Unable to proceed:',
  logInAgain: 'Please log in again.',
  backToLogin: 'Back to Login',
  precondition: {
    groupCodeMissing: 'Group code is missing',
    groupCodeInvalid: 'Group code format is invalid',
    sellerNameMissing: 'Student name is missing',
    sellerNameInvalid: 'Student name format is invalid',
    campaignMissing: 'Campaign information is missing',
  },
  confirm: {
    title: 'Confirm Your Order Details',
    cancel: 'Cancel',
    continue: 'Confirm and Continue to Shop',
    /** In place of `continue` when the seller chose "Give a donation" on their page. */
    continueToDonate: 'Confirm and Continue to Donate',
  },
  storeUrlFailed: 'Error creating store URL. Please try again.',
  demoMode:
    'The store is running in demo mode: no real store is connected, so orders are placed in the built-in demo store.',
} as const;
