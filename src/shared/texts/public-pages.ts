/** What every public page (the share, class and receipt pages) says to a connection that asked too often. */
export const TOO_MANY_REQUESTS_PAGE = {
  title: 'Too many requests',
  heading: 'Too many requests',
  message: (retryAfter: string) =>
    `This connection has made too many requests. Please try again in ${retryAfter}.`,
} as const;
