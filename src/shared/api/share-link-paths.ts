import { routePath } from './route-path.js';

/**
 * Paths of the seller share links below `/api`, apart from share-links.ts so the web client can import them
 * without zod, and apart from paths.ts so the seller login does not download them.
 */
export const SHARE_LINK_API_ROUTES = {
  /** Seller: their link for a campaign, made on first use (POST, idempotent). */
  sellerShareLink: '/seller/campaigns/:campaignId/share-link',
  /** Seller: their own progress and the group's goal for a campaign. */
  sellerProgress: '/seller/campaigns/:campaignId/progress',
  /** Public: what the share page shows; 404 for an unknown or revoked token. */
  publicShareLink: '/share/:token',
  /** Public: a hand-off to the store on the seller's behalf. */
  publicShareHandoff: '/share/:token/shop-url',
  /** Staff: the sellers of a group's campaign with their links and the orders each brought. */
  campaignShareLinks: '/groups/:id/campaigns/:campaignId/share-links',
  /** Staff: ends a link; the seller's next visit to their page makes a new one. */
  revokeShareLink: '/groups/:id/campaigns/:campaignId/share-links/:linkId/revoke',
} as const;

export const SHARE_LINK_API_PATHS = {
  sellerShareLink: (campaignId: string) => routePath(SHARE_LINK_API_ROUTES.sellerShareLink, { campaignId }),
  sellerProgress: (campaignId: string) => routePath(SHARE_LINK_API_ROUTES.sellerProgress, { campaignId }),
  publicShareLink: (token: string) => routePath(SHARE_LINK_API_ROUTES.publicShareLink, { token }),
  publicShareHandoff: (token: string) => routePath(SHARE_LINK_API_ROUTES.publicShareHandoff, { token }),
  campaignShareLinks: (groupId: string, campaignId: string) =>
    routePath(SHARE_LINK_API_ROUTES.campaignShareLinks, { id: groupId, campaignId }),
  revokeShareLink: (groupId: string, campaignId: string, linkId: string) =>
    routePath(SHARE_LINK_API_ROUTES.revokeShareLink, { id: groupId, campaignId, linkId }),
} as const;

/** The public share page: `/s/{token}` (server-rendered, outside the web app and the API). */
export const SHARE_PAGE_BASE = '/s';
export const sharePagePath = (token: string) => `${SHARE_PAGE_BASE}/${encodeURIComponent(token)}`;

/** Tokens are 12 characters of this alphabet (base58: no 0, O, I or l to misread): about 70 bits. */
export const SHARE_TOKEN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const SHARE_TOKEN_LENGTH = 12;
