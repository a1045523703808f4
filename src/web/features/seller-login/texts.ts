/** The seller login's details step (the campaign choice has its texts in its own chunk). */
export const SELLER_LOGIN_TEXTS = {
  details: {
    title: 'Customer Login',
    submit: 'Continue',
    busy: 'Checking...',
    coordinatorLink: 'Coordinator login',
    adminLink: 'Administrator login',
    staffLinks: 'Staff logins',
  },
  fields: {
    groupCode: 'Group Code',
    sellerName: 'Seller Name',
    email: 'Email Address',
  },
} as const;

/** The seller login's own validation and failure messages. */
export const SELLER_LOGIN_MESSAGES = {
  selectCampaign: 'Please select a campaign',
  loginFailed: 'Login failed. Please check your group code and try again.',
} as const;
