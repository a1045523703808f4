import type { TOrder, TOrderListItem, TOrderListReply } from '../../shared/api/orders.js';

/** A list row as the API sends it. */
export function orderRow(overrides: Partial<TOrderListItem> = {}): TOrderListItem {
  return {
    _id: 'o1',
    shopifyOrderId: '5001',
    shopifyOrderNumber: '#1001',
    groupCode: 'BAND24',
    campaignId: 'c1',
    campaignName: 'Spring Sale',
    studentName: 'Sam Seller',
    customerFirstName: 'Ann',
    customerLastName: 'Buyer',
    customerEmail: 'ann@example.org',
    status: 'open',
    createdAt: '2026-11-20T15:07:00.000Z',
    totalProductAmount: 36.5,
    totalAmount: 42.5,
    donationAmount: 0,
    isAttributed: true,
    attributionVerified: true,
    isTest: false,
    isDemo: false,
    viaShareLink: false,
    attributionRepaired: false,
    source: 'store',
    team: null,
    ...overrides,
  };
}

/** A whole order as the detail endpoints send it. */
export function orderDetail(overrides: Partial<TOrder> = {}): TOrder {
  return {
    ...orderRow(),
    groupName: 'Lincoln Band',
    studentEmail: 'sam@example.org',
    note: '',
    buyerPhone: '',
    groupId: 'g1',
    donationReceiptUrl: null,
    deletedAt: null,
    items: [
      { productName: 'Cookie Dough', price: 12.5, quantity: 2 },
      { productName: 'Candle', price: 11.5, quantity: 1 },
    ],
    shipping: {
      method: 'Standard',
      price: 6,
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
      country: 'United States',
    },
    financialStatus: 'paid',
    statusHistory: [
      {
        fromStatus: null,
        toStatus: 'open',
        changedBy: 'store',
        changedByName: '',
        changedAt: '2026-11-20T15:07:00.000Z',
      },
    ],
    attributionHistory: [],
    ...overrides,
  };
}

export function listReply(
  rows: TOrderListItem[],
  page = 1,
  totalPages = 1,
  total = rows.length,
  totalIsEstimate = false,
) {
  return {
    success: true,
    data: rows,
    currentPage: page,
    totalPages,
    total,
    totalIsEstimate,
  } satisfies TOrderListReply;
}
