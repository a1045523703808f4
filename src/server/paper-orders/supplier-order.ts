import type { TSupplierOrder } from '../../shared/api/paper-orders.js';
import { csvFileName, csvMoney, csvText } from '../../shared/csv.js';
import { SUPPLIER_ORDER_CSV_HEADERS, SUPPLIER_ORDER_TOTAL_LABEL } from '../../shared/texts/paper-orders.js';
import type { AppContext } from '../context.js';
import { dollarsFromCents } from '../lib/money.js';
import { requirePaperCampaign } from './paper-campaign.js';
import { countPaperOrders, findSupplierLines } from './queries.js';

/**
 * What the coordinator orders from the supplier: each product's quantity on the campaign's paper orders that
 * count (voided ones do not). Store orders ship by themselves and are not on it.
 */
export async function supplierOrder(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TSupplierOrder> {
  const campaign = await requirePaperCampaign(ctx.db, groupId, campaignId);
  const [lines, paperOrderCount] = await Promise.all([
    findSupplierLines(ctx.db, groupId, campaignId),
    countPaperOrders(ctx.db, groupId, campaignId),
  ]);
  const products = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    price: dollarsFromCents(line.priceCents),
    quantity: line.quantity,
    amount: dollarsFromCents(line.amountCents),
  }));
  return {
    campaign: { _id: campaign.id, name: campaign.name },
    group: { _id: groupId, code: campaign.groupCode, name: campaign.groupName },
    products,
    paperOrderCount,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: dollarsFromCents(lines.reduce((sum, line) => sum + line.amountCents, 0)),
  };
}

/** The same as a CSV: one row per product, then the totals. */
export async function supplierOrderCsv(ctx: AppContext, groupId: string, campaignId: string) {
  const order = await supplierOrder(ctx, groupId, campaignId);
  const body = csvText(
    [...SUPPLIER_ORDER_CSV_HEADERS],
    [
      ...order.products.map((product) => [
        product.name,
        product.sku,
        csvMoney(product.price),
        product.quantity,
        csvMoney(product.amount),
      ]),
      [SUPPLIER_ORDER_TOTAL_LABEL, '', '', order.totalQuantity, csvMoney(order.totalAmount)],
    ],
  );
  return { fileName: csvFileName('supplier-order', order.group.code, ctx.today()), body };
}
