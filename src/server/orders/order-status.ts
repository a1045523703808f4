import type { TOrder } from '../../shared/api/orders.js';
import type { AdminSettableStatus } from '../../shared/order-status.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
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
    if (current.status === 'cancelled') throw fail('ORDER_CANCELLED_IS_FINAL');
    if (current.status === status) throw fail('ORDER_ALREADY_IN_STATUS', { status });
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
