import type { TShareUnavailableReason } from './share-links.js';

/**
 * Every error the API can answer, by stable code, with the HTTP status it comes with. A client decides what to do
 * by `code` (and the field codes in `errors[]`); `message` is for people and may be reworded or translated.
 * Codes are never renamed or reused: a client in the field may branch on any of them.
 */
export const ERROR_STATUS = {
  // Any route
  AUTHENTICATION_REQUIRED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  INVALID_ADDRESS: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  // Seller login and the store hand-off
  GROUP_CODE_INVALID: 404,
  NO_CURRENT_CAMPAIGN: 400,
  SELLER_SIGN_IN_BY_CLASS: 409,
  SELLER_SIGN_IN_BY_NAME: 409,
  WRONG_GROUP: 403,
  CAMPAIGN_NOT_CURRENT: 400,
  STORE_UNREACHABLE: 502,
  STORE_REFUSED: 502,
  NO_STORE: 503,
  // Staff accounts
  INVALID_CREDENTIALS: 401,
  NO_ADMIN_YET: 404,
  ADMIN_ALREADY_EXISTS: 403,
  SETUP_CODE_REJECTED: 403,
  GENERATED_SETUP_CODE_REJECTED: 403,
  CURRENT_PASSWORD_INCORRECT: 400,
  NEW_PASSWORD_SAME_AS_CURRENT: 400,
  ADMIN_NEW_PASSWORD_TOO_SHORT: 400,
  // Groups, campaigns, coordinators, sellers
  GROUP_NOT_FOUND: 404,
  GROUP_CODE_TAKEN: 409,
  GROUP_HAS_COORDINATORS: 409,
  GROUP_HAS_ORDERS: 409,
  CAMPAIGN_NOT_FOUND: 404,
  CAMPAIGN_HAS_ORDERS: 409,
  COORDINATOR_NOT_FOUND: 404,
  COORDINATOR_EMAIL_TAKEN: 409,
  COORDINATOR_GROUP_MISSING: 400,
  SELLER_NOT_FOUND: 404,
  // Orders, webhooks and attribution repair
  ORDER_NOT_FOUND: 404,
  ORDERS_NOT_FOUND: 404,
  ORDER_CANCELLED_IS_FINAL: 409,
  ORDER_ALREADY_IN_STATUS: 400,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_PAYLOAD_INVALID: 400,
  ATTRIBUTION_INVALID: 400,
  CAMPAIGN_NOT_IN_GROUP: 400,
  SELLER_NOT_IN_GROUP: 400,
  SELLER_REQUIRED: 400,
  // Share links
  SHARE_LINK_CAMPAIGN_NOT_FOUND: 404,
  SHARE_LINK_NOT_FOUND: 404,
  SHARE_LINK_ALREADY_REVOKED: 404,
  SHARE_LINK_UNAVAILABLE: 503,
  SHARE_LINK_INVALID: 404,
  SHARE_LINK_CLOSED: 409,
  // Campaign products and paper orders
  PRODUCT_IN_USE: 409,
  PRODUCT_NOT_IN_CAMPAIGN: 400,
  PRODUCT_LISTED_TWICE: 400,
  PRODUCT_NAME_TWICE: 400,
  PRODUCT_HIDDEN: 400,
  PAPER_ORDER_NOT_FOUND: 404,
  PAPER_ORDER_VOIDED: 409,
  FORM_NUMBER_TAKEN: 409,
  IMPORT_HAS_PROBLEMS: 400,
  // Money: turn-ins, deposits
  TURN_IN_NOT_FOUND: 404,
  TURN_IN_VOIDED: 409,
  TURN_IN_DEPOSITED: 409,
  PAYMENT_DEPOSITED: 409,
  DEPOSIT_NOT_FOUND: 404,
  DEPOSIT_CONFIRMED: 409,
  DEPOSIT_REOPENED: 409,
  NOTHING_TO_DEPOSIT: 400,
  MONEY_NOT_ON_HAND: 400,
  ENVELOPE_EMPTY: 400,
  MONEY_OVER_LIMIT: 400,
  // Classes and teams
  TEAM_NOT_FOUND: 404,
  TEAM_HAS_SELLERS: 409,
  TEAM_NAME_TWICE: 400,
  TEAM_MERGE_INTO_ITSELF: 400,
  TEAM_ALREADY_CHOSEN: 409,
  TEAM_PAGE_NOT_FOUND: 404,
  WAITING_SELLER_NOT_FOUND: 404,
  // Donations
  DONATIONS_OFF: 409,
  // E-mail updates
  MAIL_CONSENT_REQUIRED: 400,
  MAIL_CAMPAIGN_NOT_FOUND: 404,
  MAIL_CAMPAIGN_ENDED: 409,
  MAIL_SUBSCRIPTION_NOT_FOUND: 404,
  MAIL_MESSAGE_NOT_FOUND: 404,
  // The store's privacy requests
  PRIVACY_REQUEST_NOT_FOUND: 404,
  PRIVACY_REQUEST_COMPLETED: 409,
  // Families
  FAMILY_LINK_INVALID: 410,
  FAMILY_SESSION_INVALID: 401,
  FAMILY_NOTICE_CHANGED: 409,
  FAMILY_CONSENT_REQUIRED: 409,
  FAMILY_CHILD_NOT_FOUND: 404,
  FAMILY_CHILD_TAKEN: 409,
  FAMILY_CLASS_NOT_FOUND: 400,
  // A field of a request body or query (only in `errors[]`)
  FIELD_REQUIRED: 400,
  FIELD_NOT_TEXT: 400,
  FIELD_TOO_SHORT: 400,
  FIELD_TOO_LONG: 400,
  FIELD_NOT_ALLOWED_CHARACTER: 400,
  FIELD_INVALID_EMAIL: 400,
  FIELD_INVALID_DATE: 400,
  FIELD_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** What a field code's message says of its field: its name as people read it, and the limit it broke. */
export interface FieldMessageParams {
  label: string;
  min?: number;
  max?: number;
}

/** The parameters each parametrised code's message is made from; the other codes have none. */
export interface ErrorParams {
  ROUTE_NOT_FOUND: { method: string; path: string };
  RATE_LIMITED: { retryAfterSeconds: number };
  /** The route's body limit: 1 MB for JSON, more for the spreadsheet imports. */
  PAYLOAD_TOO_LARGE: { maxMegabytes: number };
  GROUP_HAS_COORDINATORS: { count: number };
  ORDERS_NOT_FOUND: { count: number };
  ORDER_ALREADY_IN_STATUS: { status: string };
  SHARE_LINK_CLOSED: { reason: TShareUnavailableReason };
  PRODUCT_IN_USE: { name: string };
  FORM_NUMBER_TAKEN: { formNumber: string };
  IMPORT_HAS_PROBLEMS: { count: number };
  TEAM_HAS_SELLERS: { name: string };
  /** The notice the parent must read now, word for word. */
  FAMILY_NOTICE_CHANGED: { notice: { version: string; text: string } };
  FIELD_REQUIRED: FieldMessageParams;
  FIELD_NOT_TEXT: FieldMessageParams;
  FIELD_TOO_SHORT: FieldMessageParams & { min: number };
  FIELD_TOO_LONG: FieldMessageParams & { max: number };
  FIELD_NOT_ALLOWED_CHARACTER: FieldMessageParams;
}

export type ErrorParamsOf<C extends ErrorCode> = C extends keyof ErrorParams ? ErrorParams[C] : undefined;

/** The codes whose message is made from parameters. */
export type ParametrisedErrorCode = keyof ErrorParams;
