/** Messages the staff forms share, kept apart from app-texts.ts so the seller login's download omits them. */
export const STAFF_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  saveFailed: 'An error occurred. Please try again.',
} as const;
