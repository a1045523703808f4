/** The seller login's refusals and the e-mail rule of every login form; the first download carries them. */
export const LOGIN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidGroupCode: 'Invalid group code',
  noCurrentCampaign: 'This group has no campaign running today. Please ask your coordinator.',
  signInByClass: 'This group signs in with first name and class.',
  signInByName: 'This group signs in with name and e-mail.',
} as const;
