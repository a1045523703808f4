/** The seller login's second step: the campaign choice (and the class, see team-texts). */
export const CAMPAIGN_STEP_TEXTS = {
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
} as const;
