import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/order-status.js';
import type { AppContext } from '../context.js';
import { queryRows, type Tx } from '../db/database.js';
import {
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
  orderFieldsOf,
  portalAttributesOf,
  storeStatusOf,
  type PortalAttributes,
  type StoreOrder,
} from './store-order.js';

type IngestOutcome = 'created' | 'updated' | 'stale' | 'duplicate';

interface Delivery {
  /** The store's id of this delivery; the same delivery twice is processed once. */
  webhookId?: string;
  topic: string;
  /** How the order reached the portal; an order first seen by reconciliation is one no webhook delivered. */
  via: 'webhook' | 'reconciliation';
}

/** What the audit records of an order's attribution, before and after a change. */
interface AttributionLabels {
  groupCode: string;
  campaignName: string;
  studentName: string;
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
    fromSellerName: from.studentName,
    toGroupCode: to.groupCode,
    toCampaignName: to.campaignName,
    toSellerName: to.studentName,
    reason: STORE_ATTRIBUTION_REASON,
  });
}

interface Attribution {
  groupId: string | null;
  groupCode: string;
  campaignId: string | null;
  campaignName: string;
  participantId: string | null;
  handoffId: string | null;
  studentName: string;
  studentEmail: string;
  attributionVerified: boolean;
}

/** Ties an order to the group, campaign, seller and hand-off its cart attributes name, as far as they exist. */
async function resolveAttribution(
  tx: Tx,
  attributes: PortalAttributes,
  serverSecret: string,
): Promise<Attribution> {
  const idOrNull = (value: string) => (isId(value) ? value : null);
  const campaignId = idOrNull(attributes.campaignId);
  const [found] = attributes.groupCode
    ? await queryRows<{
        groupId: string;
        groupCode: string;
        campaignId: string | null;
        campaignName: string | null;
        participantId: string | null;
        handoffId: string | null;
      }>(
        tx,
        sql`select g.id as "groupId", g.code as "groupCode", c.id as "campaignId", c.name as "campaignName",
                   (select p.id from participants p
                     where p.id = ${idOrNull(attributes.userId)}::uuid and p.group_id = g.id) as "participantId",
                   (select h.id from store_handoffs h
                     where h.id = ${idOrNull(attributes.portalRef)}::uuid and h.group_id = g.id) as "handoffId"
            from groups g
            left join campaigns c on c.id = ${campaignId}::uuid and c.group_id = g.id
            where lower(g.code) = lower(${attributes.groupCode})`,
      )
    : [];

  const verified =
    found !== undefined &&
    attributesSignatureValid(
      serverSecret,
      {
        group_code: attributes.groupCode,
        student_name: attributes.studentName,
        student_email: attributes.studentEmail,
        group_name: attributes.groupName,
        campaign_id: attributes.campaignId,
        campaign_name: attributes.campaignName,
        user_id: attributes.userId,
        portal_ref: attributes.portalRef,
      },
      attributes.portalSig,
    );

  return {
    groupId: found?.groupId ?? null,
    groupCode: found?.groupCode ?? attributes.groupCode,
    campaignId: found?.campaignId ?? null,
    campaignName: attributes.campaignName || found?.campaignName || '',
    participantId: found?.participantId ?? null,
    handoffId: found?.handoffId ?? null,
    studentName: attributes.studentName,
    studentEmail: attributes.studentEmail.toLowerCase(),
    attributionVerified: verified,
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

async function writeItems(
  tx: Tx,
  orderId: string,
  items: ReturnType<typeof orderFieldsOf>['items'],
  replacing: boolean,
) {
  if (replacing) await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId, position })));
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

  return ctx.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, delivery, fields.shopifyOrderId))) return { outcome: 'duplicate' as const };

    const attribution = await resolveAttribution(tx, portalAttributesOf(order), ctx.config.jwtSecret);
    const [created] = await tx
      .insert(orders)
      .values({
        ...orderColumns,
        ...attribution,
        status: reportedStatus,
        statusSource: 'store',
        receivedVia: delivery.via,
        // In the same statement: an order the store deleted before it got here arrives deleted.
        deletedAt: sql`(select d.deleted_at from store_order_deletions d where d.shopify_order_id = ${fields.shopifyOrderId})`,
      })
      .onConflictDoNothing({ target: orders.shopifyOrderId })
      .returning({ id: orders.id });
    if (created) {
      await writeItems(tx, created.id, items, false);
      await tx.insert(orderStatusHistory).values({
        orderId: created.id,
        fromStatus: null,
        toStatus: reportedStatus,
        changedByKind: 'store',
        changedByName: 'Store',
      });
      return { outcome: 'created' as const, orderId: created.id };
    }

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
        studentName: orders.studentName,
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
        attribution.studentName.trim() !== existing.studentName.trim());
    await tx
      .update(orders)
      .set({
        ...orderColumns,
        ...(keepsAttribution ? {} : attribution),
        status,
        ...(statusChanged ? { statusSource: 'store' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, existing.id));
    await writeItems(tx, existing.id, items, true);
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
