/** The seller login: the details step and the campaign choice. */
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
  campaignSelect: {
    title: 'Select Campaign',
    sellerInformation: 'Student Information',
    groupInformation: 'Group Information',
    name: 'Name',
    email: 'Email',
    groupCode: 'Group Code',
    groupName: 'Group Name',
    organizationName: 'Organization',
    campaign: 'Campaign',
    placeholder: '-- Select Campaign --',
    back: 'Back',
    submit: 'Continue to Shop',
    share: 'Share with family',
  },
} as const;

/** The seller login's own validation and failure messages. */
export const SELLER_LOGIN_MESSAGES = {
  selectCampaign: 'Please select a campaign',
  loginFailed: 'Login failed. Please check your group code and try again.',
} as const;
