import { routePath } from './route-path.js';

/**
 * Paths of e-mail updates below `/api`, without zod, so the web client's chunks can import them: a parent's
 * subscription from the seller's page, the staff's view of their group's subscriptions, the staff's own digest
 * setting and the administrators' outbox.
 */
export const MAIL_API_ROUTES = {
  /** Seller: a parent or guardian asks for updates about the seller's sales in a campaign (POST). */
  sellerMailSubscription: '/seller/campaigns/:campaignId/mail-subscriptions',
  /** Staff: the group's subscriptions (GET). */
  groupMailSubscriptions: '/groups/:id/mail-subscriptions',
  /** Staff: removes one subscription at once, with the messages still waiting for it (DELETE). */
  groupMailSubscription: '/groups/:id/mail-subscriptions/:subscriptionId',
  /** Staff: the signed-in staff member's daily digest setting (GET, PUT). */
  staffMailSettings: '/staff/mail-settings',
  /** Administrators: the last 500 messages (GET). */
  outbox: '/admin/outbox',
  /** Administrators: one message as it was sent (GET). */
  outboxMessage: '/admin/outbox/:messageId',
  /** Administrators: one message as an .eml file, byte for byte what the mail server received (GET). */
  outboxMessageRaw: '/admin/outbox/:messageId/raw',
} as const;

export const MAIL_API_PATHS = {
  sellerMailSubscription: (campaignId: string) =>
    routePath(MAIL_API_ROUTES.sellerMailSubscription, { campaignId }),
  groupMailSubscriptions: (groupId: string) =>
    routePath(MAIL_API_ROUTES.groupMailSubscriptions, { id: groupId }),
  groupMailSubscription: (groupId: string, subscriptionId: string) =>
    routePath(MAIL_API_ROUTES.groupMailSubscription, { id: groupId, subscriptionId }),
  staffMailSettings: () => MAIL_API_ROUTES.staffMailSettings,
  outbox: () => MAIL_API_ROUTES.outbox,
  outboxMessage: (messageId: string) => routePath(MAIL_API_ROUTES.outboxMessage, { messageId }),
  outboxMessageRaw: (messageId: string) => routePath(MAIL_API_ROUTES.outboxMessageRaw, { messageId }),
} as const;

/**
 * The public pages a message links to (server-rendered, outside the web app and the API): confirming a
 * subscription and unsubscribing. Their tokens are signed by the server and need no login.
 */
export const MAIL_PAGE_BASE = '/e';
export const mailConfirmPath = (token: string) => `${MAIL_PAGE_BASE}/confirm/${encodeURIComponent(token)}`;
export const mailUnsubscribePath = (token: string) =>
  `${MAIL_PAGE_BASE}/unsubscribe/${encodeURIComponent(token)}`;

/** The most recent messages the outbox screen lists. */
export const OUTBOX_LIMIT = 500;
