import { MESSAGES } from './messages.js';

/**
 * Texts only the server sends (the web app shows whatever message a reply carries). Kept apart from
 * messages.ts so that they are not downloaded with the customer login.
 */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  noAdminYet: 'Invalid credentials: no admin account exists yet. Create the first admin account.',
  adminAlreadyExists: 'Admin account already exists',
  invalidGroupCode: 'Invalid group code',
  noCurrentCampaign: MESSAGES.login.noCurrentCampaign,
  currentPasswordIncorrect: 'Current password is incorrect',
  adminNewPasswordTooShort: 'New password must be at least 8 characters long for an administrator',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  authenticationRequired: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `No API route matches ${method} ${url}`,
  invalidRequest: 'The request is not valid',
  invalidAddress: 'The address of this request is not valid',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  payloadTooLarge: 'The request body is too large (1 MB at most)',
  tooManyRequests: (retryAfter: string) => `Too many attempts. Please try again in ${retryAfter}.`,
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is not answering',
} as const;
