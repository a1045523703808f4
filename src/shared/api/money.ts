import { z } from 'zod';
import { MAX_MONEY_CENTS, parseMoneyAmount } from '../money.js';
import { MONEY_API_MESSAGES, MONEY_FIELD_MESSAGES } from '../texts/money.js';
import { idField, isoDateTime, optionalText, requiredText, successOf } from './fields.js';
import { ZPublicSellerName } from './share-links.js';

/**
 * A campaign's money. Amounts on the wire are dollars with cents, as everywhere in the API; the server keeps integer
 * cents, and every total is the sum of the rows it is made of.
 */

export const MAX_CHECKS_PER_TURN_IN = 100;

const dollars = (message: string, { positive }: { positive: boolean }) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const cents = parseMoneyAmount(value);
    if (cents === null || (positive && cents === 0)) {
      ctx.addIssue({ code: 'custom', message, params: { code: 'FIELD_INVALID' } });
      return z.NEVER;
    }
    return cents;
  });

export const ZTurnInCheck = z.object({
  number: optionalText('Check number', 40)
    .refine((value) => Boolean(value), {
      error: MONEY_FIELD_MESSAGES.checkNumber,
      params: { code: 'FIELD_REQUIRED' },
    })
    .transform((value) => value ?? ''),
  amount: dollars(MONEY_FIELD_MESSAGES.checkAmount, { positive: true }),
  payer: optionalText('Payer', 200).transform((value) => value ?? ''),
});

const ZTurnInFields = z.object({
  /** A seller of the group, or… */
  sellerId: idField.optional(),
  /** …the name their paper orders carry (matched to the group's sellers as a paper order's is). */
  sellerName: optionalText('Seller name', 120),
  /** Cash counted, in dollars; 0 when the envelope holds checks only. */
  cash: dollars(MONEY_FIELD_MESSAGES.cash, { positive: false }).optional().default(0),
  checks: z.array(ZTurnInCheck).max(MAX_CHECKS_PER_TURN_IN).optional().default([]),
  note: optionalText('Note', 500).transform((value) => value ?? ''),
});

const withSellerAndMoney = <T extends z.ZodType<z.output<typeof ZTurnInFields>>>(schema: T) =>
  schema
    .refine((body) => Boolean(body.sellerId) || Boolean(body.sellerName), {
      error: 'Pick a seller of the group or type a seller name',
      path: ['sellerName'],
      params: { code: 'SELLER_REQUIRED' },
    })
    .refine((body) => body.cash > 0 || body.checks.length > 0, {
      error: 'An envelope needs cash or at least one check',
      path: ['cash'],
      params: { code: 'ENVELOPE_EMPTY' },
    })
    .refine(
      (body) => body.cash + body.checks.reduce((sum, check) => sum + check.amount, 0) <= MAX_MONEY_CENTS,
      {
        error: MONEY_API_MESSAGES.overLimit,
        path: ['checks'],
        params: { code: 'MONEY_OVER_LIMIT' },
      },
    );

export const ZTurnInBody = withSellerAndMoney(ZTurnInFields);
export type TTurnInBody = z.input<typeof ZTurnInBody>;
export type TTurnInInput = z.output<typeof ZTurnInBody>;

/** A correction sends the whole envelope again and says why; it replaces the turn-in. */
export const ZTurnInCorrectionBody = withSellerAndMoney(
  ZTurnInFields.extend({ reason: requiredText('Reason', 500) }),
);
export type TTurnInCorrectionBody = z.input<typeof ZTurnInCorrectionBody>;

export const ZReasonBody = z.object({ reason: requiredText('Reason', 500) });
export type TReasonBody = z.input<typeof ZReasonBody>;

export const ZMoneyChange = z.object({
  action: z.enum(['recorded', 'corrected', 'voided', 'deposited', 'reopened', 'confirmed']),
  changedByName: z.string(),
  changedAt: isoDateTime,
  reason: z.string(),
});
export type TMoneyChange = z.infer<typeof ZMoneyChange>;

export const ZSellerBalance = z.object({
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  /** First name and last initial, for lists that hang on a classroom door. */
  publicName: ZPublicSellerName,
  /** Counted paper orders of the seller and their total. */
  paperOrders: z.number().int(),
  owed: z.number(),
  /** Cash and checks written on their paper orders plus their turn-ins. */
  received: z.number(),
  /** owed − received: negative when they turned in more. */
  balance: z.number(),
  lastTurnInAt: isoDateTime.nullable(),
});
export type TSellerBalance = z.infer<typeof ZSellerBalance>;

export const ZTurnIn = z.object({
  _id: idField,
  campaignId: idField,
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  cash: z.number(),
  checks: z.array(
    z.object({
      _id: idField,
      number: z.string(),
      amount: z.number(),
      payer: z.string(),
      deposited: z.boolean(),
    }),
  ),
  total: z.number(),
  note: z.string(),
  recordedByName: z.string(),
  recordedAt: isoDateTime,
  /** The turn-in this one corrected. */
  replacesId: z.string().nullable(),
  voidedAt: isoDateTime.nullable(),
  voidReason: z.string(),
  /** True while some of its money is in a deposit (it can then be neither corrected nor voided). */
  deposited: z.boolean(),
  changes: z.array(ZMoneyChange),
  /** The seller's balance after this turn-in, for the receipt handed back with the envelope. */
  sellerBalance: ZSellerBalance,
});
export type TTurnIn = z.infer<typeof ZTurnIn>;
export const ZTurnInReply = successOf(ZTurnIn);
export type TTurnInReply = z.infer<typeof ZTurnInReply>;
export const ZTurnInListReply = successOf(z.array(ZTurnIn.omit({ sellerBalance: true })));
export type TTurnInListReply = z.infer<typeof ZTurnInListReply>;

export const ZMoneyTotals = z.object({
  /** Product sales of the campaign's counted store orders. */
  storeSales: z.number(),
  /** Product sales of its counted paper orders. */
  paperSales: z.number(),
  /** Donations of its counted store orders and of its counted paper orders (sellers owe those too). */
  storeDonations: z.number(),
  paperDonations: z.number(),
  receivedCash: z.number(),
  receivedChecks: z.number(),
  received: z.number(),
  /** The sum of the sellers' positive balances. */
  outstanding: z.number(),
  /** The sum of the sellers' negative balances, as a positive amount (turned in more than their orders). */
  overpaid: z.number(),
  /** In deposits that stand (made and not reopened). */
  deposited: z.number(),
  /** received − deposited. */
  onHand: z.number(),
});
export type TMoneyTotals = z.infer<typeof ZMoneyTotals>;

export const ZCampaignMoney = z.object({
  campaign: z.object({ _id: idField, name: z.string() }),
  group: z.object({ _id: idField, name: z.string(), code: z.string() }),
  totals: ZMoneyTotals,
  /** Every seller with paper orders or money received, by name. */
  sellers: z.array(ZSellerBalance),
});
export type TCampaignMoney = z.infer<typeof ZCampaignMoney>;
export const ZCampaignMoneyReply = successOf(ZCampaignMoney);
export type TCampaignMoneyReply = z.infer<typeof ZCampaignMoneyReply>;

export const ZMoneyItem = z.object({
  _id: idField,
  kind: z.enum(['cash', 'check']),
  amount: z.number(),
  checkNumber: z.string(),
  payer: z.string(),
  sellerName: z.string(),
  /** Where it came from: a paper order (its number) or a turn-in. */
  source: z.enum(['paper-order', 'turn-in']),
  orderNumber: z.string(),
  receivedAt: isoDateTime,
});
export type TMoneyItem = z.infer<typeof ZMoneyItem>;
export const ZMoneyOnHandReply = successOf(
  z.object({ cash: z.number(), checks: z.number(), total: z.number(), items: z.array(ZMoneyItem) }),
);
export type TMoneyOnHandReply = z.infer<typeof ZMoneyOnHandReply>;

export const ZDepositBody = z
  .object({
    /** Everything on hand… */
    all: z.boolean().optional().default(false),
    /** …or these payments (from the on-hand list). */
    itemIds: z.array(idField).max(50_000).optional().default([]),
    note: optionalText('Note', 500).transform((value) => value ?? ''),
  })
  .refine((body) => body.all !== body.itemIds.length > 0, {
    error: MONEY_FIELD_MESSAGES.depositChoice,
    path: ['itemIds'],
    params: { code: 'FIELD_INVALID' },
  });
export type TDepositBody = z.input<typeof ZDepositBody>;

export const ZDeposit = z.object({
  _id: idField,
  campaignId: idField,
  cash: z.number(),
  checkTotal: z.number(),
  checks: z.array(z.object({ number: z.string(), payer: z.string(), amount: z.number() })),
  total: z.number(),
  note: z.string(),
  createdByName: z.string(),
  createdAt: isoDateTime,
  /** 'standing' until the bank confirms it or it is reopened. */
  status: z.enum(['standing', 'confirmed', 'reopened']),
  confirmedAt: isoDateTime.nullable(),
  reopenedAt: isoDateTime.nullable(),
  reopenReason: z.string(),
  changes: z.array(ZMoneyChange),
});
export type TDeposit = z.infer<typeof ZDeposit>;
export const ZDepositReply = successOf(ZDeposit);
export type TDepositReply = z.infer<typeof ZDepositReply>;
export const ZDepositListReply = successOf(z.array(ZDeposit));
export type TDepositListReply = z.infer<typeof ZDepositListReply>;

export const ZSettlement = z.object({
  campaign: z.object({ _id: idField, name: z.string(), goal: z.number().nullable() }),
  group: z.object({
    _id: idField,
    name: z.string(),
    code: z.string(),
    profitSharePercent: z.number().nullable(),
  }),
  productSales: z.number(),
  storeProductSales: z.number(),
  paperProductSales: z.number(),
  /** Donations, kept whole by the group: never multiplied by the share. */
  donations: z.number(),
  storeDonations: z.number(),
  paperDonations: z.number(),
  /** (productSales + donations) ÷ goal; null without a goal. */
  goalProgress: z.number().nullable(),
  /** productSales × share + donations; null without a profit share. */
  raised: z.number().nullable(),
  /** paper product sales × (1 − share); null without a share. */
  groupOwesSupplier: z.number().nullable(),
  /** online product sales × share + online donations; null without a share. */
  storeOwesGroup: z.number().nullable(),
  /** storeOwesGroup − groupOwesSupplier: positive when the group is owed. */
  net: z.number().nullable(),
  money: ZMoneyTotals,
  deposits: z.array(
    ZDeposit.pick({ _id: true, createdAt: true, cash: true, checkTotal: true, total: true, status: true }),
  ),
  outstandingBySeller: z.array(z.object({ sellerName: z.string(), balance: z.number() })),
});
export type TSettlement = z.infer<typeof ZSettlement>;
export const ZSettlementReply = successOf(ZSettlement);
export type TSettlementReply = z.infer<typeof ZSettlementReply>;
