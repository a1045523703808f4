/** The 404 screen, a chunk of its own: its texts stay out of the seller login's first download. */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist.',
  goHome: 'Go to Home',
} as const;
