import { MAX_MONEY_TEXT } from '../money.js';

/** The refusals and field rules of the money API, in English (staff only). */
export const MONEY_API_MESSAGES = {
  turnInNotFound: 'Turn-in not found',
  turnInVoided: 'This turn-in was voided or corrected and can no longer be changed',
  turnInDeposited: 'Money of this turn-in is in a deposit; reopen the deposit first',
  paymentDeposited: 'The payment of this order is in a deposit; reopen the deposit before changing it',
  depositNotFound: 'Deposit not found',
  depositConfirmed: 'The bank confirmed this deposit; it can no longer be reopened',
  depositReopened: 'This deposit was reopened; its money is back on hand',
  nothingToDeposit: 'There is no money on hand to deposit',
  notOnHand: 'This payment is not on hand (deposited, voided or not of this campaign)',
  envelopeEmpty: 'An envelope needs cash or at least one check',
  overLimit: `The total is above ${MAX_MONEY_TEXT}, the most one form, envelope or deposit may hold`,
} as const;

export const MONEY_FIELD_MESSAGES = {
  cash: 'Cash must be an amount in dollars, like 12.50',
  checkAmount: 'A check’s amount must be an amount in dollars above 0, like 12.50',
  checkNumber: 'A check needs its number',
  depositChoice: 'Choose the payments to deposit, or everything on hand',
} as const;

/** The financial recap's CSV: one line per figure, then the outstanding balances by seller. */
export const SETTLEMENT_CSV = {
  header: ['Section', 'Item', 'Amount'],
  sections: {
    totals: 'Totals',
    settlement: 'Settlement',
    money: 'Money',
    deposit: 'Deposit',
    outstanding: 'Outstanding',
  },
  items: {
    goal: 'Goal',
    productSales: 'Product sales',
    storeProductSales: 'Online product sales',
    paperProductSales: 'Paper product sales',
    donations: 'Donations (kept whole)',
    storeDonations: 'Online donations',
    paperDonations: 'Paper donations',
    raised: 'Raised for the group (product sales × share + donations)',
    profitShare: 'Profit share (%)',
    groupOwesSupplier: 'Owed to the supplier for paper orders',
    storeOwesGroup: 'Owed by the store for online orders',
    net: 'Net to the group',
    paperOwed: 'Paper orders owed',
    receivedCash: 'Cash received',
    receivedChecks: 'Checks received',
    deposited: 'Deposited',
    onHand: 'On hand',
    outstanding: 'Still to turn in',
  },
} as const;
