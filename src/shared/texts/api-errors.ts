/** The failures any API route may answer with: authentication, access, bad requests, limits, outages. */
export const API_ERROR_MESSAGES = {
  authenticationRequired: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `No API route matches ${method} ${url}`,
  invalidRequest: 'The request is not valid',
  invalidAddress: 'The address of this request is not valid',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  payloadTooLarge: (megabytes: number) => `The request body is too large (${megabytes} MB at most)`,
  tooManyRequests: (retryAfter: string) => `Too many attempts. Please try again in ${retryAfter}.`,
  /** "15 minutes", "1 minute", "3 seconds": when to retry, in the too-many-attempts message. */
  retryAfter: (amount: number, unit: 'hour' | 'minute' | 'second') =>
    `${amount} ${unit}${amount === 1 ? '' : 's'}`,
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is not answering',
} as const;
