/** The checks every API body's text fields share; `label` names the field ("Seller name is required"). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  notAllowedCharacter: (label: string) => `${label} contains a character that is not allowed`,
  invalidDate: 'Use a calendar date in the form YYYY-MM-DD',
} as const;

/** The names of the fields families fill in (the seller login), as the messages above say them. */
export const SELLER_LOGIN_FIELD_LABELS = {
  sellerName: 'Seller name',
  email: 'Email address',
  groupCode: 'Group code',
} as const;

/** The fields of a parent's child, as the family page names them. */
export const FAMILY_CHILD_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
} as const;
