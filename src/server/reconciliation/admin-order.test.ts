import { describe, expect, it } from 'vitest';
import { orderFieldsOf, ZStoreOrder } from '../orders/store-order.js';
import { updatedSinceFilter, type AdminOrderNode } from './admin-api-client.js';
import { financialStatusOf, storeOrderFromAdminNode } from './admin-order.js';

const money = (amount: string) => ({ shopMoney: { amount } });

function node(values: Partial<AdminOrderNode> = {}): AdminOrderNode {
  return {
    id: 'gid://shopify/Order/5512345678901',
    legacyResourceId: '5512345678901',
    name: '#1042',
    createdAt: '2026-11-03T15:15:22Z',
    updatedAt: '2026-11-03T16:00:00Z',
    cancelledAt: null,
    email: 'pat@example.com',
    displayFinancialStatus: 'PAID',
    customer: { firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' },
    customAttributes: [
      { key: 'group_code', value: 'G12' },
      { key: 'from_portal', value: 'true' },
    ],
    lineItems: {
      pageInfo: { hasNextPage: false },
      nodes: [
        { title: 'Team Hoodie', name: 'Team Hoodie - M', quantity: 2, originalUnitPriceSet: money('39.0') },
      ],
    },
    shippingLines: { nodes: [{ title: 'Standard', originalPriceSet: money('6.5') }] },
    shippingAddress: {
      address1: '1 Main St',
      address2: null,
      city: 'Austin',
      province: 'Texas',
      zip: '78701',
      country: 'United States',
    },
    subtotalPriceSet: money('70.2'),
    totalPriceSet: money('90.79'),
    ...values,
  };
}

const fieldsOf = (value: AdminOrderNode) => orderFieldsOf(ZStoreOrder.parse(storeOrderFromAdminNode(value)));

describe('storeOrderFromAdminNode', () => {
  it('gives the order fields the webhook JSON of the same order gives', () => {
    expect(fieldsOf(node())).toMatchObject({
      shopifyOrderId: '5512345678901',
      shopifyOrderNumber: '#1042',
      buyerFirstName: 'Pat',
      buyerLastName: 'Lee',
      buyerEmail: 'pat@example.com',
      // Lines before discounts, as REST's total_line_items_price, not the discounted subtotal.
      totalProductCents: 7800,
      shippingCents: 650,
      totalCents: 9079,
      shippingMethod: 'Standard',
      shippingAddress2: '',
      financialStatus: 'paid',
      storeUpdatedAt: new Date('2026-11-03T16:00:00Z'),
      storeCancelledAt: null,
      items: [{ productName: 'Team Hoodie', priceCents: 3900, quantity: 2 }],
    });
    expect(ZStoreOrder.parse(storeOrderFromAdminNode(node())).note_attributes).toEqual([
      { name: 'group_code', value: 'G12' },
      { name: 'from_portal', value: 'true' },
    ]);
  });

  it('falls back to the subtotal when not every line came back', () => {
    const partial = node();
    partial.lineItems!.pageInfo = { hasNextPage: true };
    expect(fieldsOf(partial).totalProductCents).toBe(7020);
  });

  it('takes the id from the global id when legacyResourceId is missing, the number from the name', () => {
    const order = storeOrderFromAdminNode(node({ legacyResourceId: null, name: 'FR-2044' }));
    expect(order).toMatchObject({ id: '5512345678901', order_number: 2044, name: 'FR-2044' });
  });

  it('is refused by ZStoreOrder without any id', () => {
    expect(
      ZStoreOrder.safeParse(storeOrderFromAdminNode(node({ id: null, legacyResourceId: null }))).success,
    ).toBe(false);
  });
});

describe('financialStatusOf', () => {
  it('writes the GraphQL enum as the REST value', () => {
    expect(
      [
        'PAID',
        'PENDING',
        'AUTHORIZED',
        'PARTIALLY_PAID',
        'PARTIALLY_REFUNDED',
        'REFUNDED',
        'VOIDED',
        'EXPIRED',
      ].map(financialStatusOf),
    ).toEqual([
      'paid',
      'pending',
      'authorized',
      'partially_paid',
      'partially_refunded',
      'refunded',
      'voided',
      'expired',
    ]);
    expect(financialStatusOf(null)).toBe('');
  });
});

describe('updatedSinceFilter', () => {
  it('is the search syntax of the orders query', () => {
    expect(updatedSinceFilter(new Date('2026-11-01T00:00:00Z'))).toBe(
      "updated_at:>='2026-11-01T00:00:00.000Z'",
    );
  });
});
