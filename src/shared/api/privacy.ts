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
