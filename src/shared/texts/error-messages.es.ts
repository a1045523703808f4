import { LOGIN_REFUSALS_ES } from './login-refusals.es.js';
import { API_ERROR_MESSAGES_ES } from './api-errors.es.js';
import type { ErrorCatalogue } from './error-messages.js';
import { waitOf } from './error-messages.js';
import { FAMILY_API_MESSAGES_ES } from './families.es.js';
import { FIELD_MESSAGES_ES } from './fields.es.js';
import { LOGIN_MESSAGES_ES } from './login.es.js';
import { MAIL_API_MESSAGES_ES } from './mail-updates.es.js';
import { SHARE_LINK_API_MESSAGES_ES } from './share-links.es.js';
import { SHARE_LINK_PUBLIC_MESSAGES_ES } from './share-page.es.js';
import { STORE_API_MESSAGES_ES } from './store.es.js';
import { TEAM_SELLER_MESSAGES_ES } from './teams.es.js';
import { WAITING_SELLER_MESSAGES_ES } from './waiting-sellers.es.js';

/**
 * The codes the seller and buyer screens can receive (the routes that answer in the family's language): each has
 * its Spanish message. Staff routes answer in English only, so staff codes have none.
 */
export const FAMILY_ERROR_CODES = [
  'AUTHENTICATION_REQUIRED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_REQUEST',
  'INVALID_ADDRESS',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'GROUP_CODE_INVALID',
  'NO_CURRENT_CAMPAIGN',
  'SELLER_SIGN_IN_BY_CLASS',
  'SELLER_SIGN_IN_BY_NAME',
  'WRONG_GROUP',
  'CAMPAIGN_NOT_CURRENT',
  'STORE_UNREACHABLE',
  'STORE_REFUSED',
  'NO_STORE',
  'SHARE_LINK_CAMPAIGN_NOT_FOUND',
  'SHARE_LINK_NOT_FOUND',
  'SHARE_LINK_ALREADY_REVOKED',
  'SHARE_LINK_UNAVAILABLE',
  'SHARE_LINK_INVALID',
  'SHARE_LINK_CLOSED',
  'TEAM_NOT_FOUND',
  'TEAM_ALREADY_CHOSEN',
  'WAITING_SELLER_NOT_FOUND',
  'DONATIONS_OFF',
  'MAIL_CONSENT_REQUIRED',
  'MAIL_CAMPAIGN_NOT_FOUND',
  'MAIL_CAMPAIGN_ENDED',
  'FAMILY_LINK_INVALID',
  'FAMILY_SESSION_INVALID',
  'FAMILY_NOTICE_CHANGED',
  'FAMILY_CONSENT_REQUIRED',
  'FAMILY_CLASS_NOT_FOUND',
  'FAMILY_CHILD_NOT_FOUND',
  'FAMILY_CHILD_TAKEN',
  'FIELD_REQUIRED',
  'FIELD_NOT_TEXT',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'FIELD_NOT_ALLOWED_CHARACTER',
  'FIELD_INVALID_EMAIL',
  'FIELD_INVALID_DATE',
  'FIELD_INVALID',
] as const;

export type FamilyErrorCode = (typeof FAMILY_ERROR_CODES)[number];

export const ERROR_MESSAGES_ES: ErrorCatalogue<FamilyErrorCode> = {
  AUTHENTICATION_REQUIRED: () => API_ERROR_MESSAGES_ES.authenticationRequired,
  SESSION_EXPIRED: () => API_ERROR_MESSAGES_ES.sessionExpired,
  FORBIDDEN: () => API_ERROR_MESSAGES_ES.forbidden,
  NOT_FOUND: () => API_ERROR_MESSAGES_ES.notFound,
  ROUTE_NOT_FOUND: ({ method, path }) => API_ERROR_MESSAGES_ES.routeNotFound(method, path),
  INVALID_REQUEST: () => API_ERROR_MESSAGES_ES.invalidRequest,
  INVALID_ADDRESS: () => API_ERROR_MESSAGES_ES.invalidAddress,
  INVALID_JSON: () => API_ERROR_MESSAGES_ES.invalidJson,
  UNSUPPORTED_MEDIA_TYPE: () => API_ERROR_MESSAGES_ES.unsupportedMediaType,
  PAYLOAD_TOO_LARGE: ({ maxMegabytes }) => API_ERROR_MESSAGES_ES.payloadTooLarge(maxMegabytes),
  RATE_LIMITED: ({ retryAfterSeconds }) => {
    const { amount, unit } = waitOf(retryAfterSeconds);
    return API_ERROR_MESSAGES_ES.tooManyRequests(API_ERROR_MESSAGES_ES.retryAfter(amount, unit));
  },
  INTERNAL: () => API_ERROR_MESSAGES_ES.internal,
  DATABASE_UNAVAILABLE: () => API_ERROR_MESSAGES_ES.databaseUnavailable,
  GROUP_CODE_INVALID: () => LOGIN_REFUSALS_ES.invalidGroupCode,
  NO_CURRENT_CAMPAIGN: () => LOGIN_MESSAGES_ES.noCurrentCampaign,
  SELLER_SIGN_IN_BY_CLASS: () => LOGIN_REFUSALS_ES.signInByClass,
  SELLER_SIGN_IN_BY_NAME: () => LOGIN_REFUSALS_ES.signInByName,
  WRONG_GROUP: () => STORE_API_MESSAGES_ES.wrongGroup,
  CAMPAIGN_NOT_CURRENT: () => STORE_API_MESSAGES_ES.campaignNotCurrent,
  STORE_UNREACHABLE: () => STORE_API_MESSAGES_ES.storeUnavailable,
  STORE_REFUSED: () => STORE_API_MESSAGES_ES.storeRefused,
  NO_STORE: () => STORE_API_MESSAGES_ES.noStore,
  SHARE_LINK_CAMPAIGN_NOT_FOUND: () => SHARE_LINK_API_MESSAGES_ES.sellerCampaignNotFound,
  SHARE_LINK_NOT_FOUND: () => SHARE_LINK_API_MESSAGES_ES.shareLinkNotFound,
  SHARE_LINK_ALREADY_REVOKED: () => SHARE_LINK_API_MESSAGES_ES.shareLinkAlreadyRevoked,
  SHARE_LINK_UNAVAILABLE: () => SHARE_LINK_API_MESSAGES_ES.shareLinkUnavailable,
  SHARE_LINK_INVALID: () => SHARE_LINK_PUBLIC_MESSAGES_ES.notFound,
  SHARE_LINK_CLOSED: ({ reason }) => SHARE_LINK_PUBLIC_MESSAGES_ES.unavailable(reason),
  TEAM_NOT_FOUND: () => TEAM_SELLER_MESSAGES_ES.teamNotFound,
  TEAM_ALREADY_CHOSEN: () => TEAM_SELLER_MESSAGES_ES.teamAlreadyChosen,
  WAITING_SELLER_NOT_FOUND: () => WAITING_SELLER_MESSAGES_ES.waitingSellerNotFound,
  DONATIONS_OFF: () => STORE_API_MESSAGES_ES.donationsOff,
  MAIL_CONSENT_REQUIRED: () => MAIL_API_MESSAGES_ES.consentRequired,
  MAIL_CAMPAIGN_NOT_FOUND: () => MAIL_API_MESSAGES_ES.campaignNotFound,
  MAIL_CAMPAIGN_ENDED: () => MAIL_API_MESSAGES_ES.campaignEnded,
  FAMILY_LINK_INVALID: () => FAMILY_API_MESSAGES_ES.linkInvalid,
  FAMILY_SESSION_INVALID: () => FAMILY_API_MESSAGES_ES.sessionInvalid,
  FAMILY_NOTICE_CHANGED: () => FAMILY_API_MESSAGES_ES.noticeChanged,
  FAMILY_CONSENT_REQUIRED: () => FAMILY_API_MESSAGES_ES.consentRequired,
  FAMILY_CLASS_NOT_FOUND: () => FAMILY_API_MESSAGES_ES.classNotFound,
  FAMILY_CHILD_NOT_FOUND: () => FAMILY_API_MESSAGES_ES.childNotFound,
  FAMILY_CHILD_TAKEN: () => FAMILY_API_MESSAGES_ES.childTaken,
  FIELD_REQUIRED: ({ label }) => FIELD_MESSAGES_ES.required(label),
  FIELD_NOT_TEXT: ({ label }) => FIELD_MESSAGES_ES.notText(label),
  FIELD_TOO_SHORT: ({ label, min }) => FIELD_MESSAGES_ES.tooShort(label, min),
  FIELD_TOO_LONG: ({ label, max }) => FIELD_MESSAGES_ES.tooLong(label, max),
  FIELD_NOT_ALLOWED_CHARACTER: ({ label }) => FIELD_MESSAGES_ES.notAllowedCharacter(label),
  FIELD_INVALID_EMAIL: () => LOGIN_MESSAGES_ES.invalidEmail,
  FIELD_INVALID_DATE: () => FIELD_MESSAGES_ES.invalidDate,
  FIELD_INVALID: () => API_ERROR_MESSAGES_ES.invalidRequest,
};
