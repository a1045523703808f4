import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

export interface ErasableSeller {
  id: string;
  groupId: string;
  groupCode: string;
  name: string;
  email: string;
}

/** The seller with their group's code, locked until the transaction ends. */
export async function lockSeller(db: DbOrTx, sellerId: string): Promise<ErasableSeller | undefined> {
  const [row] = await queryRows<ErasableSeller>(
    db,
    sql`select p.id, p.group_id as "groupId", g.code as "groupCode", p.name, p.email
        from participants p join groups g on g.id = p.group_id
        where p.id = ${sellerId}
        for update of p`,
  );
  return row;
}

/** The seller's own row; raising the token version ends the seller's sessions, which still carry the old name. */
export async function replaceSellerIdentity(db: DbOrTx, sellerId: string, initials: string) {
  await db.execute(
    sql`update participants set name = ${initials}, email = '', token_version = token_version + 1
        where id = ${sellerId}`,
  );
}

/**
 * The seller's copies on orders: the orders credited to them, and orders of their group that name them by e-mail
 * and name without a seller link. The report tallies follow the new name through the order triggers.
 */
export async function replaceSellerOnOrders(db: DbOrTx, seller: ErasableSeller, initials: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update orders set student_name = ${initials}, student_email = '', updated_at = now()
        where participant_id = ${seller.id}
           or (participant_id is null and ${seller.email} <> ''
               and lower(group_code) = lower(${seller.groupCode})
               and lower(student_email) = lower(${seller.email})
               and lower(btrim(student_name)) = lower(btrim(${seller.name})))
        returning id`,
  );
  return rows.length;
}

/** The seller's name in the attribution history of their group's orders. */
export async function replaceSellerInAttributionHistory(
  db: DbOrTx,
  seller: ErasableSeller,
  initials: string,
) {
  const sameSeller = (name: ReturnType<typeof sql.raw>, groupCode: ReturnType<typeof sql.raw>) =>
    sql`lower(btrim(${name})) = lower(btrim(${seller.name})) and lower(${groupCode}) = lower(${seller.groupCode})`;
  await db.execute(
    sql`update order_attribution_changes set
          from_seller_name = case when ${sameSeller(sql.raw('from_seller_name'), sql.raw('from_group_code'))}
            then ${initials} else from_seller_name end,
          to_seller_name = case when ${sameSeller(sql.raw('to_seller_name'), sql.raw('to_group_code'))}
            then ${initials} else to_seller_name end
        where (${sameSeller(sql.raw('from_seller_name'), sql.raw('from_group_code'))})
           or (${sameSeller(sql.raw('to_seller_name'), sql.raw('to_group_code'))})`,
  );
}

export async function recordSellerErasure(
  db: DbOrTx,
  entry: {
    sellerId: string;
    groupId: string;
    initials: string;
    adminId: string;
    adminName: string;
    ordersUpdated: number;
  },
) {
  const [row] = await queryRows<{ erasedAt: Date | string }>(
    db,
    sql`insert into seller_erasures
          (participant_id, group_id, seller_initials, erased_by_admin_id, erased_by_name, orders_updated)
        values (${entry.sellerId}, ${entry.groupId}, ${entry.initials}, ${entry.adminId}, ${entry.adminName},
                ${entry.ordersUpdated})
        returning erased_at as "erasedAt"`,
  );
  return row!;
}
