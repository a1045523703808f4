/**
 * Paths of the family area below `/api`, without zod, so the web client's chunks can import them: a parent asks
 * for a sign-in link, signs in with it, reads the family page, agrees to the notice and ends sessions.
 */
export const FAMILY_API_ROUTES = {
  /** Anyone: a single-use sign-in link to an address, for a group code (POST; always 202). */
  signInLinks: '/family/sign-in-links',
  /** Anyone with a link's token: signs in, answering a session token (POST); the parent: signs out everywhere (DELETE). */
  sessions: '/family/sessions',
  /** The parent: ends the session the request carries (DELETE). */
  currentSession: '/family/sessions/current',
  /** The parent: the family page (GET); withdraws the whole family (DELETE). */
  family: '/family',
  /** The parent: agrees to the current notice (POST). */
  consent: '/family/consent',
  /** The parent: adds a child (POST), once they agreed to the current notice. */
  children: '/family/children',
  /** The parent: corrects a child's name or class (PATCH); removes the child, erasing its name (DELETE). */
  child: '/family/children/:childId',
  /** The parent: invites a second parent by e-mail to see the same children (POST; always 202). */
  invitations: '/family/invitations',
  /** The parent: the child's share link for a campaign, made on first use (POST). */
  childShareLink: '/family/children/:childId/campaigns/:campaignId/share-link',
  /** The parent: the store hand-off credited to the child, carrying nothing that names the child (POST). */
  childShopUrl: '/family/children/:childId/campaigns/:campaignId/shop-url',
  /** The parent: turns their e-mail updates about the child on or off (PUT `{ enabled }`). */
  childEmailUpdates: '/family/children/:childId/email-updates',
  /** The parent: joins sales waiting under the child's first name and class to the child (POST). */
  childWaitingSellerJoin: '/family/children/:childId/waiting-sellers/:waitingSellerId/join',
} as const;

export const FAMILY_API_PATHS = {
  signInLinks: () => FAMILY_API_ROUTES.signInLinks,
  sessions: () => FAMILY_API_ROUTES.sessions,
  currentSession: () => FAMILY_API_ROUTES.currentSession,
  family: () => FAMILY_API_ROUTES.family,
  consent: () => FAMILY_API_ROUTES.consent,
  children: () => FAMILY_API_ROUTES.children,
  child: (childId: string) => `/family/children/${encodeURIComponent(childId)}`,
  invitations: () => FAMILY_API_ROUTES.invitations,
  childShareLink: (childId: string, campaignId: string) =>
    `/family/children/${encodeURIComponent(childId)}/campaigns/${encodeURIComponent(campaignId)}/share-link`,
  childShopUrl: (childId: string, campaignId: string) =>
    `/family/children/${encodeURIComponent(childId)}/campaigns/${encodeURIComponent(campaignId)}/shop-url`,
  childEmailUpdates: (childId: string) => `/family/children/${encodeURIComponent(childId)}/email-updates`,
  childWaitingSellerJoin: (childId: string, waitingSellerId: string) =>
    `/family/children/${encodeURIComponent(childId)}/waiting-sellers/${encodeURIComponent(waitingSellerId)}/join`,
} as const;

/** The web app's page a sign-in link opens; it signs in with a button, since mail scanners fetch every link. */
export const FAMILY_SIGN_IN_PAGE = '/family/sign-in';
