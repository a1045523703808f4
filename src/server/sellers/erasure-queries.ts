import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { uuidArray } from '../db/sql-arrays.js';

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

/**
 * The money lock of every campaign of the seller's group, shared (`lockCampaign` in paper-orders/paper-campaign.ts,
 * decision 23), taken before any row the erasure writes: it rewrites envelopes, money items and deposits as other
 * writers of a campaign's money do, so it runs beside paper orders and turn-ins but never while a deposit moves money.
 */
export async function lockGroupMoney(db: DbOrTx, groupId: string) {
  await db.execute(sql`select 1 from campaigns where group_id = ${groupId} order by id for share`);
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
  const sellerOrders = uuidArray(orderIds);
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
export async function dropEmptyTallyRowsOfName(db: DbOrTx, seller: Pick<ErasableSeller, 'groupId' | 'name'>) {
  await db.execute(
    sql`delete from report_seller_days
        where group_id = ${seller.groupId} and lower(btrim(seller_name)) = lower(btrim(${seller.name}))
          and order_count = 0 and item_count = 0 and sales_cents = 0 and product_sales_cents = 0`,
  );
}

/** Who asked for an erasure: an administrator, or a parent removing a child or the whole family. */
export type ErasureRequester =
  { kind: 'admin'; adminId: string; name: string } | { kind: 'parent'; parentId: string };

/** The audit entry; a parent is named by id only, so the erasure keeps no copy of the parent's address. */
export async function recordSellerErasure(
  db: DbOrTx,
  entry: {
    sellerId: string;
    groupId: string;
    initials: string;
    requester: ErasureRequester;
    ordersUpdated: number;
  },
) {
  const { requester } = entry;
  const adminId = requester.kind === 'admin' ? requester.adminId : null;
  const parentId = requester.kind === 'parent' ? requester.parentId : null;
  const name = requester.kind === 'admin' ? requester.name : '';
  const [row] = await queryRows<{ erasedAt: Date | string }>(
    db,
    sql`insert into seller_erasures
          (seller_id, group_id, seller_initials, erased_by_kind, erased_by_admin_id, erased_by_parent_id,
           erased_by_name, orders_updated)
        values (${entry.sellerId}, ${entry.groupId}, ${entry.initials}, ${requester.kind}, ${adminId}, ${parentId},
                ${name}, ${entry.ordersUpdated})
        returning erased_at as "erasedAt"`,
  );
  return row!;
}

/** Erasing a seller's personal data deletes every subscription about them, with its messages and consents. */
/**
 * An erased child leaves its family: the link keeps its record and says when (a parent's removal stamps it first),
 * so the family page no longer lists a child it could only show by initials.
 */
export async function endFamilyLink(db: DbOrTx, sellerId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update family_children set withdrawn_at = ${now} where seller_id = ${sellerId} and withdrawn_at is null`,
  );
}

export async function deleteSellerSubscriptions(db: DbOrTx, sellerId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from mail_subscriptions where seller_id = ${sellerId} returning id`,
  );
  return rows.length;
}

/**
 * The store's privacy requests made with the seller's e-mail (she, or her family, bought with it) lose it; the
 * request stays, with the orders it names, for the administrator to answer.
 */
export async function eraseEmailFromPrivacyRequests(db: DbOrTx, email: string): Promise<void> {
  await queryRows(
    db,
    sql`update privacy_requests set buyer_email = ''
        where ${email} <> '' and lower(buyer_email) = lower(${email})
        returning id`,
  );
}

/** Whether another seller, in the seller's group or in any, bears the seller's name or uses the seller's e-mail. */
export interface NameSharing {
  nameInGroup: boolean;
  nameAnywhere: boolean;
  emailInGroup: boolean;
  emailAnywhere: boolean;
}

export async function findNameSharing(db: DbOrTx, seller: ErasableSeller): Promise<NameSharing> {
  const others = sql`select 1 from sellers n where n.id <> ${seller.id}`;
  const sameName = sql`lower(btrim(n.name)) = lower(btrim(${seller.name}))`;
  const sameEmail = sql`${seller.email} <> '' and lower(n.email) = lower(${seller.email})`;
  const [row] = await queryRows<NameSharing>(
    db,
    sql`select
          exists (${others} and n.group_id = ${seller.groupId} and ${sameName}) as "nameInGroup",
          exists (${others} and ${sameName}) as "nameAnywhere",
          exists (${others} and n.group_id = ${seller.groupId} and ${sameEmail}) as "emailInGroup",
          exists (${others} and ${sameEmail}) as "emailAnywhere"`,
  );
  return row!;
}

/**
 * The seller's envelopes (by record, or by the name typed on them while no namesake in the group could be meant)
 * and the money received with them, with their paper orders or in their name, take the initials, so that a balance,
 * which groups by name, stays one row. Locked first in the order a correction and a deposit lock them (envelope,
 * then its money oldest first). Answers the ids changed.
 */
export async function replaceSellerInMoney(
  db: DbOrTx,
  seller: ErasableSeller,
  initials: string,
  orderIds: string[],
) {
  const namedUnlinked = sql`seller_id is null and group_id = ${seller.groupId}
    and lower(btrim(seller_name)) = lower(btrim(${seller.name})) and ${nameIsUnshared(seller)}`;
  const turnInsOfSeller = sql`group_id = ${seller.groupId} and (seller_id = ${seller.id} or (${namedUnlinked}))`;
  await db.execute(sql`select 1 from turn_ins where ${turnInsOfSeller} order by id for update`);
  const turnIns = await queryRows<{ id: string }>(
    db,
    sql`update turn_ins set seller_name = ${initials} where ${turnInsOfSeller} returning id`,
  );
  const turnInIds = turnIns.map((row) => row.id);
  const itemsOfSeller = sql`group_id = ${seller.groupId}
    and (seller_id = ${seller.id} or paper_order_id = any(${uuidArray(orderIds)})
         or turn_in_id = any(${uuidArray(turnInIds)}) or (${namedUnlinked}))`;
  await db.execute(
    sql`select 1 from money_items where ${itemsOfSeller}
        order by received_at, kind, check_number, id for update`,
  );
  const items = await queryRows<{ id: string }>(
    db,
    sql`update money_items set seller_name = ${initials} where ${itemsOfSeller} returning id`,
  );
  return { turnInIds, itemIds: items.map((row) => row.id) };
}

/**
 * A table's columns where people write a seller's name or e-mail in their own words: `text` for free text (notes,
 * reasons), `name` for a column holding one person's name (a check's payer), `json` for a JSON document whose string
 * values may hold them, and `buyer` for an order's buyer, rewritten only when the buyer is the seller.
 */
export interface MentionColumn {
  column: string;
  kind: 'text' | 'name' | 'json' | 'buyer';
}

export interface MentionSource {
  table: string;
  columns: MentionColumn[];
  /** The rows to look at (alias `r`): the seller's group's and the seller's own. */
  scope: SQL;
  /** Rows about the seller: their orders, their envelopes, changes of them. */
  tied: SQL;
  /** Rows of no group, where a name is compared with every seller's. */
  groupless?: SQL;
  /** More assignments of a rewritten row, as `updated_at = now()`. */
  touch?: SQL;
}

export interface MentionRow {
  id: string;
  tied: boolean;
  groupless: boolean;
  values: Record<string, unknown>;
}

const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The rows of a source whose columns contain one of the terms, in any case. */
export async function findMentions(
  db: DbOrTx,
  source: MentionSource,
  terms: string[],
): Promise<MentionRow[]> {
  if (terms.length === 0) return [];
  const columns = source.columns.map(({ column }) => sql.raw(`r.${column}`));
  const rows = await queryRows<{ id: string; tied: boolean; groupless: boolean } & Record<string, unknown>>(
    db,
    sql`select r.id, coalesce((${source.tied}), false) as tied,
          coalesce((${source.groupless ?? sql`false`}), false) as groupless,
          ${sql.join(
            source.columns.map(({ column }) => sql.raw(`r.${column} as "${column}"`)),
            sql`, `,
          )}
        from ${sql.raw(source.table)} r
        where (${source.scope})
          and concat_ws(' ', ${sql.join(
            columns.map((column) => sql`${column}::text`),
            sql`, `,
          )}) ilike any (array[${sql.join(
            terms.map((term) => sql`${containing(term)}`),
            sql`, `,
          )}]::text[])`,
  );
  return rows.map(({ id, tied, groupless, ...values }) => ({ id, tied, groupless, values }));
}

/** Writes the rewritten columns of rows found by `findMentions`, in one statement. */
export async function rewriteMentions(
  db: DbOrTx,
  source: MentionSource,
  rows: { id: string; values: Record<string, unknown> }[],
) {
  if (rows.length === 0) return;
  const record = source.columns
    .map(({ column, kind }) => `${column} ${kind === 'json' ? 'jsonb' : 'text'}`)
    .join(', ');
  const assignments = source.columns.map(({ column }) => sql.raw(`${column} = x.${column}`));
  await db.execute(
    sql`update ${sql.raw(source.table)} r
        set ${sql.join([...assignments, ...(source.touch ? [source.touch] : [])], sql`, `)}
        from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ id: row.id, ...row.values })))}::jsonb)
          as x(${sql.raw(`id uuid, ${record}`)})
        where r.id = x.id`,
  );
}

/**
 * Where people may have written the seller's name or e-mail in their own words, beyond the columns that name the
 * seller by rule: order notes (and a buyer who is the seller), the reasons and JSON changes of paper orders and
 * attribution repairs, and deposits' notes and lists of checks.
 */
export function orderMentionSources(seller: ErasableSeller, orderIds: string[]): MentionSource[] {
  const orders = uuidArray(orderIds);
  const ofGroupOrOwn = sql`(o.group_id = ${seller.groupId} or o.id = any(${orders}))`;
  return [
    {
      table: 'orders',
      columns: [
        { column: 'note', kind: 'text' },
        { column: 'buyer_first_name', kind: 'buyer' },
        { column: 'buyer_last_name', kind: 'buyer' },
        { column: 'buyer_email', kind: 'buyer' },
      ],
      scope: sql`r.id = any(${orders}) or r.group_id = ${seller.groupId} or r.group_id is null`,
      tied: sql`r.id = any(${orders})`,
      groupless: sql`r.group_id is null`,
      touch: sql`updated_at = now()`,
    },
    {
      table: 'paper_order_changes',
      columns: [
        { column: 'reason', kind: 'text' },
        { column: 'changes', kind: 'json' },
      ],
      scope: sql`exists (select 1 from orders o where o.id = r.order_id and ${ofGroupOrOwn})`,
      tied: sql`r.order_id = any(${orders})`,
    },
    {
      table: 'order_attribution_changes',
      columns: [{ column: 'reason', kind: 'text' }],
      scope: sql`exists (select 1 from orders o where o.id = r.order_id and ${ofGroupOrOwn})
                 or r.from_seller_id = ${seller.id} or r.to_seller_id = ${seller.id}`,
      tied: sql`r.order_id = any(${orders}) or r.from_seller_id = ${seller.id} or r.to_seller_id = ${seller.id}`,
      groupless: sql`exists (select 1 from orders o where o.id = r.order_id and o.group_id is null)`,
    },
    {
      table: 'deposits',
      columns: [
        { column: 'note', kind: 'text' },
        { column: 'reopen_reason', kind: 'text' },
        { column: 'checks', kind: 'json' },
      ],
      scope: sql`r.group_id = ${seller.groupId}`,
      tied: sql`false`,
    },
  ];
}

/** The same for money: envelopes' notes and void reasons, checks' payers, and the reasons of money changes. */
export function moneyMentionSources(
  seller: ErasableSeller,
  mine: { turnInIds: string[]; itemIds: string[] },
): MentionSource[] {
  const turnIns = uuidArray(mine.turnInIds);
  return [
    {
      table: 'turn_ins',
      columns: [
        { column: 'note', kind: 'text' },
        { column: 'void_reason', kind: 'text' },
      ],
      scope: sql`r.group_id = ${seller.groupId}`,
      tied: sql`r.id = any(${turnIns})`,
    },
    {
      table: 'money_items',
      columns: [{ column: 'payer_name', kind: 'name' }],
      scope: sql`r.group_id = ${seller.groupId}`,
      tied: sql`r.id = any(${uuidArray(mine.itemIds)})`,
    },
    {
      table: 'money_changes',
      columns: [
        { column: 'reason', kind: 'text' },
        { column: 'details', kind: 'json' },
      ],
      scope: sql`r.group_id = ${seller.groupId}`,
      tied: sql`r.subject_id = any(${turnIns})`,
    },
  ];
}
