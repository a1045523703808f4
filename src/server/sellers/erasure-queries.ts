import { sql, type SQL } from 'drizzle-orm';
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
        from sellers p join groups g on g.id = p.group_id
        where p.id = ${sellerId}
        for update of p`,
  );
  return row;
}

/** The seller's own row; raising the token version ends the seller's sessions, which still carry the old name. */
export async function replaceSellerIdentity(db: DbOrTx, sellerId: string, initials: string) {
  await db.execute(
    sql`update sellers set name = ${initials}, email = '', token_version = token_version + 1
        where id = ${sellerId}`,
  );
}

/** Whether an order's or history entry's name and group are the seller's. */
const namesSeller = (seller: ErasableSeller, name: SQL, groupCode: SQL) =>
  sql`lower(btrim(${name})) = lower(btrim(${seller.name})) and lower(${groupCode}) = lower(${seller.groupCode})`;

/** No other seller of the group bears the name (an erased one bears initials), so a bare name can only be theirs. */
const nameIsUnshared = (seller: ErasableSeller) =>
  sql`not exists (select 1 from sellers n
                  where n.group_id = ${seller.groupId} and n.id <> ${seller.id}
                    and lower(btrim(n.name)) = lower(btrim(${seller.name})))`;

/**
 * The seller's copies on orders: the orders credited to them, orders of their group that name them by e-mail and
 * name without a seller link, and orders credited by their name alone (a repair by typed name) while no namesake
 * in the group could be meant. A namesake with another e-mail keeps their orders. The report tallies follow the
 * new name through the order triggers. Answers the ids of the orders changed.
 */
export async function replaceSellerOnOrders(db: DbOrTx, seller: ErasableSeller, initials: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update orders set seller_name = ${initials}, seller_email = '', updated_at = now()
        where seller_id = ${seller.id}
           or (seller_id is null and ${namesSeller(seller, sql`seller_name`, sql`group_code`)}
               and ((${seller.email} <> '' and lower(seller_email) = lower(${seller.email}))
                    or (seller_email = '' and ${nameIsUnshared(seller)})))
        returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The seller's name in attribution history: entries that name the seller's record, and entries written without
 * one (before records were kept there, or a name typed in a repair) when they are about one of the seller's orders
 * or no namesake in the group could be meant.
 */
export async function replaceSellerInAttributionHistory(
  db: DbOrTx,
  seller: ErasableSeller,
  initials: string,
  orderIds: string[],
) {
  const sellerOrders = sql`array[${sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const side = (sellerId: SQL, name: SQL, groupCode: SQL) =>
    sql`(${sellerId} = ${seller.id}
         or (${sellerId} is null and ${namesSeller(seller, name, groupCode)}
             and (order_id = any(${sellerOrders}) or ${nameIsUnshared(seller)})))`;
  const from = side(sql`from_seller_id`, sql`from_seller_name`, sql`from_group_code`);
  const to = side(sql`to_seller_id`, sql`to_seller_name`, sql`to_group_code`);
  await db.execute(
    sql`update order_attribution_changes set
          from_seller_name = case when ${from} then ${initials} else from_seller_name end,
          to_seller_name = case when ${to} then ${initials} else to_seller_name end
        where ${from} or ${to}`,
  );
}

/**
 * The report tallies moved the seller's counts to the initials with their orders; the rows left under the old name
 * hold nothing any more and would keep the name in every backup.
 */
export async function dropEmptyTallyRowsOfName(db: DbOrTx, seller: ErasableSeller) {
  await db.execute(
    sql`delete from report_seller_days
        where group_id = ${seller.groupId} and lower(btrim(seller_name)) = lower(btrim(${seller.name}))
          and order_count = 0 and item_count = 0 and sales_cents = 0 and product_sales_cents = 0`,
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
          (seller_id, group_id, seller_initials, erased_by_admin_id, erased_by_name, orders_updated)
        values (${entry.sellerId}, ${entry.groupId}, ${entry.initials}, ${entry.adminId}, ${entry.adminName},
                ${entry.ordersUpdated})
        returning erased_at as "erasedAt"`,
  );
  return row!;
}

/** Erasing a seller's personal data deletes every subscription about them, with its messages and consents. */
export async function deleteSellerSubscriptions(db: DbOrTx, sellerId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from mail_subscriptions where seller_id = ${sellerId} returning id`,
  );
  return rows.length;
}
