import type {
  TCampaignProduct,
  TPaperOrder,
  TPaperOrderImportResult,
} from '../../shared/api/paper-orders.js';
import type { TCampaign } from '../../shared/api/groups.js';

export const COOKIE_DOUGH: TCampaignProduct = {
  _id: 'p-dough',
  name: 'Cookie Dough',
  price: 12.5,
  sku: 'CD-1',
  hidden: false,
  orderLineCount: 3,
};
export const CANDLE: TCampaignProduct = {
  _id: 'p-candle',
  name: 'Candle',
  price: 15,
  sku: 'CA-2',
  hidden: false,
  orderLineCount: 0,
};
export const WREATH_HIDDEN: TCampaignProduct = {
  _id: 'p-wreath',
  name: 'Wreath',
  price: 30,
  sku: '',
  hidden: true,
  orderLineCount: 1,
};

/** The campaign as GET /groups/{id}/campaigns/{campaignId} sends it. */
export function campaignFixture(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    _id: 'k1',
    groupId: 'g1',
    name: 'Cookie Week',
    description: '',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    isActive: true,
    isCurrentlyActive: true,
    goalAmount: null,
    donationsEnabled: false,
    donationAmounts: [],
    donationMinimum: null,
    donationProduct: '',
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A paper order as the paper order routes send it. */
export function paperOrder(overrides: Partial<TPaperOrder> = {}): TPaperOrder {
  return {
    _id: 'po1',
    orderNumber: 'P-000001',
    source: 'paper',
    formNumber: '',
    groupId: 'g1',
    campaignId: 'k1',
    campaignName: 'Cookie Week',
    sellerId: null,
    sellerName: 'Ava Stone',
    buyerName: 'Ann Buyer',
    buyerPhone: '555-0101',
    buyerEmail: '',
    address: { address1: '', address2: '', city: '', province: '', zip: '' },
    items: [{ productId: 'p-dough', productName: 'Cookie Dough', price: 12.5, quantity: 2 }],
    productTotal: 25,
    donation: 0,
    total: 25,
    payment: { method: 'cash', amount: 25, checkNumber: '' },
    status: 'paid',
    voidedAt: null,
    enteredByName: 'Casey Coach',
    createdAt: '2026-11-20T15:07:00.000Z',
    changes: [
      {
        action: 'created',
        changedByName: 'Casey Coach',
        changedAt: '2026-11-20T15:07:00.000Z',
        reason: '',
        changes: [],
      },
    ],
    ...overrides,
  };
}

/** An import's answer: by default a clean preview of two forms. */
export function importResult(overrides: Partial<TPaperOrderImportResult> = {}): TPaperOrderImportResult {
  return {
    committed: false,
    orders: 2,
    alreadyImported: 1,
    items: [
      { productName: 'Cookie Dough', quantity: 3 },
      { productName: 'Candle', quantity: 1 },
    ],
    total: 52.5,
    donations: 0,
    bySeller: [
      { sellerName: 'Ava Stone', orders: 1, total: 25 },
      { sellerName: 'Ben Ray', orders: 1, total: 27.5 },
    ],
    byPayment: [
      { method: 'cash', orders: 1, amount: 25 },
      { method: 'unpaid', orders: 1, amount: 0 },
    ],
    problems: [],
    problemCount: overrides.problems?.length ?? 0,
    ...overrides,
  };
}
