/**
 * Labels of the shop hand-off screen's confirmation (spec section 2, "Shop redirect screen") that
 * store-messages.ts does not carry. Imported only by the shop chunk; candidates to merge into STORE_MESSAGES.
 */
export const STORE_SCREEN_TEXTS = {
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
