import { LOGIN_REFUSALS } from './login-refusals.js';
import type { ErrorCode, ErrorParamsOf } from '../api/error-codes.js';
import { API_ERROR_MESSAGES } from './api-errors.js';
import { ATTRIBUTION_API_MESSAGES } from './attribution.js';
import { CAMPAIGN_API_MESSAGES } from './campaigns.js';
import { COORDINATOR_API_MESSAGES } from './coordinators.js';
import { FIELD_MESSAGES } from './fields.js';
import { FAMILY_API_MESSAGES } from './families.js';
import { GROUP_API_MESSAGES } from './groups.js';
import { LOGIN_MESSAGES } from './login.js';
import { MAIL_API_MESSAGES } from './mail-updates.js';
import { MONEY_API_MESSAGES } from './money.js';
import { ORDER_API_MESSAGES } from './orders.js';
import { PAPER_ORDER_API_MESSAGES } from './paper-orders.js';
import { TEAM_API_MESSAGES } from './teams.js';
import { PRIVACY_API_MESSAGES } from './privacy.js';
import { SHARE_LINK_API_MESSAGES } from './share-links.js';
import { SHARE_LINK_PUBLIC_MESSAGES } from './share-page.js';
import { STAFF_ACCOUNT_MESSAGES } from './staff-accounts.js';
import { STORE_API_MESSAGES } from './store.js';
import { WAITING_SELLER_MESSAGES } from './waiting-sellers.js';

/** "15 minutes", "1 minute", "3 seconds": how long to wait, as the too-many-attempts message says it. */
export function waitOf(seconds: number): { amount: number; unit: 'hour' | 'minute' | 'second' } {
  if (seconds >= 3600) return { amount: Math.round(seconds / 3600), unit: 'hour' };
  if (seconds >= 60) return { amount: Math.round(seconds / 60), unit: 'minute' };
  return { amount: Math.max(1, Math.ceil(seconds)), unit: 'second' };
}

export type ErrorMessage<C extends ErrorCode> = (params: ErrorParamsOf<C>) => string;
export type ErrorCatalogue<Codes extends ErrorCode = ErrorCode> = { readonly [C in Codes]: ErrorMessage<C> };

/**
 * The message of every error code, in English. Each entry says its area's sentence, so the texts the web app
 * also shows stay written once; replies take their message from here (or from the Spanish catalogue) by code.
 */
export const ERROR_MESSAGES: ErrorCatalogue = {
  AUTHENTICATION_REQUIRED: () => API_ERROR_MESSAGES.authenticationRequired,
  SESSION_EXPIRED: () => API_ERROR_MESSAGES.sessionExpired,
  FORBIDDEN: () => API_ERROR_MESSAGES.forbidden,
  NOT_FOUND: () => API_ERROR_MESSAGES.notFound,
  ROUTE_NOT_FOUND: ({ method, path }) => API_ERROR_MESSAGES.routeNotFound(method, path),
  INVALID_REQUEST: () => API_ERROR_MESSAGES.invalidRequest,
  INVALID_ADDRESS: () => API_ERROR_MESSAGES.invalidAddress,
  INVALID_JSON: () => API_ERROR_MESSAGES.invalidJson,
  UNSUPPORTED_MEDIA_TYPE: () => API_ERROR_MESSAGES.unsupportedMediaType,
  PAYLOAD_TOO_LARGE: ({ maxMegabytes }) => API_ERROR_MESSAGES.payloadTooLarge(maxMegabytes),
  RATE_LIMITED: ({ retryAfterSeconds }) => {
    const { amount, unit } = waitOf(retryAfterSeconds);
    return API_ERROR_MESSAGES.tooManyRequests(API_ERROR_MESSAGES.retryAfter(amount, unit));
  },
  INTERNAL: () => API_ERROR_MESSAGES.internal,
  DATABASE_UNAVAILABLE: () => API_ERROR_MESSAGES.databaseUnavailable,
  GROUP_CODE_INVALID: () => LOGIN_REFUSALS.invalidGroupCode,
  NO_CURRENT_CAMPAIGN: () => LOGIN_MESSAGES.noCurrentCampaign,
  SELLER_SIGN_IN_BY_CLASS: () => LOGIN_REFUSALS.signInByClass,
  SELLER_SIGN_IN_BY_NAME: () => LOGIN_REFUSALS.signInByName,
  WRONG_GROUP: () => STORE_API_MESSAGES.wrongGroup,
  CAMPAIGN_NOT_CURRENT: () => STORE_API_MESSAGES.campaignNotCurrent,
  STORE_UNREACHABLE: () => STORE_API_MESSAGES.storeUnavailable,
  STORE_REFUSED: () => STORE_API_MESSAGES.storeRefused,
  NO_STORE: () => STORE_API_MESSAGES.noStore,
  INVALID_CREDENTIALS: () => STAFF_ACCOUNT_MESSAGES.invalidCredentials,
  NO_ADMIN_YET: () => STAFF_ACCOUNT_MESSAGES.noAdminYet,
  ADMIN_ALREADY_EXISTS: () => STAFF_ACCOUNT_MESSAGES.adminAlreadyExists,
  SETUP_CODE_REJECTED: () => STAFF_ACCOUNT_MESSAGES.setupCodeRejected,
  GENERATED_SETUP_CODE_REJECTED: () => STAFF_ACCOUNT_MESSAGES.generatedSetupCodeRejected,
  CURRENT_PASSWORD_INCORRECT: () => STAFF_ACCOUNT_MESSAGES.currentPasswordIncorrect,
  NEW_PASSWORD_SAME_AS_CURRENT: () => STAFF_ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
  ADMIN_NEW_PASSWORD_TOO_SHORT: () => STAFF_ACCOUNT_MESSAGES.adminNewPasswordTooShort,
  GROUP_NOT_FOUND: () => GROUP_API_MESSAGES.groupNotFound,
  GROUP_CODE_TAKEN: () => GROUP_API_MESSAGES.groupCodeTaken,
  GROUP_HAS_COORDINATORS: ({ count }) => GROUP_API_MESSAGES.groupHasCoordinators(count),
  GROUP_HAS_ORDERS: () => GROUP_API_MESSAGES.groupHasOrders,
  CAMPAIGN_NOT_FOUND: () => CAMPAIGN_API_MESSAGES.campaignNotFound,
  CAMPAIGN_HAS_ORDERS: () => CAMPAIGN_API_MESSAGES.campaignHasOrders,
  COORDINATOR_NOT_FOUND: () => COORDINATOR_API_MESSAGES.coordinatorNotFound,
  COORDINATOR_EMAIL_TAKEN: () => COORDINATOR_API_MESSAGES.coordinatorEmailTaken,
  COORDINATOR_GROUP_MISSING: () => COORDINATOR_API_MESSAGES.coordinatorGroupMissing,
  SELLER_NOT_FOUND: () => PRIVACY_API_MESSAGES.sellerNotFound,
  ORDER_NOT_FOUND: () => ORDER_API_MESSAGES.orderNotFound,
  ORDERS_NOT_FOUND: ({ count }) => ATTRIBUTION_API_MESSAGES.ordersNotFound(count),
  ORDER_CANCELLED_IS_FINAL: () => ORDER_API_MESSAGES.cancelledIsFinal,
  ORDER_ALREADY_IN_STATUS: ({ status }) => ORDER_API_MESSAGES.alreadyInStatus(status),
  WEBHOOK_SIGNATURE_INVALID: () => ORDER_API_MESSAGES.webhookSignatureInvalid,
  WEBHOOK_PAYLOAD_INVALID: () => ORDER_API_MESSAGES.webhookPayloadInvalid,
  ATTRIBUTION_INVALID: () => ATTRIBUTION_API_MESSAGES.invalidAttribution,
  CAMPAIGN_NOT_IN_GROUP: () => ATTRIBUTION_API_MESSAGES.campaignNotInGroup,
  SELLER_NOT_IN_GROUP: () => ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
  SELLER_REQUIRED: () => ATTRIBUTION_API_MESSAGES.sellerRequired,
  SHARE_LINK_CAMPAIGN_NOT_FOUND: () => SHARE_LINK_API_MESSAGES.sellerCampaignNotFound,
  SHARE_LINK_NOT_FOUND: () => SHARE_LINK_API_MESSAGES.shareLinkNotFound,
  SHARE_LINK_ALREADY_REVOKED: () => SHARE_LINK_API_MESSAGES.shareLinkAlreadyRevoked,
  SHARE_LINK_UNAVAILABLE: () => SHARE_LINK_API_MESSAGES.shareLinkUnavailable,
  SHARE_LINK_INVALID: () => SHARE_LINK_PUBLIC_MESSAGES.notFound,
  SHARE_LINK_CLOSED: ({ reason }) => SHARE_LINK_PUBLIC_MESSAGES.unavailable(reason),
  PRODUCT_IN_USE: ({ name }) => PAPER_ORDER_API_MESSAGES.productInUse(name),
  PRODUCT_NOT_IN_CAMPAIGN: () => PAPER_ORDER_API_MESSAGES.productNotInCampaign,
  PRODUCT_LISTED_TWICE: () => PAPER_ORDER_API_MESSAGES.productListedTwice,
  PRODUCT_NAME_TWICE: () => PAPER_ORDER_API_MESSAGES.productNameTwice,
  PRODUCT_HIDDEN: () => PAPER_ORDER_API_MESSAGES.productHidden,
  PAPER_ORDER_NOT_FOUND: () => PAPER_ORDER_API_MESSAGES.paperOrderNotFound,
  PAPER_ORDER_VOIDED: () => PAPER_ORDER_API_MESSAGES.paperOrderVoided,
  FORM_NUMBER_TAKEN: ({ formNumber }) => PAPER_ORDER_API_MESSAGES.formNumberTaken(formNumber),
  IMPORT_HAS_PROBLEMS: ({ count }) => PAPER_ORDER_API_MESSAGES.importHasProblems(count),
  TURN_IN_NOT_FOUND: () => MONEY_API_MESSAGES.turnInNotFound,
  TURN_IN_VOIDED: () => MONEY_API_MESSAGES.turnInVoided,
  TURN_IN_DEPOSITED: () => MONEY_API_MESSAGES.turnInDeposited,
  PAYMENT_DEPOSITED: () => MONEY_API_MESSAGES.paymentDeposited,
  DEPOSIT_NOT_FOUND: () => MONEY_API_MESSAGES.depositNotFound,
  DEPOSIT_CONFIRMED: () => MONEY_API_MESSAGES.depositConfirmed,
  DEPOSIT_REOPENED: () => MONEY_API_MESSAGES.depositReopened,
  NOTHING_TO_DEPOSIT: () => MONEY_API_MESSAGES.nothingToDeposit,
  MONEY_NOT_ON_HAND: () => MONEY_API_MESSAGES.notOnHand,
  ENVELOPE_EMPTY: () => MONEY_API_MESSAGES.envelopeEmpty,
  MONEY_OVER_LIMIT: () => MONEY_API_MESSAGES.overLimit,
  TEAM_NOT_FOUND: () => TEAM_API_MESSAGES.teamNotFound,
  TEAM_HAS_SELLERS: ({ name }) => TEAM_API_MESSAGES.teamHasSellers(name),
  TEAM_NAME_TWICE: () => TEAM_API_MESSAGES.teamNameTwice,
  TEAM_MERGE_INTO_ITSELF: () => TEAM_API_MESSAGES.mergeIntoItself,
  TEAM_ALREADY_CHOSEN: () => TEAM_API_MESSAGES.teamAlreadyChosen,
  TEAM_PAGE_NOT_FOUND: () => TEAM_API_MESSAGES.teamPageNotFound,
  WAITING_SELLER_NOT_FOUND: () => WAITING_SELLER_MESSAGES.waitingSellerNotFound,
  DONATIONS_OFF: () => STORE_API_MESSAGES.donationsOff,
  MAIL_CONSENT_REQUIRED: () => MAIL_API_MESSAGES.consentRequired,
  MAIL_CAMPAIGN_NOT_FOUND: () => MAIL_API_MESSAGES.campaignNotFound,
  MAIL_CAMPAIGN_ENDED: () => MAIL_API_MESSAGES.campaignEnded,
  MAIL_SUBSCRIPTION_NOT_FOUND: () => MAIL_API_MESSAGES.subscriptionNotFound,
  MAIL_MESSAGE_NOT_FOUND: () => MAIL_API_MESSAGES.messageNotFound,
  PRIVACY_REQUEST_NOT_FOUND: () => PRIVACY_API_MESSAGES.privacyRequestNotFound,
  PRIVACY_REQUEST_COMPLETED: () => PRIVACY_API_MESSAGES.privacyRequestCompleted,
  FAMILY_LINK_INVALID: () => FAMILY_API_MESSAGES.linkInvalid,
  FAMILY_SESSION_INVALID: () => FAMILY_API_MESSAGES.sessionInvalid,
  FAMILY_NOTICE_CHANGED: () => FAMILY_API_MESSAGES.noticeChanged,
  FAMILY_CONSENT_REQUIRED: () => FAMILY_API_MESSAGES.consentRequired,
  FAMILY_CLASS_NOT_FOUND: () => FAMILY_API_MESSAGES.classNotFound,
  FAMILY_CHILD_NOT_FOUND: () => FAMILY_API_MESSAGES.childNotFound,
  FAMILY_CHILD_TAKEN: () => FAMILY_API_MESSAGES.childTaken,
  FIELD_REQUIRED: ({ label }) => FIELD_MESSAGES.required(label),
  FIELD_NOT_TEXT: ({ label }) => FIELD_MESSAGES.notText(label),
  FIELD_TOO_SHORT: ({ label, min }) => FIELD_MESSAGES.tooShort(label, min),
  FIELD_TOO_LONG: ({ label, max }) => FIELD_MESSAGES.tooLong(label, max),
  FIELD_NOT_ALLOWED_CHARACTER: ({ label }) => FIELD_MESSAGES.notAllowedCharacter(label),
  FIELD_INVALID_EMAIL: () => LOGIN_MESSAGES.invalidEmail,
  FIELD_INVALID_DATE: () => FIELD_MESSAGES.invalidDate,
  FIELD_INVALID: () => API_ERROR_MESSAGES.invalidRequest,
};
