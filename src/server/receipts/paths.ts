import { DONATION_RECEIPT_BASE } from '../../shared/api/donation-paths.js';

/** The receipt page's route templates below DONATION_RECEIPT_BASE, as its routes register them. */
export const RECEIPT_ROUTES = {
  /** Not possible tokens (tokens are 32 hex digits, a dot and 22 characters), so they never hide a receipt. */
  stylesheet: '/receipt.css',
  printScript: '/print.js',
  page: '/:token',
} as const;

export const RECEIPT_PATHS = {
  stylesheet: `${DONATION_RECEIPT_BASE}${RECEIPT_ROUTES.stylesheet}`,
  printScript: `${DONATION_RECEIPT_BASE}${RECEIPT_ROUTES.printScript}`,
} as const;
