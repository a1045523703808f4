import {
  PRIVACY_REQUEST_LIMIT,
  type THeldOrder,
  type TPrivacyRequest,
  type TPrivacyRequests,
  type TPrivacyRequestSent,
} from '../../shared/api/privacy.js';
import type { PrincipalOf } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import {
  completePrivacyRequest,
  heldOrdersOf,
  listOpenPrivacyRequests,
  lockPrivacyRequest,
  type HeldOrderRow,
  type PrivacyRequestRow,
} from './queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

function presentOrder(row: HeldOrderRow): THeldOrder {
  const { id, orderDate, groupName, ...fields } = row;
  return { _id: id, ...fields, orderDate: iso(orderDate), groupName: groupName ?? '' };
}

async function presentRequest(ctx: AppContext, row: PrivacyRequestRow): Promise<TPrivacyRequest> {
  const held = await heldOrdersOf(ctx.db, {
    orderIds: row.ordersRequested,
    email: row.buyerEmail.toLowerCase(),
  });
  return {
    _id: row.id,
    storeRequestId: row.storeRequestId,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    ordersRequested: row.ordersRequested,
    receivedAt: iso(row.receivedAt),
    orders: held.map(presentOrder),
  };
}

/**
 * The open privacy requests, oldest first, each with what the portal holds about the buyer now: read from the
 * orders as they are (an erasure or a redaction since shows what is left), never from a copy.
 */
export async function openPrivacyRequests(ctx: AppContext): Promise<TPrivacyRequests> {
  const rows = await listOpenPrivacyRequests(ctx.db, PRIVACY_REQUEST_LIMIT);
  const requests: TPrivacyRequest[] = [];
  for (const row of rows) requests.push(await presentRequest(ctx, row));
  return { requests };
}

/** "Mark as sent": the administrator sent the store what the portal holds; recorded with their name and the time. */
export async function markPrivacyRequestSent(
  ctx: AppContext,
  requestId: string,
  admin: PrincipalOf<'admin'>,
): Promise<TPrivacyRequestSent> {
  if (!isId(requestId)) throw fail('PRIVACY_REQUEST_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const request = await lockPrivacyRequest(tx, requestId);
    if (!request) throw fail('PRIVACY_REQUEST_NOT_FOUND');
    if (request.completedAt !== null) throw fail('PRIVACY_REQUEST_COMPLETED');
    const { completedAt } = await completePrivacyRequest(tx, requestId, admin.name);
    return { _id: requestId, completedAt: iso(completedAt), completedBy: admin.name };
  });
}
