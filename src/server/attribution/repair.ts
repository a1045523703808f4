import { sql } from 'drizzle-orm';
import type { TBulkAttributionBody, TOrderAttributionBody } from '../../shared/api/attribution.js';
import type { PrincipalOf } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import { queryRows, type Tx } from '../db/database.js';
import { uuidArray } from '../db/sql-arrays.js';
import type { ErrorCode } from '../../shared/api/error-codes.js';
import { fail } from '../errors.js';
import type { OrderCredit } from '../lib/order-credit.js';

type Credit = Omit<TOrderAttributionBody, 'reason'> & { reason: string };

interface ResolvedCredit extends OrderCredit {
  sellerEmail: string;
}

/** The group, campaign and seller an administrator named, each checked to belong together. */
async function resolveCredit(tx: Tx, credit: Credit): Promise<ResolvedCredit> {
  const [row] = await queryRows<{
    groupCode: string;
    campaignName: string | null;
    sellerName: string | null;
    sellerEmail: string | null;
  }>(
    tx,
    sql`select g.code as "groupCode", c.name as "campaignName", p.name as "sellerName", p.email as "sellerEmail"
        from groups g
        left join campaigns c on c.id = ${credit.campaignId} and c.group_id = g.id
        left join sellers p on p.id = ${credit.sellerId ?? null}::uuid and p.group_id = g.id
        where g.id = ${credit.groupId}`,
  );
  const invalid = (field: string, code: ErrorCode) =>
    fail('ATTRIBUTION_INVALID', undefined, [{ field, code }]);
  if (!row) throw invalid('groupId', 'GROUP_NOT_FOUND');
  if (row.campaignName === null) throw invalid('campaignId', 'CAMPAIGN_NOT_IN_GROUP');
  if (credit.sellerId && row.sellerName === null) {
    throw invalid('sellerId', 'SELLER_NOT_IN_GROUP');
  }
  const sellerName = credit.sellerId ? row.sellerName!.trim() : (credit.sellerName ?? '').trim();
  if (!sellerName) throw invalid('sellerName', 'SELLER_REQUIRED');
  return {
    groupId: credit.groupId,
    groupCode: row.groupCode,
    campaignId: credit.campaignId,
    campaignName: row.campaignName,
    sellerId: credit.sellerId ?? null,
    sellerName,
    sellerEmail: credit.sellerId ? row.sellerEmail!.toLowerCase() : '',
  };
}

/**
 * Credits the orders to the group, campaign and seller, all or none, and records each change with who made it
 * and why. The order triggers move the counters and report tallies in the same transaction, so every list and
 * total shows the repair at once.
 */
async function creditOrders(
  ctx: AppContext,
  orderIds: string[],
  credit: Credit,
  admin: PrincipalOf<'admin'>,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const target = await resolveCredit(tx, credit);
    const ids = uuidArray(orderIds);
    const [result] = await queryRows<{ found: number; updated: number }>(
      tx,
      sql`with previous as (
            select id, group_id, group_code, campaign_name, seller_name, seller_id
            -- A paper order is credited on its form (an edit), never by a repair.
            from orders where id = any(${ids}) and source = 'store' order by id for update
          ), changed as (
            update orders o set
              group_id = ${target.groupId}, group_code = ${target.groupCode},
              campaign_id = ${target.campaignId}, campaign_name = ${target.campaignName},
              seller_id = ${target.sellerId}::uuid, seller_name = ${target.sellerName},
              seller_email = ${target.sellerEmail},
              handoff_id = case when o.group_id is distinct from ${target.groupId}::uuid then null else o.handoff_id end,
              attribution_source = 'admin', updated_at = now()
            from previous
            where o.id = previous.id
            returning o.id
          ), audit as (
            insert into order_attribution_changes
              (order_id, changed_by_kind, changed_by_admin_id, changed_by_name, from_group_code,
               from_campaign_name, from_seller_name, from_seller_id, to_group_code, to_campaign_name,
               to_seller_name, to_seller_id, reason)
            select id, 'admin', ${admin.id}, ${admin.name}, group_code, campaign_name, seller_name, seller_id,
                   ${target.groupCode}, ${target.campaignName}, ${target.sellerName}, ${target.sellerId}::uuid,
                   ${credit.reason}
            from previous
          )
          select (select count(*) from previous)::int as found, (select count(*) from changed)::int as updated`,
    );
    const missing = orderIds.length - (result?.found ?? 0);
    if (missing > 0) {
      // Rolling back undoes the update and the audit rows: a bulk repair is all or nothing.
      throw orderIds.length === 1 ? fail('ORDER_NOT_FOUND') : fail('ORDERS_NOT_FOUND', { count: missing });
    }
    return result!.updated;
  });
}

export function creditOrder(
  ctx: AppContext,
  orderId: string,
  body: TOrderAttributionBody & { reason: string },
  admin: PrincipalOf<'admin'>,
) {
  return creditOrders(ctx, [orderId], body, admin);
}

export function creditOrdersInBulk(
  ctx: AppContext,
  body: Omit<TBulkAttributionBody, 'orderIds'> & { orderIds: string[]; reason: string },
  admin: PrincipalOf<'admin'>,
) {
  return creditOrders(ctx, body.orderIds, body, admin);
}
