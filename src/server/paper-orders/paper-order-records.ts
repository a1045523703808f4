import type { z } from 'zod';
import {
  MAX_PAPER_ORDER_TOTAL_CENTS,
  type TPaperOrder,
  type TPaperPaymentMethod,
  type ZPaperOrderBody,
  type ZPaperOrderEditBody,
} from '../../shared/api/paper-orders.js';
import type { OrderStatus } from '../../shared/order-status.js';
import type { StaffMember } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail, isUniqueViolation, type FieldProblem } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { lockCampaign, requirePaperCampaign, type PaperCampaign } from './paper-campaign.js';
import { paperOrderWrite } from './paper-order-write.js';
import { findProductsById } from './product-queries.js';
import {
  findGroupSellerChoices,
  findLatestPaperOrders,
  findPaperOrder,
  findSellerOfGroup,
  insertPaperOrders,
  syncPaperOrderPayment,
  updatePaperOrder,
  voidPaperOrder,
  type PaperOrderRow,
  type PaperOrderWrite,
} from './queries.js';

type PaperOrderInput = z.output<typeof ZPaperOrderBody>;
type PaperOrderEditInput = z.output<typeof ZPaperOrderEditBody>;

const isoOf = (value: Date | string) => new Date(value).toISOString();

export function presentPaperOrder(row: PaperOrderRow): TPaperOrder {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    source: 'paper',
    formNumber: row.formNumber,
    groupId: row.groupId,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    buyerName: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
    buyerPhone: row.buyerPhone,
    buyerEmail: row.buyerEmail,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      province: row.province,
      zip: row.zip,
    },
    items: row.items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      price: dollarsFromCents(Number(item.priceCents)),
      quantity: item.quantity,
    })),
    productTotal: dollarsFromCents(row.productCents),
    donation: dollarsFromCents(row.donationCents),
    total: dollarsFromCents(row.totalCents),
    payment: {
      method: row.paymentMethod as TPaperPaymentMethod,
      amount: dollarsFromCents(row.paymentCents),
      checkNumber: row.checkNumber,
    },
    status: row.status as OrderStatus,
    voidedAt: row.voidedAt === null ? null : isoOf(row.voidedAt),
    enteredByName: row.enteredByName,
    createdAt: isoOf(row.createdAt),
    changes: row.changes.map((change) => ({
      action: change.action as 'created' | 'edited' | 'voided',
      changedByName: change.changedByName,
      changedAt: isoOf(change.changedAt),
      reason: change.reason,
      changes: change.changes,
    })),
  };
}

/** A line the order already has: an edit keeps its name and price as they were when it was written. */
type KeptLine = { productName: string; priceCents: number };

/**
 * Which of the form's products are the campaign's, priced; every other line is refused by its field. A hidden
 * product is refused unless the order already has it (`kept`), whose name and price the line keeps.
 */
async function pricedItems(
  db: DbOrTx,
  campaignId: string,
  items: PaperOrderInput['items'],
  kept: ReadonlyMap<string, KeptLine> = new Map(),
) {
  const ids = [...new Set(items.map((item) => item.productId).filter(isId))];
  const products = new Map(
    (await findProductsById(db, campaignId, ids)).map((product) => [product.id, product]),
  );
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const priced = items.flatMap((item, index) => {
    const product = products.get(item.productId);
    const refuse = (code: FieldProblem['code']) => {
      problems.push({ field: `items.${index}.productId`, code });
      return [];
    };
    if (!product) return refuse('PRODUCT_NOT_IN_CAMPAIGN');
    if (seen.has(product.id)) return refuse('PRODUCT_LISTED_TWICE');
    seen.add(product.id);
    const line = kept.get(product.id);
    if (product.hidden && !line) return refuse('PRODUCT_HIDDEN');
    return [
      {
        productId: product.id,
        productName: line?.productName ?? product.name,
        priceCents: line?.priceCents ?? product.priceCents,
        quantity: item.quantity,
      },
    ];
  });
  return { priced, problems };
}

/** The seller the form names: a seller of the group by id, the one seller of that typed name, or the name alone. */
async function formSeller(db: DbOrTx, groupId: string, input: PaperOrderInput) {
  if (input.sellerId) {
    const seller = isId(input.sellerId)
      ? await findSellerOfGroup(db, groupId, { id: input.sellerId })
      : undefined;
    return seller
      ? { seller: { id: seller.id as string | null, name: seller.name }, problem: undefined }
      : { seller: undefined, problem: { field: 'sellerId', code: 'SELLER_NOT_IN_GROUP' } as FieldProblem };
  }
  const typed = (input.sellerName ?? '').trim();
  const seller = await findSellerOfGroup(db, groupId, { name: typed });
  return {
    seller: seller ? { id: seller.id as string | null, name: seller.name } : { id: null, name: typed },
    problem: undefined,
  };
}

async function orderWrite(
  db: DbOrTx,
  campaign: PaperCampaign,
  input: PaperOrderInput,
  kept?: ReadonlyMap<string, KeptLine>,
  keptDonationCents = 0,
): Promise<PaperOrderWrite> {
  // A form entered while the campaign took donations keeps (or lowers) its donation through an edit.
  if (!campaign.donationsEnabled && (input.donation ?? 0) > keptDonationCents) throw fail('DONATIONS_OFF');
  const [{ priced, problems }, { seller, problem }] = await Promise.all([
    pricedItems(db, campaign.id, input.items, kept),
    formSeller(db, campaign.groupId, input),
  ]);
  if (problem) problems.unshift(problem);
  const totalCents = priced.reduce((sum, item) => sum + item.priceCents * item.quantity, input.donation ?? 0);
  if (totalCents > MAX_PAPER_ORDER_TOTAL_CENTS) problems.push({ field: 'items', code: 'MONEY_OVER_LIMIT' });
  if (problems.length > 0 || !seller) throw fail('INVALID_REQUEST', undefined, problems);
  return paperOrderWrite(
    campaign,
    {
      seller,
      formNumber: input.formNumber,
      buyerName: input.buyerName,
      buyerPhone: input.buyerPhone,
      buyerEmail: input.buyerEmail,
      address: input.address,
      items: priced,
      donationCents: input.donation ?? 0,
      payment: {
        method: input.payment.method,
        amountCents: input.payment.amount,
        checkNumber: input.payment.checkNumber,
      },
    },
    'entry',
  );
}

/** A form number is the campaign's once: a second entry of the same form is refused rather than counted twice. */
async function withFormNumberGuard<T>(formNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('FORM_NUMBER_TAKEN', { formNumber });
    throw error;
  }
}

export async function createPaperOrder(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  input: PaperOrderInput,
  staff: StaffMember,
): Promise<TPaperOrder> {
  return withFormNumberGuard(input.formNumber, () =>
    ctx.db.transaction(async (tx) => {
      const campaign = await requirePaperCampaign(tx, groupId, campaignId);
      await lockCampaign(tx, campaign.id, 'share');
      const write = await orderWrite(tx, campaign, input);
      const [created] = await insertPaperOrders(tx, [write], staff, ctx.now());
      const row = await findPaperOrder(tx, groupId, created!.id);
      return presentPaperOrder(row!);
    }),
  );
}

async function requirePaperOrder(db: DbOrTx, groupId: string, orderId: string) {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  const row = isId(orderId) ? await findPaperOrder(db, groupId, orderId) : undefined;
  if (!row) throw fail('PAPER_ORDER_NOT_FOUND');
  return row;
}

/**
 * The paper order, locked for an edit or a void after its campaign's money lock (for share, as every writer of a
 * payment takes it), so that a deposit made or reopened meanwhile waits, or is waited for.
 */
async function lockPaperOrder(db: DbOrTx, groupId: string, orderId: string) {
  const { campaignId } = await requirePaperOrder(db, groupId, orderId);
  await lockCampaign(db, campaignId, 'share');
  return (await findPaperOrder(db, groupId, orderId, true))!;
}

export async function getPaperOrder(ctx: AppContext, groupId: string, orderId: string) {
  return presentPaperOrder(await requirePaperOrder(ctx.db, groupId, orderId));
}

export async function latestPaperOrders(ctx: AppContext, groupId: string, campaignId: string, limit: number) {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  return (await findLatestPaperOrders(ctx.db, groupId, campaignId, limit)).map(presentPaperOrder);
}

const itemsText = (order: TPaperOrder) =>
  order.items.map((item) => `${item.quantity} × ${item.productName}`).join(', ');
const paymentText = (order: TPaperOrder) =>
  [order.payment.method, order.payment.amount.toFixed(2), order.payment.checkNumber]
    .filter(Boolean)
    .join(' ');
const addressText = (order: TPaperOrder) => Object.values(order.address).filter(Boolean).join(', ');

/** What an edit changed, field by field, as the order detail shows them. */
function differences(before: TPaperOrder, after: TPaperOrder) {
  const fields: [string, (order: TPaperOrder) => string][] = [
    ['formNumber', (order) => order.formNumber],
    ['seller', (order) => order.sellerName],
    ['buyerName', (order) => order.buyerName],
    ['buyerPhone', (order) => order.buyerPhone],
    ['buyerEmail', (order) => order.buyerEmail],
    ['address', addressText],
    ['items', itemsText],
    ['donation', (order) => order.donation.toFixed(2)],
    ['payment', paymentText],
  ];
  return fields.flatMap(([field, text]) =>
    text(before) === text(after) ? [] : [{ field, from: text(before), to: text(after) }],
  );
}

export async function editPaperOrder(
  ctx: AppContext,
  groupId: string,
  orderId: string,
  input: PaperOrderEditInput,
  staff: StaffMember,
): Promise<TPaperOrder> {
  return withFormNumberGuard(input.formNumber, () =>
    ctx.db.transaction(async (tx) => {
      const current = await lockPaperOrder(tx, groupId, orderId);
      if (current.voidedAt !== null) throw fail('PAPER_ORDER_VOIDED');
      const campaign = await requirePaperCampaign(tx, groupId, current.campaignId);
      const kept = new Map(
        current.items.flatMap((item) =>
          item.productId
            ? [
                [
                  item.productId,
                  { productName: item.productName, priceCents: Number(item.priceCents) },
                ] as const,
              ]
            : [],
        ),
      );
      const write = await orderWrite(tx, campaign, input, kept, current.donationCents);
      const before = presentPaperOrder(current);
      // The differences are read off what the order would show, so they name the fields as the API does.
      const after = presentPaperOrder({
        ...current,
        ...write,
        formNumber: write.formNumber,
        productCents: write.productCents,
        donationCents: write.donationCents,
        totalCents: write.productCents + write.donationCents,
        items: write.items,
      });
      if ((await syncPaperOrderPayment(tx, orderId, write, ctx.now())) === 'deposited') {
        throw fail('PAYMENT_DEPOSITED');
      }
      await updatePaperOrder(tx, orderId, write, {
        staff,
        reason: input.reason,
        changes: differences(before, after),
      });
      return presentPaperOrder((await findPaperOrder(tx, groupId, orderId))!);
    }),
  );
}

export async function voidPaperOrderOf(
  ctx: AppContext,
  groupId: string,
  orderId: string,
  reason: string,
  staff: StaffMember,
): Promise<TPaperOrder> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockPaperOrder(tx, groupId, orderId);
    if (current.voidedAt !== null) throw fail('PAPER_ORDER_VOIDED');
    await voidPaperOrder(tx, orderId, { staff, reason });
    return presentPaperOrder((await findPaperOrder(tx, groupId, orderId))!);
  });
}

/** The group's sellers for the seller field of a form: one entry per name, in name order. */
export async function groupSellerNames(ctx: AppContext, groupId: string) {
  if (!isId(groupId) || !(await findGroup(ctx.db, groupId))) throw fail('GROUP_NOT_FOUND');
  const rows = await findGroupSellerChoices(ctx.db, groupId);
  return rows
    .map((row) => ({ _id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
