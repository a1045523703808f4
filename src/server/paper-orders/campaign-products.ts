import type {
  TCampaignProduct,
  TProductSuggestion,
  ZCampaignProductsBody,
} from '../../shared/api/paper-orders.js';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { fail, type FieldProblem } from '../errors.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { lockCampaign, requirePaperCampaign } from './paper-campaign.js';
import {
  findCampaignProducts,
  findStoreOrderProducts,
  replaceCampaignProducts,
  type ProductRow,
} from './product-queries.js';

const presentProduct = (row: ProductRow): TCampaignProduct => ({
  _id: row.id,
  name: row.name,
  price: dollarsFromCents(row.priceCents),
  sku: row.sku,
  hidden: row.hidden,
  orderLineCount: row.orderLineCount,
});

export async function listCampaignProducts(ctx: AppContext, groupId: string, campaignId: string) {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  return (await findCampaignProducts(ctx.db, campaignId)).map(presentProduct);
}

const productKey = (name: string) => name.trim().toLowerCase();

/**
 * Replaces the campaign's list with `products`, in that order. An id that is not one of the campaign's products
 * and two products of one name are refused by field; a product left out that order lines use is refused whole
 * (it can be hidden instead). One transaction, the campaign's products locked, so two editors cannot interleave.
 */
export async function putCampaignProducts(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  body: z.output<typeof ZCampaignProductsBody>,
): Promise<TCampaignProduct[]> {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  return ctx.db.transaction(async (tx) => {
    // Serialises edits of one campaign's list: the campaign row is the lock.
    await lockCampaign(tx, campaignId, 'update');
    const current = await findCampaignProducts(tx, campaignId);
    const byId = new Map(current.map((product) => [product.id, product]));
    const problems: FieldProblem[] = [];
    const seenNames = new Set<string>();
    body.products.forEach((product, index) => {
      if (product._id !== undefined && (!isId(product._id) || !byId.has(product._id))) {
        problems.push({ field: `products.${index}._id`, code: 'PRODUCT_NOT_IN_CAMPAIGN' });
      }
      const key = productKey(product.name);
      if (seenNames.has(key)) problems.push({ field: `products.${index}.name`, code: 'PRODUCT_NAME_TWICE' });
      seenNames.add(key);
    });
    if (problems.length > 0) throw fail('INVALID_REQUEST', undefined, problems);
    const kept = new Set(body.products.flatMap((product) => (product._id ? [product._id] : [])));
    const removedInUse = current.find((product) => !kept.has(product.id) && product.orderLineCount > 0);
    if (removedInUse) throw fail('PRODUCT_IN_USE', { name: removedInUse.name });
    await replaceCampaignProducts(
      tx,
      campaignId,
      body.products.map((product) => ({
        id: product._id,
        name: product.name,
        priceCents: product.price,
        sku: product.sku,
        hidden: product.hidden,
      })),
    );
    return (await findCampaignProducts(tx, campaignId)).map(presentProduct);
  });
}

/**
 * What the product list can start from: the campaign's store orders, and `catalogue` (the demo store's, where it
 * serves; the app passes it in, since the demo store is built on top of this area).
 */
export async function productSuggestions(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  catalogue: readonly TProductSuggestion[],
): Promise<{ storeOrders: TProductSuggestion[]; catalogue: TProductSuggestion[] }> {
  await requirePaperCampaign(ctx.db, groupId, campaignId);
  const seen = await findStoreOrderProducts(ctx.db, groupId, campaignId);
  return {
    storeOrders: seen.flatMap((row) =>
      row.priceCents === null ? [] : [{ name: row.name, price: dollarsFromCents(row.priceCents), sku: '' }],
    ),
    catalogue: [...catalogue],
  };
}
