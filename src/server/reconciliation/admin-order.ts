import { centsFromMoney } from '../lib/money.js';
import type { AdminOrderNode, MoneyBag } from './admin-api-client.js';

const amountOf = (bag: MoneyBag | null | undefined) => bag?.shopMoney?.amount ?? undefined;

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** PARTIALLY_PAID → partially_paid: the REST/webhook spelling the order mapper reads. */
export function financialStatusOf(displayFinancialStatus: string | null | undefined): string {
  return (displayFinancialStatus ?? '').trim().toLowerCase();
}

/** The numeric order id: `legacyResourceId`, or the tail of the `gid://shopify/Order/…` id. */
function numericIdOf(node: AdminOrderNode): string | undefined {
  if (node.legacyResourceId !== null && node.legacyResourceId !== undefined) {
    return String(node.legacyResourceId);
  }
  return /^gid:\/\/shopify\/Order\/(\d+)$/.exec(node.id ?? '')?.[1];
}

function orderNumberOf(name: string | null | undefined): number | null {
  const digits = (name ?? '').replace(/\D/g, '');
  return digits && digits.length <= 15 ? Number(digits) : null;
}

/**
 * An Admin GraphQL order node in the REST/webhook order shape that `ZStoreOrder` reads, so reconciled orders
 * and webhook orders are the same thing to the ingestion.
 */
export function storeOrderFromAdminNode(node: AdminOrderNode): Record<string, unknown> {
  const lines = node.lineItems?.nodes ?? [];
  const lineItems = lines.map((line) => ({
    id: /^gid:\/\/shopify\/LineItem\/(\d+)$/.exec(line.id ?? '')?.[1],
    current_quantity: line.currentQuantity,
    title: line.title,
    name: line.name,
    price: amountOf(line.originalUnitPriceSet),
    quantity: line.quantity,
    product_id: line.product?.id,
    handle: line.product?.handle,
    properties: (line.customAttributes ?? []).map((attribute) => ({
      name: attribute.key,
      value: attribute.value,
    })),
  }));
  // REST's total_line_items_price is the lines before discounts; only known when every line came back.
  const linesComplete = node.lineItems?.pageInfo?.hasNextPage !== true;
  let lineCents: number | undefined = 0;
  for (const line of lineItems) {
    const cents = centsFromMoney(line.price);
    if (cents === undefined || typeof line.quantity !== 'number') lineCents = undefined;
    else if (lineCents !== undefined) lineCents += cents * line.quantity;
  }
  return {
    id: numericIdOf(node),
    order_number: orderNumberOf(node.name),
    name: node.name,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
    cancelled_at: node.cancelledAt,
    test: node.test,
    note: node.note,
    email: node.email,
    financial_status: financialStatusOf(node.displayFinancialStatus),
    customer: node.customer
      ? { first_name: node.customer.firstName, last_name: node.customer.lastName, email: node.customer.email }
      : null,
    note_attributes: (node.customAttributes ?? []).map((attribute) => ({
      name: attribute.key,
      value: attribute.value,
    })),
    line_items: lineItems,
    shipping_lines: (node.shippingLines?.nodes ?? []).map((line) => ({
      title: line.title,
      price: amountOf(line.originalPriceSet),
    })),
    shipping_address: node.shippingAddress ?? null,
    total_line_items_price:
      linesComplete && lineCents !== undefined && lineItems.length > 0 ? centsText(lineCents) : undefined,
    subtotal_price: amountOf(node.subtotalPriceSet),
    total_price: amountOf(node.totalPriceSet),
  };
}
