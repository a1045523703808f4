/** The seller login's refusals and the e-mail rule of every login form; the first download carries them. */
export const LOGIN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  noCurrentCampaign: 'This group has no campaign running today. Please ask your coordinator.',
} as const;
