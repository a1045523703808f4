import type { TSellerErasure } from '../../shared/api/privacy.js';
import type { PrincipalOf } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { forgetSharePage } from '../share-links/public-page-cache.js';
import { forgetAllTeamPages } from '../share-links/team-page-cache.js';
import { revokeSellerShareLinks } from '../share-links/queries.js';
import {
  deleteSellerSubscriptions,
  dropEmptyTallyRowsOfName,
  lockSeller,
  recordSellerErasure,
  replaceSellerIdentity,
  replaceSellerInAttributionHistory,
  replaceSellerOnOrders,
} from './erasure-queries.js';
import { initialsOf } from './initials.js';

/**
 * "Erase this seller's personal data": the name becomes initials and the e-mail is removed on the seller, on
 * every order that names them, in their orders' attribution history and in the report tallies, in one transaction
 * with its audit entry (who, when, which seller). Totals stay; the seller's report lines carry the initials from
 * then on. Their share links are revoked too, so their public pages stop at once. It holds: ingestion gives any
 * later order or update from the seller's old carts the initials (`order_attribution()`).
 */
export async function eraseSellerPersonalData(
  ctx: AppContext,
  sellerId: string,
  admin: PrincipalOf<'admin'>,
): Promise<TSellerErasure> {
  if (!isId(sellerId)) throw fail('SELLER_NOT_FOUND');
  const erased = await ctx.db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) throw fail('SELLER_NOT_FOUND');
    const initials = initialsOf(seller.name);
    const orderIds = await replaceSellerOnOrders(tx, seller, initials);
    const ordersUpdated = orderIds.length;
    await replaceSellerInAttributionHistory(tx, seller, initials, orderIds);
    await dropEmptyTallyRowsOfName(tx, seller);
    await replaceSellerIdentity(tx, seller.id, initials);
    const revokedTokens = await revokeSellerShareLinks(tx, seller.id, ctx.now());
    await deleteSellerSubscriptions(tx, seller.id);
    const { erasedAt } = await recordSellerErasure(tx, {
      sellerId: seller.id,
      groupId: seller.groupId,
      initials,
      adminId: admin.id,
      adminName: admin.name,
      ordersUpdated,
    });
    return {
      revokedTokens,
      seller: { _id: seller.id, name: initials, email: '' },
      erasedAt: new Date(erasedAt).toISOString(),
      erasedBy: admin.name,
      ordersUpdated,
    };
  });
  const { revokedTokens, ...erasure } = erased;
  // After the commit: a view racing the erasure could otherwise cache the old name again.
  for (const token of revokedTokens) forgetSharePage(ctx, token);
  forgetAllTeamPages(ctx);
  return erasure;
}
