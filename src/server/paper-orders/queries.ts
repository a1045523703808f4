import { sql } from 'drizzle-orm';
import type { StaffMember } from '../auth/principal.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder } from '../db/schema.js';
import type { OrderCredit } from '../lib/order-credit.js';

/** The buyer and the address as a paper order form has them. */
interface PaperOrderBuyer {
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  buyerPhone: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
}

/** A paper order as written: the order's columns and its form's, before it gets an id and a number. */
export interface PaperOrderWrite extends OrderCredit, PaperOrderBuyer {
  status: 'paid' | 'pending';
  productCents: number;
  /** The donation written on the form: in the order's total, never in its products. */
  donationCents: number;
  formNumber: string;
  paymentMethod: string;
  paymentCents: number;
  checkNumber: string;
  receivedVia: 'entry' | 'import';
  items: { productId: string; productName: string; priceCents: number; quantity: number }[];
}

const ORDER_INPUT_COLUMNS = `idx int, group_id uuid, group_code text, campaign_id uuid, campaign_name text,
  seller_id uuid, seller_name text, buyer_first_name text, buyer_last_name text, buyer_email text, buyer_phone text,
  address1 text, address2 text, city text, province text, zip text, status text, product_cents bigint,
  donation_cents bigint, form_number text, payment_method text, payment_cents bigint, check_number text, received_via text, items jsonb`;

function inputRows(orders: PaperOrderWrite[]) {
  return JSON.stringify(
    orders.map((order, idx) => ({
      idx,
      group_id: order.groupId,
      group_code: order.groupCode,
      campaign_id: order.campaignId,
      campaign_name: order.campaignName,
      seller_id: order.sellerId,
      seller_name: order.sellerName,
      buyer_first_name: order.buyerFirstName,
      buyer_last_name: order.buyerLastName,
      buyer_email: order.buyerEmail,
      buyer_phone: order.buyerPhone,
      address1: order.address1,
      address2: order.address2,
      city: order.city,
      province: order.province,
      zip: order.zip,
      status: order.status,
      product_cents: order.productCents,
      donation_cents: order.donationCents,
      form_number: order.formNumber,
      payment_method: order.paymentMethod,
      payment_cents: order.paymentCents,
      check_number: order.checkNumber,
      received_via: order.receivedVia,
      items: order.items.map((item, position) => ({
        position,
        product_id: item.productId,
        product_name: item.productName,
        price_cents: item.priceCents,
        quantity: item.quantity,
      })),
    })),
  );
}

/**
 * Writes paper orders in one statement: each gets the next portal number (`P-000123`), its order row (a
 * `paper:` store id that no store order can have), its lines, its form and its "created" audit entry. The
 * counters and report tallies follow through the orders' triggers, as for a store order.
 */
export async function insertPaperOrders(
  db: DbOrTx,
  orders: PaperOrderWrite[],
  staff: StaffMember,
  enteredAt: Date,
) {
  // The foreign-key checks of the lines, forms and money rows look the new orders up with plans the connection
  // keeps from its first such check. Made when the campaign had a few forms, such a plan reads the whole orders
  // table for each row, and thousands of forms cost 5 s instead of 1.3 s on the embedded database, which never
  // analyzes by itself and so never replaces it. Dropping the kept plans makes the checks plan for the table's size.
  if (orders.length > 100) await db.execute(sql`discard plans`);
  return queryRows<{ id: string; orderNumber: string; idx: number }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${inputRows(orders)}::jsonb) as r(${sql.raw(ORDER_INPUT_COLUMNS)})
        ), sequenced as (
          select r.*, nextval('paper_order_numbers') as seq from input r order by r.idx
        ), numbered as (
          select s.*, 'P-' || lpad(s.seq::text, greatest(6, length(s.seq::text)), '0') as number from sequenced s
        ), o as (
          insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id,
            campaign_name, seller_id, seller_name, buyer_first_name, buyer_last_name, buyer_email, buyer_phone,
            shipping_address1, shipping_address2, shipping_city, shipping_province, shipping_zip, status,
            status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
            donation_cents, store_created_at, store_updated_at, received_via, source)
          select 'paper:' || n.number, n.number, n.group_id, n.group_code, n.campaign_id, n.campaign_name,
            n.seller_id, n.seller_name, n.buyer_first_name, n.buyer_last_name, n.buyer_email, n.buyer_phone,
            n.address1, n.address2, n.city, n.province, n.zip, n.status, 'admin', true, n.product_cents, 0,
            n.product_cents + n.donation_cents, n.donation_cents, ${enteredAt}, ${enteredAt}, n.received_via,
            'paper'
          from numbered n
          order by n.idx
          returning id, shopify_order_number as number
        ), lines as (
          insert into order_items (order_id, position, product_name, price_cents, quantity, product_id)
          select o.id, l.position, l.product_name, l.price_cents, l.quantity, l.product_id
          from o join numbered n on n.number = o.number
          cross join lateral jsonb_to_recordset(n.items)
            as l(position smallint, product_id uuid, product_name text, price_cents bigint, quantity integer)
        ), forms as (
          insert into paper_orders (order_id, campaign_id, form_number, payment_method, payment_cents, check_number,
            entered_by_kind, entered_by_id, entered_by_name, created_at)
          select o.id, n.campaign_id, n.form_number, n.payment_method, n.payment_cents, n.check_number,
            ${staff.kind}, ${staff.id}::uuid, ${staff.name}, ${enteredAt}
          from o join numbered n on n.number = o.number
        ), money as (
          insert into money_items (group_id, campaign_id, seller_id, seller_name, kind, amount_cents, check_number,
            payer_name, paper_order_id, received_at)
          select n.group_id, n.campaign_id, n.seller_id, n.seller_name, n.payment_method, n.payment_cents,
            n.check_number, btrim(n.buyer_first_name || ' ' || n.buyer_last_name), o.id, ${enteredAt}
          from o join numbered n on n.number = o.number
          where n.payment_method in ('cash', 'check') and n.payment_cents > 0
        ), audit as (
          insert into paper_order_changes (order_id, action, changed_by_kind, changed_by_id, changed_by_name, changed_at)
          select o.id, 'created', ${staff.kind}, ${staff.id}::uuid, ${staff.name}, ${enteredAt} from o
        )
        select o.id, o.number as "orderNumber", n.idx
        from o join numbered n on n.number = o.number
        order by n.idx`,
  );
}

/** Rewrites a paper order's form (its lines replaced) and records the edit with its reason and changes. */
export async function updatePaperOrder(
  db: DbOrTx,
  orderId: string,
  order: PaperOrderWrite,
  audit: { staff: StaffMember; reason: string; changes: { field: string; from: string; to: string }[] },
) {
  await db.execute(
    sql`update orders set seller_id = ${order.sellerId}, seller_name = ${order.sellerName},
          buyer_first_name = ${order.buyerFirstName}, buyer_last_name = ${order.buyerLastName},
          buyer_email = ${order.buyerEmail}, buyer_phone = ${order.buyerPhone},
          shipping_address1 = ${order.address1}, shipping_address2 = ${order.address2},
          shipping_city = ${order.city}, shipping_province = ${order.province}, shipping_zip = ${order.zip},
          status = ${order.status}, total_product_cents = ${order.productCents},
          total_cents = ${order.productCents + order.donationCents}, donation_cents = ${order.donationCents},
          updated_at = now(), store_updated_at = now()
        where id = ${orderId}`,
  );
  await db.execute(sql`delete from order_items where order_id = ${orderId}`);
  await db.execute(
    sql`insert into order_items (order_id, position, product_name, price_cents, quantity, product_id)
        select ${orderId}, l.position, l.product_name, l.price_cents, l.quantity, l.product_id
        from jsonb_to_recordset(${JSON.stringify(
          order.items.map((item, position) => ({
            position,
            product_id: item.productId,
            product_name: item.productName,
            price_cents: item.priceCents,
            quantity: item.quantity,
          })),
        )}::jsonb) as l(position smallint, product_id uuid, product_name text, price_cents bigint, quantity integer)`,
  );
  await db.execute(
    sql`update paper_orders set form_number = ${order.formNumber}, payment_method = ${order.paymentMethod},
          payment_cents = ${order.paymentCents}, check_number = ${order.checkNumber}
        where order_id = ${orderId}`,
  );
  await recordChange(db, orderId, 'edited', audit);
}

/**
 * Keeps the money received with a paper order in step with its form after an edit: the same payment follows the
 * order's seller and buyer; another payment voids the one received and records the new one, unless the one
 * received is in a deposit (then `'deposited'`, and nothing is written).
 */
export async function syncPaperOrderPayment(
  db: DbOrTx,
  orderId: string,
  order: PaperOrderWrite,
  receivedAt: Date,
): Promise<'ok' | 'deposited'> {
  const [current] = await queryRows<{
    id: string;
    kind: string;
    amountCents: number;
    checkNumber: string;
    depositId: string | null;
  }>(
    db,
    sql`select id, kind, amount_cents::float8 as "amountCents", check_number as "checkNumber", deposit_id as "depositId"
        from money_items where paper_order_id = ${orderId} and voided_at is null
        for update`,
  );
  const paid = order.paymentMethod !== 'unpaid' && order.paymentCents > 0;
  const payer = `${order.buyerFirstName} ${order.buyerLastName}`.trim();
  const same =
    current !== undefined &&
    paid &&
    current.kind === order.paymentMethod &&
    current.amountCents === order.paymentCents &&
    current.checkNumber === order.checkNumber;
  if (same) {
    await db.execute(
      sql`update money_items set seller_id = ${order.sellerId}, seller_name = ${order.sellerName}, payer_name = ${payer}
          where id = ${current.id}`,
    );
    return 'ok';
  }
  if (current?.depositId) return 'deposited';
  if (current)
    await db.execute(sql`update money_items set voided_at = ${receivedAt} where id = ${current.id}`);
  if (paid) {
    await db.execute(
      sql`insert into money_items (group_id, campaign_id, seller_id, seller_name, kind, amount_cents, check_number,
            payer_name, paper_order_id, received_at)
          values (${order.groupId}, ${order.campaignId}, ${order.sellerId}, ${order.sellerName}, ${order.paymentMethod},
            ${order.paymentCents}, ${order.checkNumber}, ${payer}, ${orderId}, ${receivedAt})`,
    );
  }
  return 'ok';
}

/**
 * Voids a paper order. Money received with it and not deposited is voided with it; money already in a deposit was
 * banked and stays received (the seller's balance then shows it as turned in beyond what they owe).
 */
export async function voidPaperOrder(
  db: DbOrTx,
  orderId: string,
  audit: { staff: StaffMember; reason: string },
) {
  await db.execute(
    sql`update money_items set voided_at = now()
        where paper_order_id = ${orderId} and voided_at is null and deposit_id is null`,
  );
  await db.execute(
    sql`update orders set status = 'cancelled', status_source = 'admin', updated_at = now() where id = ${orderId}`,
  );
  await db.execute(sql`update paper_orders set voided_at = now() where order_id = ${orderId}`);
  await recordChange(db, orderId, 'voided', { ...audit, changes: [] });
}

function recordChange(
  db: DbOrTx,
  orderId: string,
  action: 'edited' | 'voided',
  audit: { staff: StaffMember; reason: string; changes: { field: string; from: string; to: string }[] },
) {
  return db.execute(
    sql`insert into paper_order_changes (order_id, action, changed_by_kind, changed_by_id, changed_by_name, reason, changes)
        values (${orderId}, ${action}, ${audit.staff.kind}, ${audit.staff.id}, ${audit.staff.name}, ${audit.reason},
                ${JSON.stringify(audit.changes)}::jsonb)`,
  );
}

export interface PaperOrderRow extends Omit<OrderCredit, 'groupCode'>, PaperOrderBuyer {
  id: string;
  orderNumber: string;
  formNumber: string;
  productCents: number;
  donationCents: number;
  totalCents: number;
  paymentMethod: string;
  paymentCents: number;
  checkNumber: string;
  status: string;
  voidedAt: Date | string | null;
  enteredByName: string;
  createdAt: Date | string;
  items: { productId: string | null; productName: string; priceCents: number; quantity: number }[];
  changes: {
    action: string;
    changedByName: string;
    changedAt: string;
    reason: string;
    changes: { field: string; from: string; to: string }[];
  }[];
}

const PAPER_ORDER_COLUMNS = sql`o.id, o.shopify_order_number as "orderNumber", p.form_number as "formNumber",
  o.group_id as "groupId", o.campaign_id as "campaignId", o.campaign_name as "campaignName",
  o.seller_id as "sellerId", o.seller_name as "sellerName", o.buyer_first_name as "buyerFirstName",
  o.buyer_last_name as "buyerLastName", o.buyer_phone as "buyerPhone", o.buyer_email as "buyerEmail",
  o.shipping_address1 as address1, o.shipping_address2 as address2, o.shipping_city as city,
  o.shipping_province as province, o.shipping_zip as zip, o.total_product_cents::float8 as "productCents",
  o.total_cents::float8 as "totalCents", o.donation_cents::float8 as "donationCents", p.payment_method as "paymentMethod",
  p.payment_cents::float8 as "paymentCents", p.check_number as "checkNumber", o.status, p.voided_at as "voidedAt",
  p.entered_by_name as "enteredByName", p.created_at as "createdAt",
  coalesce((select jsonb_agg(jsonb_build_object('productId', i.product_id, 'productName', i.product_name,
             'priceCents', i.price_cents, 'quantity', i.quantity) order by i.position)
            from order_items i where i.order_id = o.id), '[]'::jsonb) as items`;

const CHANGES_COLUMN = sql`coalesce((select jsonb_agg(jsonb_build_object('action', c.action,
    'changedByName', c.changed_by_name, 'changedAt', c.changed_at, 'reason', c.reason, 'changes', c.changes)
    order by c.changed_at, c.id)
  from paper_order_changes c where c.order_id = o.id), '[]'::jsonb) as changes`;

/** One paper order of the group, its lines and its audit trail; `lock` holds it for an edit or void. */
export async function findPaperOrder(db: DbOrTx, groupId: string, orderId: string, lock = false) {
  if (lock) await db.execute(sql`select 1 from orders where id = ${orderId} and source = 'paper' for update`);
  const [row] = await queryRows<PaperOrderRow>(
    db,
    sql`select ${PAPER_ORDER_COLUMNS}, ${CHANGES_COLUMN}
        from orders o join paper_orders p on p.order_id = o.id
        where o.id = ${orderId} and o.group_id = ${groupId}`,
  );
  return row;
}

/** The campaign's latest entered paper orders, newest first (what the entry screen lists under the form). */
export function findLatestPaperOrders(db: DbOrTx, groupId: string, campaignId: string, limit: number) {
  return queryRows<PaperOrderRow>(
    db,
    sql`select ${PAPER_ORDER_COLUMNS}, ${CHANGES_COLUMN}
        from paper_orders p join orders o on o.id = p.order_id
        where p.campaign_id = ${campaignId} and o.group_id = ${groupId}
        order by p.created_at desc, o.shopify_order_number desc
        limit ${limit}`,
  );
}

/** The group's seller with this id, or the one seller whose name is this (trimmed, any case); else none. */
export async function findSellerOfGroup(db: DbOrTx, groupId: string, wanted: { id?: string; name?: string }) {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    wanted.id
      ? sql`select id, name from sellers where group_id = ${groupId} and id::text = ${wanted.id}`
      : sql`select id, name from sellers
            where group_id = ${groupId} and lower(btrim(name)) = lower(btrim(${wanted.name ?? ''}))
            limit 2`,
  );
  return rows.length === 1 ? rows[0] : undefined;
}

/** Every seller of the group by lower-cased trimmed name, for matching an import's names in one read. */
export function findGroupSellerNames(db: DbOrTx, groupId: string) {
  return queryRows<{ id: string; name: string; key: string }>(
    db,
    sql`select id, name, lower(btrim(name)) as key from sellers where group_id = ${groupId}`,
  );
}

/** Which of these form numbers the campaign already has (lower-cased). */
export async function findTakenFormNumbers(db: DbOrTx, campaignId: string, formNumbers: string[]) {
  if (formNumbers.length === 0) return new Set<string>();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select lower(form_number) as key from paper_orders
        where campaign_id = ${campaignId}
          and lower(form_number) in (select lower(value) from jsonb_array_elements_text(${JSON.stringify(formNumbers)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.key));
}

export interface SupplierLineRow {
  productId: string | null;
  name: string;
  sku: string;
  priceCents: number;
  quantity: number;
  amountCents: number;
}

/**
 * Each product of the campaign with the quantities on its counted paper orders (voided ones are cancelled, so not
 * counted), in the list's order; lines whose product is gone from the list follow by name.
 */
export function findSupplierLines(db: DbOrTx, groupId: string, campaignId: string) {
  return queryRows<SupplierLineRow>(
    db,
    sql`with lines as (
          select i.product_id, i.product_name, i.quantity, i.price_cents
          from orders o join order_items i on i.order_id = o.id
          where o.group_id = ${groupId} and o.campaign_id = ${campaignId} and o.source = 'paper'
            and ${countedOrder('o')}
        )
        select p.id as "productId", p.name, p.sku, p.price_cents::float8 as "priceCents",
               coalesce(sum(l.quantity), 0)::int as quantity,
               exact_cents(coalesce(sum(l.quantity * l.price_cents), 0)) as "amountCents", p.position
        from campaign_products p left join lines l on l.product_id = p.id
        where p.campaign_id = ${campaignId}
        group by p.id
        order by p.position, p.id`,
  );
}

export async function countPaperOrders(db: DbOrTx, groupId: string, campaignId: string) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders o
        where o.group_id = ${groupId} and o.campaign_id = ${campaignId} and o.source = 'paper' and ${countedOrder('o')}`,
  );
  return row?.count ?? 0;
}

/** The group's sellers by name (the same name once), as staff pick them on a form or an envelope. */
export function findGroupSellerChoices(db: DbOrTx, groupId: string) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select distinct on (lower(btrim(name))) id, btrim(name) as name
        from sellers where group_id = ${groupId} and btrim(name) <> ''
        order by lower(btrim(name)), created_at, id`,
  );
}
