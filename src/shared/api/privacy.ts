import { z } from 'zod';
import { idField, isoDateTime, successOf } from './fields.js';
import { routePath } from './route-path.js';

/** Paths of the personal data actions below `/api`; administrators only. */
export const PRIVACY_API_ROUTES = {
  sellerErasure: '/admin/sellers/:id/erase-personal-data',
} as const;

export const PRIVACY_API_PATHS = {
  sellerErasure: (sellerId: string) => routePath(PRIVACY_API_ROUTES.sellerErasure, { id: sellerId }),
} as const;

/** The seller as it is after the erasure (initials, no e-mail) and the audit entry written. */
export const ZSellerErasure = z.object({
  seller: z.object({ _id: idField, name: z.string(), email: z.string() }),
  erasedAt: isoDateTime,
  erasedBy: z.string(),
  ordersUpdated: z.number().int(),
});
export type TSellerErasure = z.infer<typeof ZSellerErasure>;
export const ZSellerErasureReply = successOf(ZSellerErasure).extend({ message: z.string() });
export type TSellerErasureReply = z.infer<typeof ZSellerErasureReply>;

/** The store's privacy requests (`customers/data_request`): administrators only. */
export const PRIVACY_REQUEST_API_ROUTES = {
  /** The open requests, oldest first, each with what the portal holds about the buyer (GET). */
  privacyRequests: '/admin/privacy-requests',
  /** "Mark as sent": the answer went to the store; completes the request (POST, no body). */
  privacyRequestSent: '/admin/privacy-requests/:id/sent',
} as const;

export const PRIVACY_REQUEST_API_PATHS = {
  privacyRequests: () => PRIVACY_REQUEST_API_ROUTES.privacyRequests,
  privacyRequestSent: (requestId: string) =>
    routePath(PRIVACY_REQUEST_API_ROUTES.privacyRequestSent, { id: requestId }),
} as const;

/** The most open requests the screen lists. */
export const PRIVACY_REQUEST_LIMIT = 200;

/** One store order the portal holds about the buyer, with the buyer's fields as stored. */
export const ZHeldOrder = z.object({
  _id: idField,
  orderNumber: z.string(),
  storeOrderId: z.string(),
  orderDate: isoDateTime,
  groupCode: z.string(),
  groupName: z.string(),
  buyerFirstName: z.string(),
  buyerLastName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  shippingAddress1: z.string(),
  shippingAddress2: z.string(),
  shippingCity: z.string(),
  shippingProvince: z.string(),
  shippingZip: z.string(),
  shippingCountry: z.string(),
  note: z.string(),
});
export type THeldOrder = z.infer<typeof ZHeldOrder>;

export const ZPrivacyRequest = z.object({
  _id: idField,
  storeRequestId: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  ordersRequested: z.array(z.string()),
  receivedAt: isoDateTime,
  /** The store orders named in the request or bought with the buyer's e-mail, oldest first. */
  orders: z.array(ZHeldOrder),
});
export type TPrivacyRequest = z.infer<typeof ZPrivacyRequest>;

export const ZPrivacyRequests = z.object({ requests: z.array(ZPrivacyRequest) });
export type TPrivacyRequests = z.infer<typeof ZPrivacyRequests>;
export const ZPrivacyRequestsReply = successOf(ZPrivacyRequests);

/** The completed request: when and by whom. */
export const ZPrivacyRequestSent = z.object({
  _id: idField,
  completedAt: isoDateTime,
  completedBy: z.string(),
});
export type TPrivacyRequestSent = z.infer<typeof ZPrivacyRequestSent>;
export const ZPrivacyRequestSentReply = successOf(ZPrivacyRequestSent).extend({ message: z.string() });
export type TPrivacyRequestSentReply = z.infer<typeof ZPrivacyRequestSentReply>;
