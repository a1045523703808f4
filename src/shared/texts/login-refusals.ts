/**
 * The seller logins' refusals that only the server says: apart from login.ts, whose messages the seller login's
 * first download carries.
 */
export const LOGIN_REFUSALS = {
  invalidGroupCode: 'Invalid group code',
  signInByClass: 'This group signs in with first name and class.',
  signInByName: 'This group signs in with name and e-mail.',
} as const;
