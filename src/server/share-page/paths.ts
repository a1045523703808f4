import { SHARE_PAGE_BASE } from '../../shared/api/share-link-paths.js';

/** The share page's route templates below SHARE_PAGE_BASE, as its routes register them. */
export const SHARE_PAGE_ROUTES = {
  /** Not a possible token (tokens have no dot), so it never hides a link. */
  stylesheet: '/share.css',
  page: '/:token',
  shop: '/:token/shop',
  donate: '/:token/donate',
} as const;

export const SHARE_PAGE_PATHS = {
  stylesheet: `${SHARE_PAGE_BASE}${SHARE_PAGE_ROUTES.stylesheet}`,
  page: (token: string) => `${SHARE_PAGE_BASE}/${encodeURIComponent(token)}`,
  shop: (token: string) => `${SHARE_PAGE_BASE}/${encodeURIComponent(token)}/shop`,
  donate: (token: string) => `${SHARE_PAGE_BASE}/${encodeURIComponent(token)}/donate`,
} as const;
