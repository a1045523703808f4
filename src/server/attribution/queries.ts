import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { MAX_MONEY_CENTS } from '../../shared/money.js';
import { ORDER_NEEDS_ATTENTION_SQL, realOrder } from '../db/schema.js';
import { ORDER_LIST_COLUMNS, type OrderListRow } from '../orders/queries.js';

/** The attention predicate on the orders alias `o`, the same expression as the partial index's. */
const needsAttention = sql.raw(ORDER_NEEDS_ATTENTION_SQL);

export interface AttentionRow extends OrderListRow {
  sellerId: string | null;
  note: string;
  amountOverLimit: boolean;
}

/**
 * An order with an amount above the money limit (the rule of `amountOverLimit` in `orders/store-order.ts`): its
 * total, shipping, products and donations, or its lines with its donations. Ingestion credits it to nobody.
 */
const AMOUNT_OVER_LIMIT = sql`greatest(o.total_cents, o.shipping_cents, o.total_product_cents + o.donation_cents,
    o.donation_cents + coalesce((select sum(i.price_cents * i.quantity) from order_items i where i.order_id = o.id), 0))
  > ${sql.raw(String(MAX_MONEY_CENTS))}`;

export function listAttentionOrders(db: DbOrTx, limit: number, offset: number) {
  return queryRows<AttentionRow>(
    db,
    sql`select ${ORDER_LIST_COLUMNS}, o.seller_id as "sellerId", o.note, ${AMOUNT_OVER_LIMIT} as "amountOverLimit"
        from orders o
        where ${needsAttention}
        order by o.store_created_at desc, o.id desc
        limit ${limit} offset ${offset}`,
  );
}

export async function countAttentionOrders(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from orders where ${needsAttention}`,
  );
  return row?.total ?? 0;
}

export interface SuggestionSubject {
  id: string;
  groupId: string | null;
  groupCode: string;
  sellerName: string;
  buyerEmail: string;
  note: string;
  storeCreatedAt: Date | string;
}

export async function findSuggestionSubject(db: DbOrTx, orderId: string) {
  const [row] = await queryRows<SuggestionSubject>(
    db,
    sql`select id, group_id as "groupId", group_code as "groupCode", seller_name as "sellerName",
          buyer_email as "buyerEmail", note, store_created_at as "storeCreatedAt"
        from orders where id = ${orderId}`,
  );
  return row;
}

/** A candidate credit as the suggestion queries find it. */
export interface CandidateRow {
  groupId: string;
  groupCode: string;
  groupName: string;
  campaignId: string | null;
  campaignName: string | null;
  sellerId: string | null;
  sellerName: string;
  at: Date | string | null;
  orderNumber: string | null;
}

/** The group's campaign running on the order's day, the most recently started first. */
const campaignOnOrderDay = (groupId: SQL, createdAt: Date | string, timeZone: string) =>
  sql`(select c.id from campaigns c
        where c.group_id = ${groupId}
          and c.start_date <= (${createdAt}::timestamptz at time zone ${timeZone})::date
          and c.end_date >= (${createdAt}::timestamptz at time zone ${timeZone})::date
        order by c.is_active desc, c.start_date desc, c.id limit 1)`;

/** Portal hand-offs in the hours before the order by sellers whose e-mail is the buyer's. */
export function handoffsByBuyerEmail(db: DbOrTx, subject: SuggestionSubject, hours: number) {
  return queryRows<CandidateRow>(
    db,
    sql`select g.id as "groupId", g.code as "groupCode", g.name as "groupName", c.id as "campaignId",
          c.name as "campaignName", p.id as "sellerId", p.name as "sellerName", h.created_at as at,
          null as "orderNumber"
        from sellers p
        join store_handoffs h on h.seller_id = p.id
        join groups g on g.id = h.group_id
        join campaigns c on c.id = h.campaign_id
        where lower(p.email) = ${subject.buyerEmail}
          and h.created_at <= ${subject.storeCreatedAt}::timestamptz + interval '5 minutes'
          and h.created_at >= ${subject.storeCreatedAt}::timestamptz - make_interval(hours => ${hours})
        order by h.created_at desc
        limit 3`,
  );
}

/** The buyer's earlier orders that are credited to a seller (by the portal or by an administrator). */
export function earlierCreditedOrders(db: DbOrTx, subject: SuggestionSubject, timeZone: string) {
  return queryRows<CandidateRow>(
    db,
    sql`select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
          coalesce(${campaignOnOrderDay(sql`g.id`, subject.storeCreatedAt, timeZone)}, o.campaign_id) as "campaignId",
          null as "campaignName", o.seller_id as "sellerId", btrim(o.seller_name) as "sellerName",
          o.store_created_at as at, o.shopify_order_number as "orderNumber"
        from orders o
        join groups g on g.id = o.group_id
        where o.buyer_email = ${subject.buyerEmail}
          and o.store_created_at < ${subject.storeCreatedAt}::timestamptz
          and o.id <> ${subject.id}
          and ${realOrder('o')} and btrim(o.seller_name) <> ''
          and (o.attribution_source = 'admin' or (o.seller_id is not null and o.attribution_verified))
        order by o.store_created_at desc
        limit 3`,
  );
}

export function listGroupCodes(db: DbOrTx) {
  return queryRows<{ id: string; code: string; name: string }>(
    db,
    sql`select id, code, name from groups order by code`,
  );
}

/** The campaign of a group on the order's day, and the group's seller of a given name (both may be missing). */
export async function groupCreditOnOrderDay(
  db: DbOrTx,
  groupId: string,
  sellerName: string,
  subject: SuggestionSubject,
  timeZone: string,
) {
  const [row] = await queryRows<{
    campaignId: string | null;
    sellerId: string | null;
    sellerName: string | null;
  }>(
    db,
    sql`select ${campaignOnOrderDay(sql`${groupId}::uuid`, subject.storeCreatedAt, timeZone)} as "campaignId",
          p.id as "sellerId", p.name as "sellerName"
        from (select 1) one
        left join lateral (
          select id, name from sellers
          where group_id = ${groupId} and ${sellerName} <> '' and lower(btrim(name)) = lower(btrim(${sellerName}))
          order by last_login_at desc limit 1
        ) p on true`,
  );
  return row;
}

/**
 * More sellers than this sharing one name (in the order's group, or anywhere when it has none) make that name no
 * evidence: "For Emma" among forty Emmas points at none of them. It also bounds what each name reads.
 */
export const COMMON_NAME_SELLERS = 25;

/**
 * Sellers whose whole name is one of the given phrases (runs of one to three words of the order's note), or
 * equals the seller name on its cart, within the order's group when it has one (otherwise in any group), most
 * recently signed in first. Each name is an equality lookup on the name index that reads at most
 * COMMON_NAME_SELLERS + 1 sellers, however many the portal has; a name shared by more is left out.
 */
export function sellersNamedByOrder(
  db: DbOrTx,
  subject: SuggestionSubject,
  notePhrases: string[],
  timeZone: string,
) {
  const inGroup = subject.groupId ? sql`and p.group_id = ${subject.groupId}` : sql``;
  const cartName = subject.groupId ? subject.sellerName.trim().toLowerCase() : '';
  const phrases = sql`array[${sql.join(
    ['', ...notePhrases].map((phrase) => sql`${phrase}`),
    sql`, `,
  )}]::text[]`;
  return queryRows<CandidateRow & { inNote: boolean }>(
    db,
    sql`select g.id as "groupId", g.code as "groupCode", g.name as "groupName",
          ${campaignOnOrderDay(sql`g.id`, subject.storeCreatedAt, timeZone)} as "campaignId",
          null as "campaignName", named.id as "sellerId", named.name as "sellerName", null::timestamptz as at,
          null as "orderNumber", named.wanted = any(${phrases}) as "inNote"
        from (
          select wanted.name as wanted, p.id, p.group_id, p.name, p.last_login_at,
                 count(*) over (partition by wanted.name) as sharing
          from (select distinct unnest(${phrases} || ${cartName}::text) as name) wanted
          cross join lateral (
            select p.id, p.group_id, p.name, p.last_login_at from sellers p
            where lower(btrim(p.name)) = wanted.name ${inGroup}
            limit ${COMMON_NAME_SELLERS + 1}
          ) p
          where wanted.name <> ''
        ) named
        join groups g on g.id = named.group_id
        where named.sharing <= ${COMMON_NAME_SELLERS}
        order by named.last_login_at desc
        limit 5`,
  );
}

export function campaignNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from campaigns where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export function listGroupSellers(db: DbOrTx, groupId: string) {
  return queryRows<{ id: string; name: string; email: string }>(
    db,
    sql`select id, name, email from sellers where group_id = ${groupId}
        order by lower(name) collate "C", lower(email) collate "C", id`,
  );
}
