import type {
  TCampaignMoney,
  TDeposit,
  TMoneyItem,
  TSellerBalance,
  TSettlement,
  TTurnIn,
} from '../../shared/api/money.js';

const publicName = (name: string) => {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastInitial: words.length > 1 ? `${words.at(-1)![0]}.` : '' };
};

/** A seller's line of the money summary; `publicName` follows the name unless given. */
export function sellerBalance(overrides: Partial<TSellerBalance> & { sellerName: string }): TSellerBalance {
  return {
    sellerId: null,
    publicName: publicName(overrides.sellerName),
    paperOrders: 0,
    owed: 0,
    received: 0,
    balance: 0,
    lastTurnInAt: null,
    ...overrides,
  };
}

/** Ava owes, Ben is even, Cy turned in more, Di owes most; Ava and Di are sellers of the group. */
export const SELLERS: TSellerBalance[] = [
  sellerBalance({
    sellerId: 's-ava',
    sellerName: 'Ava Marie Stone',
    paperOrders: 3,
    owed: 62.5,
    received: 25,
    balance: 37.5,
    lastTurnInAt: '2026-11-20T15:07:00.000Z',
  }),
  sellerBalance({
    sellerName: 'Ben Ray',
    paperOrders: 1,
    owed: 15,
    received: 15,
    balance: 0,
    lastTurnInAt: '2026-11-22T10:00:00.000Z',
  }),
  sellerBalance({
    sellerName: 'Cy Lee',
    paperOrders: 2,
    owed: 27.5,
    received: 30,
    balance: -2.5,
    lastTurnInAt: null,
  }),
  sellerBalance({
    sellerId: 's-di',
    sellerName: 'Di Doe',
    paperOrders: 4,
    owed: 100,
    received: 0,
    balance: 100,
    lastTurnInAt: null,
  }),
];

/** GET …/money as the server sends it. */
export function campaignMoneyFixture(overrides: Partial<TCampaignMoney> = {}): TCampaignMoney {
  return {
    campaign: { _id: 'k1', name: 'Cookie Week' },
    group: { _id: 'g1', name: 'Lincoln Band', code: 'BAND24' },
    totals: {
      storeSales: 500,
      paperSales: 205,
      storeDonations: 0,
      paperDonations: 0,
      receivedCash: 40,
      receivedChecks: 30,
      received: 70,
      outstanding: 137.5,
      overpaid: 2.5,
      deposited: 0,
      onHand: 70,
    },
    sellers: SELLERS,
    ...overrides,
  };
}

/** A turn-in as POST …/turn-ins answers it, with the seller's balance after it. */
export function turnInFixture(overrides: Partial<TTurnIn> = {}): TTurnIn {
  return {
    _id: 't1',
    campaignId: 'k1',
    sellerId: 's-ava',
    sellerName: 'Ava Marie Stone',
    cash: 20,
    checks: [
      { _id: 'c1', number: '1042', amount: 15, payer: 'Ann Buyer', deposited: false },
      { _id: 'c2', number: '77', amount: 2.5, payer: '', deposited: false },
    ],
    total: 37.5,
    note: '',
    recordedByName: 'Casey Coach',
    recordedAt: '2026-11-24T16:30:00.000Z',
    replacesId: null,
    voidedAt: null,
    voidReason: '',
    deposited: false,
    changes: [
      { action: 'recorded', changedByName: 'Casey Coach', changedAt: '2026-11-24T16:30:00.000Z', reason: '' },
    ],
    sellerBalance: { ...SELLERS[0]!, received: 62.5, balance: 0, lastTurnInAt: '2026-11-24T16:30:00.000Z' },
    ...overrides,
  };
}

/** A payment on hand. */
export function moneyItem(overrides: Partial<TMoneyItem> & { _id: string }): TMoneyItem {
  return {
    kind: 'cash',
    amount: 10,
    checkNumber: '',
    payer: '',
    sellerName: 'Ava Marie Stone',
    source: 'turn-in',
    orderNumber: '',
    receivedAt: '2026-11-20T15:07:00.000Z',
    ...overrides,
  };
}

/** A deposit as the deposit routes send it. */
export function depositFixture(overrides: Partial<TDeposit> = {}): TDeposit {
  return {
    _id: 'd1',
    campaignId: 'k1',
    cash: 40,
    checkTotal: 15,
    checks: [{ number: '1042', payer: 'Ann Buyer', amount: 15 }],
    total: 55,
    note: '',
    createdByName: 'Casey Coach',
    createdAt: '2026-11-25T09:00:00.000Z',
    status: 'standing',
    confirmedAt: null,
    reopenedAt: null,
    reopenReason: '',
    changes: [
      {
        action: 'deposited',
        changedByName: 'Casey Coach',
        changedAt: '2026-11-25T09:00:00.000Z',
        reason: '',
      },
    ],
    ...overrides,
  };
}

/** GET …/settlement as the server sends it: $705.00 of product sales, no donations, a 40% share. */
export function settlementFixture(overrides: Partial<TSettlement> = {}): TSettlement {
  return {
    campaign: { _id: 'k1', name: 'Cookie Week', goal: 1000 },
    group: { _id: 'g1', name: 'Lincoln Band', code: 'BAND24', profitSharePercent: 40 },
    productSales: 705,
    storeProductSales: 500,
    paperProductSales: 205,
    donations: 0,
    storeDonations: 0,
    paperDonations: 0,
    goalProgress: 0.705,
    raised: 282,
    groupOwesSupplier: 123,
    storeOwesGroup: 200,
    net: 77,
    money: campaignMoneyFixture().totals,
    deposits: [
      {
        _id: 'd2',
        createdAt: '2026-11-26T09:00:00.000Z',
        cash: 10,
        checkTotal: 0,
        total: 10,
        status: 'reopened',
      },
      {
        _id: 'd1',
        createdAt: '2026-11-25T09:00:00.000Z',
        cash: 40,
        checkTotal: 15,
        total: 55,
        status: 'confirmed',
      },
    ],
    outstandingBySeller: [
      { sellerName: 'Ava Marie Stone', balance: 37.5 },
      { sellerName: 'Di Doe', balance: 100 },
    ],
    ...overrides,
  };
}

/** The money of a campaign with donations: $50.00 given in the store, $30.00 written on paper forms. */
export function donationMoneyFixture(): TCampaignMoney {
  const money = campaignMoneyFixture();
  return { ...money, totals: { ...money.totals, storeDonations: 50, paperDonations: 30 } };
}

/**
 * The same campaign with $80.00 of donations ($50.00 online, $30.00 on paper), kept whole: raised $705 × 40% + $80 =
 * $362.00; the store owes $500 × 40% + $50 = $250.00, the group owes the supplier $205 × 60% = $123.00 (its paper
 * donations stay with it), net $127.00 to the group; the goal counts $785.00 of $1,000.00 (78%).
 */
export function donationSettlementFixture(): TSettlement {
  return settlementFixture({
    donations: 80,
    storeDonations: 50,
    paperDonations: 30,
    goalProgress: 0.785,
    raised: 362,
    storeOwesGroup: 250,
    net: 127,
    money: donationMoneyFixture().totals,
  });
}
