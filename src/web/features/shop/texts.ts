/** The shop hand-off screen's title and the labels of its confirmation dialog. */
export const SHOP_TEXTS = {
  title: 'Shop',
  details: {
    email: 'Email',
    studentName: 'Student Name',
    groupCode: 'Group Code',
    groupName: 'Group Name',
    organization: 'Organization',
    campaign: 'Campaign',
    dates: 'Campaign Dates',
  },
  /** Joins the formatted start and end dates of the campaign. */
  dateRangeSeparator: ' – ',
} as const;
