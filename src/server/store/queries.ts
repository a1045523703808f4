import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { textArray } from '../db/sql-arrays.js';
import type { ShippingAddressFields } from '../orders/store-order.js';

/** A buyer as a privacy delivery names them: the store orders it lists and the buyer's e-mail. */
export interface StoreBuyer {
  orderIds: readonly string[];
  /** Lower-cased as ingestion stores `buyer_email`, or '' to match by the order ids alone. */
  email: string;
}

/**
 * The ids of the buyer's store orders: those named, and those bought with the e-mail. Two lookups, each on its own
 * index (`orders_shopify_order_id_key`, `orders_buyer_email_idx`); paper orders are never the store's.
 */
function buyerOrderIds(buyer: StoreBuyer): SQL {
  return sql`select id from orders where source = 'store' and shopify_order_id = any(${textArray(buyer.orderIds)})
             union
             select id from orders where source = 'store' and ${buyer.email} <> '' and buyer_email = ${buyer.email}`;
}

/**
 * What a redaction leaves of an order: amounts, items, statuses, dates, the group, campaign and seller, so no
 * count, total or report moves. The buyer's name goes whole (the screens and sheets show "no buyer" for an empty
 * one), and with it and the e-mail the buyer's part of `buyer_search`, which is made from them.
 */
const REDACTED_BUYER_COLUMNS = sql`buyer_first_name = '', buyer_last_name = '', buyer_email = '', buyer_phone = '',
  shipping_address1 = '', shipping_address2 = '', shipping_city = '', shipping_province = '', shipping_zip = '',
  note = '', updated_at = now()`;

const HOLDS_BUYER_DATA = sql`(o.buyer_first_name <> '' or o.buyer_last_name <> '' or o.buyer_email <> ''
  or o.buyer_phone <> '' or o.shipping_address1 <> '' or o.shipping_address2 <> '' or o.shipping_city <> ''
  or o.shipping_province <> '' or o.shipping_zip <> '' or o.note <> '')`;

/** Records a privacy delivery by its id; false when the same delivery was processed already. */
export async function recordPrivacyDelivery(db: DbOrTx, webhookId: string, topic: string): Promise<boolean> {
  const rows = await queryRows<{ webhookId: string }>(
    db,
    sql`insert into webhook_deliveries (webhook_id, topic, shopify_order_id) values (${webhookId}, ${topic}, '')
        on conflict do nothing
        returning webhook_id as "webhookId"`,
  );
  return rows.length > 0;
}

/** Erases the buyer's personal data on their store orders; returns how many orders changed. */
export async function redactBuyerOrders(db: DbOrTx, buyer: StoreBuyer): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update orders o set ${REDACTED_BUYER_COLUMNS}
        where o.id in (${buyerOrderIds(buyer)}) and ${HOLDS_BUYER_DATA}
        returning o.id`,
  );
  return rows.length;
}

/** Erases the buyers' personal data on every store order; paper orders are untouched. */
export async function redactAllStoreOrders(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update orders o set ${REDACTED_BUYER_COLUMNS}
        where o.source = 'store' and ${HOLDS_BUYER_DATA}
        returning o.id`,
  );
  return rows.length;
}

/** Removes the buyer's e-mail and phone from the privacy requests that carry that e-mail (every one for none). */
export async function eraseRequestContacts(db: DbOrTx, email: string | undefined): Promise<void> {
  const which = email === undefined ? sql`true` : sql`${email} <> '' and lower(buyer_email) = ${email}`;
  await queryRows(
    db,
    sql`update privacy_requests set buyer_email = '', buyer_phone = ''
        where (buyer_email <> '' or buyer_phone <> '') and ${which}
        returning id`,
  );
}

export interface NewPrivacyRequest {
  storeRequestId: string;
  buyerEmail: string;
  buyerPhone: string;
  ordersRequested: readonly string[];
}

/** Records the request once per store request id. */
export async function insertPrivacyRequest(db: DbOrTx, request: NewPrivacyRequest): Promise<void> {
  await queryRows(
    db,
    sql`insert into privacy_requests (store_request_id, buyer_email, buyer_phone, orders_requested)
        values (${request.storeRequestId}, ${request.buyerEmail}, ${request.buyerPhone},
                ${textArray(request.ordersRequested)})
        on conflict (store_request_id) do nothing
        returning id`,
  );
}

export interface PrivacyRequestRow {
  id: string;
  storeRequestId: string;
  buyerEmail: string;
  buyerPhone: string;
  ordersRequested: string[];
  receivedAt: Date | string;
  completedAt: Date | string | null;
}

const REQUEST_COLUMNS = sql`id, store_request_id as "storeRequestId", buyer_email as "buyerEmail",
  buyer_phone as "buyerPhone", orders_requested as "ordersRequested", received_at as "receivedAt",
  completed_at as "completedAt"`;

/** The open requests, oldest first (`privacy_requests_open_idx`). */
export function listOpenPrivacyRequests(db: DbOrTx, limit: number) {
  return queryRows<PrivacyRequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from privacy_requests
        where completed_at is null
        order by received_at, id
        limit ${limit}`,
  );
}

export async function lockPrivacyRequest(db: DbOrTx, id: string): Promise<PrivacyRequestRow | undefined> {
  const [row] = await queryRows<PrivacyRequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from privacy_requests where id = ${id} for update`,
  );
  return row;
}

export async function completePrivacyRequest(db: DbOrTx, id: string, adminName: string) {
  const [row] = await queryRows<{ completedAt: Date | string }>(
    db,
    sql`update privacy_requests set completed_at = now(), completed_by_name = ${adminName}
        where id = ${id}
        returning completed_at as "completedAt"`,
  );
  return row!;
}

export interface HeldOrderRow extends ShippingAddressFields {
  id: string;
  orderNumber: string;
  storeOrderId: string;
  orderDate: Date | string;
  groupCode: string;
  groupName: string | null;
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  buyerPhone: string;
  note: string;
}

/** The buyer's store orders with the buyer's fields as stored, oldest first. */
export function heldOrdersOf(db: DbOrTx, buyer: StoreBuyer) {
  return queryRows<HeldOrderRow>(
    db,
    sql`select o.id, o.shopify_order_number as "orderNumber", o.shopify_order_id as "storeOrderId",
               o.store_created_at as "orderDate", o.group_code as "groupCode", g.name as "groupName",
               o.buyer_first_name as "buyerFirstName", o.buyer_last_name as "buyerLastName",
               o.buyer_email as "buyerEmail", o.buyer_phone as "buyerPhone",
               o.shipping_address1 as "shippingAddress1", o.shipping_address2 as "shippingAddress2",
               o.shipping_city as "shippingCity", o.shipping_province as "shippingProvince",
               o.shipping_zip as "shippingZip", o.shipping_country as "shippingCountry", o.note
        from orders o
        left join groups g on g.id = o.group_id
        where o.id in (${buyerOrderIds(buyer)})
        order by o.store_created_at, o.shopify_order_number, o.id`,
  );
}
