import { newOrderBatches } from './new-order-batches.js';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/order-status.js';
import type { AppContext } from '../context.js';
import { queryRows, type Database, type Tx } from '../db/database.js';
import type { PeopleWaiting } from '../lib/people-waiting.js';
import {
  campaigns,
  orderAttributionChanges,
  orderItems,
  orderStatusHistory,
  orders,
  storeOrderDeletions,
  webhookDeliveries,
} from '../db/schema.js';
import { isId } from '../lib/ids.js';
import { attributesSignatureValid } from './attribution-signature.js';
import {
  amountOverLimit,
  orderFieldsOf,
  portalAttributesOf,
  splitDonationLines,
  storeStatusOf,
  type StoreLine,
  type PortalAttributes,
  type StoreOrder,
} from './store-order.js';

type IngestOutcome = 'created' | 'updated' | 'stale' | 'duplicate';

interface Delivery {
  /** The store's id of this delivery; the same delivery twice is processed once. */
  webhookId?: string;
  topic: string;
  /**
   * How the order reached the portal; an order first seen by reconciliation is one no webhook delivered, and a
   * `demo` one came from the explicitly enabled demo store: it is kept as a test order, counted nowhere.
   */
  via: 'webhook' | 'reconciliation' | 'demo';
}

/** What the audit records of an order's attribution, before and after a change. */
interface AttributionLabels {
  groupCode: string;
  campaignName: string;
  sellerName: string;
  sellerId: string | null;
}

const STORE_ATTRIBUTION_REASON = 'The store sent new cart attributes';

async function recordStoreAttributionChange(
  tx: Tx,
  orderId: string,
  from: AttributionLabels,
  to: AttributionLabels,
) {
  await tx.insert(orderAttributionChanges).values({
    orderId,
    changedByKind: 'store',
    changedByName: 'Store',
    fromGroupCode: from.groupCode,
    fromCampaignName: from.campaignName,
    fromSellerName: from.sellerName,
    fromSellerId: from.sellerId,
    toGroupCode: to.groupCode,
    toCampaignName: to.campaignName,
    toSellerName: to.sellerName,
    toSellerId: to.sellerId,
    reason: STORE_ATTRIBUTION_REASON,
  });
}

interface Attribution {
  groupId: string | null;
  groupCode: string;
  campaignId: string | null;
  campaignName: string;
  sellerId: string | null;
  handoffId: string | null;
  sellerName: string;
  sellerEmail: string;
  attributionVerified: boolean;
}

/** Whether the cart's portal signature matches its attributes (checked before any database work). */
function signatureMatches(attributes: PortalAttributes, serverSecret: string): boolean {
  return attributesSignatureValid(
    serverSecret,
    {
      group_code: attributes.groupCode,
      student_name: attributes.sellerName,
      student_email: attributes.sellerEmail,
      group_name: attributes.groupName,
      campaign_id: attributes.campaignId,
      campaign_name: attributes.campaignName,
      user_id: attributes.userId,
      portal_ref: attributes.portalRef,
    },
    attributes.portalSig,
  );
}

const idOrNull = (value: string) => (isId(value) ? value : null);

/**
 * The attribution a cart's attributes name, looked up by `order_attribution()`
 * (`db/functions/02-order-attribution.sql`): by the group code, or by the hand-off record alone for a share-link
 * buyer's cart, with the seller's name and e-mail to store.
 */
function attributionLookup(attributes: PortalAttributes): SQL {
  return sql`select group_id, group_code, campaign_id, campaign_name, seller_id, handoff_id, seller_name,
                    seller_email
             from order_attribution(${attributes.groupCode}, ${idOrNull(attributes.campaignId)}::uuid,
                                    ${idOrNull(attributes.userId)}::uuid, ${idOrNull(attributes.portalRef)}::uuid,
                                    ${attributes.sellerName}, ${attributes.sellerEmail})`;
}

/**
 * The attribution of an order above the money limit: what the cart says, credited to no group, campaign or seller,
 * as `ingest_new_order()` stores it (`db/functions/03-ingest-new-order.sql`), so it counts nowhere and waits in the
 * repair queue.
 */
function heldAttribution(attributes: PortalAttributes): Attribution {
  return {
    groupId: null,
    groupCode: attributes.groupCode,
    campaignId: null,
    campaignName: attributes.campaignName,
    sellerId: null,
    handoffId: null,
    sellerName: attributes.sellerName,
    sellerEmail: attributes.sellerEmail.toLowerCase(),
    attributionVerified: false,
  };
}

/** Ties an order to the group, campaign, seller and hand-off its cart attributes name, as far as they exist. */
async function resolveAttribution(
  tx: Tx,
  attributes: PortalAttributes,
  signed: boolean,
): Promise<Attribution> {
  const [found] = await queryRows<{
    group_id: string;
    group_code: string;
    campaign_id: string | null;
    campaign_name: string | null;
    seller_id: string | null;
    handoff_id: string | null;
    seller_name: string;
    seller_email: string;
  }>(tx, attributionLookup(attributes));
  return {
    groupId: found?.group_id ?? null,
    groupCode: found?.group_code ?? attributes.groupCode,
    campaignId: found?.campaign_id ?? null,
    campaignName: attributes.campaignName || found?.campaign_name || '',
    sellerId: found?.seller_id ?? null,
    handoffId: found?.handoff_id ?? null,
    sellerName: found?.seller_name ?? attributes.sellerName,
    sellerEmail: found?.seller_email ?? attributes.sellerEmail.toLowerCase(),
    attributionVerified: found !== undefined && signed,
  };
}

/**
 * The status after a store update: cancellation always wins and is final; otherwise the store only moves
 * statuses it set itself (pending → open), never one an administrator chose.
 */
function statusAfterStoreUpdate(
  current: { status: OrderStatus; statusSource: string },
  reported: OrderStatus,
): OrderStatus {
  if (current.status === 'cancelled' || reported === 'cancelled') return 'cancelled';
  return current.statusSource === 'admin' ? current.status : reported;
}

async function writeItems(tx: Tx, orderId: string, items: StoreLine[], replacing: boolean) {
  if (replacing) await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await tx.insert(orderItems).values(
    items.map(({ productName, priceCents, quantity, storeLineItemId }, position) => ({
      productName,
      priceCents,
      quantity,
      storeLineItemId,
      orderId,
      position,
    })),
  );
}

/** The campaign's donation product key ('' for none or no campaign). */
async function donationProductOf(tx: Tx, campaignId: string | null): Promise<string> {
  if (!campaignId) return '';
  const [campaign] = await tx
    .select({ donationProduct: campaigns.donationProduct })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return campaign?.donationProduct ?? '';
}

/** Records a delivery by its id; false when the same delivery was already processed. */
async function firstDelivery(tx: Tx, delivery: Delivery, shopifyOrderId: string): Promise<boolean> {
  if (!delivery.webhookId) return true;
  const fresh = await tx
    .insert(webhookDeliveries)
    .values({ webhookId: delivery.webhookId, topic: delivery.topic, shopifyOrderId })
    .onConflictDoNothing()
    .returning({ webhookId: webhookDeliveries.webhookId });
  return fresh.length > 0;
}

type OrderRow = Omit<ReturnType<typeof orderFieldsOf>, 'items'>;

/**
 * Creates an order the portal has not seen, with its items, its first status and the delivery's record, through
 * `ingest_new_order()` (`db/functions/03-ingest-new-order.sql`: its statements are planned once per connection, and
 * no explicit transaction is needed), in one statement with the other new orders arriving at the same moment
 * (`new-order-batches.ts`). Returns the new order's id, or undefined when it wrote nothing because the
 * delivery was recorded already or the order exists; the caller then takes the update path, which tells the two
 * apart.
 */
async function createOrderInOneCall(
  database: Database,
  people: PeopleWaiting,
  input: {
    row: OrderRow;
    items: ReturnType<typeof orderFieldsOf>['items'];
    status: OrderStatus;
    attributes: PortalAttributes;
    signed: boolean;
    delivery: Delivery;
    overLimit: boolean;
  },
): Promise<string | undefined> {
  const { row, items, status, attributes, signed, delivery, overLimit } = input;
  const call = JSON.stringify({
    order: {
      shopify_order_id: row.shopifyOrderId,
      shopify_order_number: row.shopifyOrderNumber,
      seller_name: attributes.sellerName,
      seller_email: attributes.sellerEmail.toLowerCase(),
      buyer_first_name: row.buyerFirstName,
      buyer_last_name: row.buyerLastName,
      buyer_email: row.buyerEmail,
      status,
      total_product_cents: row.totalProductCents,
      shipping_cents: row.shippingCents,
      total_cents: row.totalCents,
      shipping_method: row.shippingMethod,
      shipping_address1: row.shippingAddress1,
      shipping_address2: row.shippingAddress2,
      shipping_city: row.shippingCity,
      shipping_province: row.shippingProvince,
      shipping_zip: row.shippingZip,
      shipping_country: row.shippingCountry,
      financial_status: row.financialStatus,
      store_created_at: row.storeCreatedAt,
      store_updated_at: row.storeUpdatedAt,
      store_cancelled_at: row.storeCancelledAt,
      note: row.note,
      is_test: row.isTest || delivery.via === 'demo',
      received_via: delivery.via,
    },
    attributes: {
      group_code: attributes.groupCode,
      campaign_id: idOrNull(attributes.campaignId),
      user_id: idOrNull(attributes.userId),
      portal_ref: idOrNull(attributes.portalRef),
      campaign_name: attributes.campaignName,
    },
    signed,
    items: items.map((item, position) => ({
      position,
      product_name: item.productName,
      price_cents: item.priceCents,
      quantity: item.quantity,
      store_line_item_id: item.storeLineItemId,
      donation: item.donation,
      product_ref: item.productRef,
      handle: item.handle,
    })),
    webhook_id: delivery.webhookId ?? null,
    topic: delivery.topic,
    over_limit: overLimit,
  });
  const sellerKey = `${attributes.groupCode.toLowerCase()}\n${attributes.sellerName.trim()}`;
  return (await newOrderBatches(database, people).add(call, sellerKey)) ?? undefined;
}

/**
 * The store deleted an order: it leaves every list and count at once but stays, with its history, for audit.
 * A deletion of an order the portal never received changes nothing.
 */
export async function markStoreOrderDeleted(
  ctx: AppContext,
  shopifyOrderId: string,
  delivery: Delivery,
): Promise<{ outcome: 'deleted' | 'unknown' | 'duplicate' }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, delivery, shopifyOrderId))) return { outcome: 'duplicate' as const };
    const deleted = await tx
      .update(orders)
      .set({ deletedAt: sql`coalesce(${orders.deletedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(orders.shopifyOrderId, shopifyOrderId))
      .returning({ id: orders.id });
    if (deleted.length > 0) return { outcome: 'deleted' as const };
    await tx.insert(storeOrderDeletions).values({ shopifyOrderId }).onConflictDoNothing();
    return { outcome: 'unknown' as const };
  });
}

/**
 * The one way an order from the store enters the portal: webhooks, the demo store and reconciliation all come
 * here. Idempotent: the same delivery twice, concurrent copies, or an update that overtakes its create all
 * leave exactly one order holding the newest data.
 */
export async function ingestStoreOrder(
  ctx: AppContext,
  order: StoreOrder,
  delivery: Delivery,
): Promise<{ outcome: IngestOutcome; orderId?: string }> {
  const fields = orderFieldsOf(order);
  const reportedStatus = storeStatusOf(order);
  const { items, ...orderColumns } = fields;
  const attributes = portalAttributesOf(order);
  const signed = signatureMatches(attributes, ctx.config.jwtSecret);
  const overLimit = amountOverLimit(fields);

  const createdId = await createOrderInOneCall(ctx.database, ctx.people, {
    row: orderColumns,
    items,
    status: reportedStatus,
    attributes,
    signed,
    delivery,
    overLimit,
  });
  if (createdId) return { outcome: 'created' as const, orderId: createdId };

  return ctx.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, delivery, fields.shopifyOrderId))) return { outcome: 'duplicate' as const };
    const attribution = overLimit
      ? heldAttribution(attributes)
      : await resolveAttribution(tx, attributes, signed);

    const [existing] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        statusSource: orders.statusSource,
        storeUpdatedAt: orders.storeUpdatedAt,
        attributionSource: orders.attributionSource,
        groupId: orders.groupId,
        groupCode: orders.groupCode,
        campaignId: orders.campaignId,
        campaignName: orders.campaignName,
        sellerName: orders.sellerName,
        sellerId: orders.sellerId,
        receivedVia: orders.receivedVia,
      })
      .from(orders)
      .where(eq(orders.shopifyOrderId, fields.shopifyOrderId))
      .for('update');
    if (!existing) throw new Error(`order ${fields.shopifyOrderId} vanished during ingestion`);
    if (fields.storeUpdatedAt < existing.storeUpdatedAt)
      return { outcome: 'stale' as const, orderId: existing.id };

    const current = { status: existing.status as OrderStatus, statusSource: existing.statusSource };
    const status = statusAfterStoreUpdate(current, reportedStatus);
    const statusChanged = status !== current.status;
    // An administrator's attribution is final: the store's attributes never undo a repair.
    const keepsAttribution = existing.attributionSource === 'admin';
    const attributionMoved =
      !keepsAttribution &&
      (attribution.groupId !== existing.groupId ||
        attribution.campaignId !== existing.campaignId ||
        attribution.sellerName.trim() !== existing.sellerName.trim());
    const counted = splitDonationLines(
      fields,
      await donationProductOf(tx, keepsAttribution ? existing.campaignId : attribution.campaignId),
    );
    await tx
      .update(orders)
      .set({
        ...orderColumns,
        totalProductCents: counted.totalProductCents,
        donationCents: counted.donationCents,
        // A demo order stays one, whatever a later delivery of it says.
        isTest: orderColumns.isTest || existing.receivedVia === 'demo',
        ...(keepsAttribution ? {} : attribution),
        status,
        ...(statusChanged ? { statusSource: 'store' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, existing.id));
    await writeItems(tx, existing.id, counted.items, true);
    if (attributionMoved) await recordStoreAttributionChange(tx, existing.id, existing, attribution);
    if (statusChanged) {
      await tx.insert(orderStatusHistory).values({
        orderId: existing.id,
        fromStatus: current.status,
        toStatus: status,
        changedByKind: 'store',
        changedByName: 'Store',
      });
    }
    return { outcome: 'updated' as const, orderId: existing.id };
  });
}
