import type { TOrder } from '../../shared/api/orders.js';
import type { AdminSettableStatus } from '../../shared/order-status.js';
import { ORDER_API_MESSAGES } from '../../shared/texts/orders.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict } from '../errors.js';
import { isId } from '../lib/ids.js';
import { getOrder, orderNotFound } from './order-lists.js';
import { lockOrderStatus, setAdminStatus } from './queries.js';

/** Administrators move orders among open, processing and shipped; a cancelled order stays cancelled. */
export async function setOrderStatus(
  ctx: AppContext,
  orderId: string,
  status: AdminSettableStatus,
  admin: { id: string; name: string },
): Promise<TOrder> {
  if (!isId(orderId)) throw orderNotFound();
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, orderId);
    if (!current) throw orderNotFound();
    if (current.status === 'cancelled') throw conflict(ORDER_API_MESSAGES.cancelledIsFinal);
    if (current.status === status) throw badRequest(ORDER_API_MESSAGES.alreadyInStatus(status));
    await setAdminStatus(tx, {
      orderId,
      from: current.status,
      to: status,
      adminId: admin.id,
      adminName: admin.name,
    });
  });
  return getOrder(ctx, orderId, { kind: 'all' }, { kind: 'admin' });
}
