import { z } from 'zod';
import { MAX_MONEY_CENTS, parseMoneyAmount } from '../money.js';
import { PAPER_ORDER_FIELD_MESSAGES } from '../texts/paper-orders.js';
import { optionalText, requiredText, idField, isoDateTime, successOf } from './fields.js';
import { ORDER_STATUSES } from '../order-status.js';

/**
 * Campaign products and paper orders. Amounts are dollars with cents like every amount of the API; the server
 * keeps integer cents.
 */

export const MAX_CAMPAIGN_PRODUCTS = 200;
export const MAX_PAPER_ORDER_QUANTITY = 999;
/** A form's total (its products and donation) is one amount paid on paper: within the money limit too. */
export const MAX_PAPER_ORDER_TOTAL_CENTS = MAX_MONEY_CENTS;
export const PAPER_PAYMENT_METHODS = ['cash', 'check', 'unpaid'] as const;
export type TPaperPaymentMethod = (typeof PAPER_PAYMENT_METHODS)[number];

export const ZCampaignProduct = z.object({
  _id: idField,
  name: z.string(),
  price: z.number(),
  sku: z.string(),
  /** Hidden products stay on the orders that have them and are no longer offered on new forms. */
  hidden: z.boolean(),
  /** How many order lines name it: a product in use cannot be removed, only hidden. */
  orderLineCount: z.number().int(),
});
export type TCampaignProduct = z.infer<typeof ZCampaignProduct>;
/** A seller of the group as staff pick them on a form: the name only. */
export const ZSellerName = z.object({ _id: idField, name: z.string() });
export type TSellerName = z.infer<typeof ZSellerName>;
export const ZSellerNamesReply = successOf(z.array(ZSellerName));
export type TSellerNamesReply = z.infer<typeof ZSellerNamesReply>;

export const ZCampaignProductsReply = successOf(z.array(ZCampaignProduct));
export type TCampaignProductsReply = z.infer<typeof ZCampaignProductsReply>;

/** "$1,000,000.00" and then some: longer text is no amount, and is refused before it is read. */
const MAX_DOLLARS_TEXT_LENGTH = 32;

/** Dollars sent as a number or as text ("12.50", "$12.50"), checked to whole cents within the money limit. */
const dollarsField = (message: string) =>
  z
    .union([z.number(), z.string().max(MAX_DOLLARS_TEXT_LENGTH, { error: message })], { error: message })
    .transform((value, ctx) => {
      const cents = parseMoneyAmount(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message, params: { code: 'FIELD_INVALID' } });
        return z.NEVER;
      }
      return cents;
    });

export const ZCampaignProductInput = z.object({
  /** An existing product keeps its id; a product without one is new. */
  _id: idField.max(64).optional(),
  name: requiredText('Product name', 120),
  price: dollarsField(PAPER_ORDER_FIELD_MESSAGES.price),
  sku: optionalText('SKU', 64).transform((value) => value ?? ''),
  hidden: z.boolean().optional().default(false),
});

/** PUT replaces the whole list, in the order given. */
export const ZCampaignProductsBody = z.object({
  products: z.array(ZCampaignProductInput).max(MAX_CAMPAIGN_PRODUCTS, {
    error: `At most ${MAX_CAMPAIGN_PRODUCTS} products`,
  }),
});
export type TCampaignProductsBody = z.input<typeof ZCampaignProductsBody>;

export const ZProductSuggestion = z.object({ name: z.string(), price: z.number(), sku: z.string() });
export type TProductSuggestion = z.infer<typeof ZProductSuggestion>;
export const ZProductSuggestionsReply = successOf(
  z.object({
    /** Product names and prices seen on the campaign's store orders, most ordered first. */
    storeOrders: z.array(ZProductSuggestion),
    /** The demo store's catalogue where the demo store serves; empty otherwise. */
    catalogue: z.array(ZProductSuggestion),
  }),
);
export type TProductSuggestionsReply = z.infer<typeof ZProductSuggestionsReply>;

const quantityField = z
  .number({ error: PAPER_ORDER_FIELD_MESSAGES.quantity })
  .int({ error: PAPER_ORDER_FIELD_MESSAGES.quantity })
  .min(1, { error: PAPER_ORDER_FIELD_MESSAGES.quantity })
  .max(MAX_PAPER_ORDER_QUANTITY, { error: PAPER_ORDER_FIELD_MESSAGES.quantity });

export const ZPaperOrderPaymentInput = z
  .object({
    method: z.enum(PAPER_PAYMENT_METHODS, { error: PAPER_ORDER_FIELD_MESSAGES.paymentMethod }),
    /** What the form says was paid; absent means the order's total (0 when unpaid). */
    amount: dollarsField(PAPER_ORDER_FIELD_MESSAGES.amount).optional(),
    checkNumber: optionalText('Check number', 40).transform((value) => value ?? ''),
  })
  .refine((payment) => payment.method !== 'check' || payment.checkNumber !== '', {
    error: PAPER_ORDER_FIELD_MESSAGES.checkNumberRequired,
    path: ['checkNumber'],
    params: { code: 'FIELD_REQUIRED' },
  });

export const ZPaperOrderAddress = z.object({
  address1: optionalText('Address', 200).transform((value) => value ?? ''),
  address2: optionalText('Address line 2', 200).transform((value) => value ?? ''),
  city: optionalText('City', 100).transform((value) => value ?? ''),
  province: optionalText('State', 100).transform((value) => value ?? ''),
  zip: optionalText('ZIP code', 20).transform((value) => value ?? ''),
});
export type TPaperOrderAddress = z.output<typeof ZPaperOrderAddress>;

const optionalEmail = z
  .union([z.literal(''), z.email({ error: 'Buyer e-mail must be an e-mail address' }).max(254)])
  .optional()
  .transform((value) => (value ?? '').toLowerCase());

const ZPaperOrderFields = z.object({
  /** A seller of the group, or… */
  sellerId: idField.optional(),
  /** …the name written on the form (matched to the group's sellers, trimmed and in any case). */
  sellerName: optionalText('Seller name', 120),
  formNumber: optionalText('Form number', 40).transform((value) => value ?? ''),
  buyerName: requiredText('Buyer name', 200),
  buyerPhone: optionalText('Buyer phone', 40).transform((value) => value ?? ''),
  buyerEmail: optionalEmail,
  address: ZPaperOrderAddress.optional(),
  items: z.array(z.object({ productId: idField, quantity: quantityField })).max(200),
  payment: ZPaperOrderPaymentInput,
  /** A donation written on the form, in dollars (absent or 0 for none): counted apart from the products. */
  donation: dollarsField(PAPER_ORDER_FIELD_MESSAGES.donation).optional(),
});

const withSeller = <
  T extends z.ZodType<{
    sellerId?: string | undefined;
    sellerName?: string | undefined;
    items: unknown[];
    donation?: number | undefined;
  }>,
>(
  schema: T,
) =>
  schema
    .refine((body) => Boolean(body.sellerId) || Boolean(body.sellerName), {
      error: PAPER_ORDER_FIELD_MESSAGES.sellerRequired,
      path: ['sellerName'],
      params: { code: 'SELLER_REQUIRED' },
    })
    .refine((body) => body.items.length > 0 || (body.donation ?? 0) > 0, {
      error: PAPER_ORDER_FIELD_MESSAGES.itemsRequired,
      path: ['items'],
    });

/** One order form as typed: who sold, who bought, what and how it was paid. */
export const ZPaperOrderBody = withSeller(ZPaperOrderFields);
export type TPaperOrderBody = z.input<typeof ZPaperOrderBody>;
export type TPaperOrderInput = z.output<typeof ZPaperOrderBody>;

const reasonField = requiredText('Reason', 500);

/** An edit sends the whole form again and says why. */
export const ZPaperOrderEditBody = withSeller(ZPaperOrderFields.extend({ reason: reasonField }));
export type TPaperOrderEditBody = z.input<typeof ZPaperOrderEditBody>;

export const ZPaperOrderVoidBody = z.object({ reason: reasonField });
export type TPaperOrderVoidBody = z.input<typeof ZPaperOrderVoidBody>;

export const ZPaperOrderChange = z.object({
  action: z.enum(['created', 'edited', 'voided']),
  changedByName: z.string(),
  changedAt: isoDateTime,
  reason: z.string(),
  /** What changed, as the API shows each field (empty for a creation or a void). */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});
export type TPaperOrderChange = z.infer<typeof ZPaperOrderChange>;

export const ZPaperOrderItem = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});

export const ZPaperOrder = z.object({
  _id: idField,
  /** The portal's number, `P-000123`. */
  orderNumber: z.string(),
  source: z.literal('paper'),
  formNumber: z.string(),
  groupId: idField,
  campaignId: idField,
  campaignName: z.string(),
  /** The seller record when the form named one of the group's sellers; null for a name alone. */
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  buyerEmail: z.string(),
  address: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    province: z.string(),
    zip: z.string(),
  }),
  items: z.array(ZPaperOrderItem),
  productTotal: z.number(),
  /** The donation written on the form (0 for none). */
  donation: z.number(),
  /** productTotal + donation. */
  total: z.number(),
  payment: z.object({
    method: z.enum(PAPER_PAYMENT_METHODS),
    amount: z.number(),
    checkNumber: z.string(),
  }),
  status: z.enum(ORDER_STATUSES),
  /** When it was voided (it then counts nowhere); null while it counts. */
  voidedAt: isoDateTime.nullable(),
  enteredByName: z.string(),
  createdAt: isoDateTime,
  changes: z.array(ZPaperOrderChange),
});
export type TPaperOrder = z.infer<typeof ZPaperOrder>;
export const ZPaperOrderReply = successOf(ZPaperOrder);
export type TPaperOrderReply = z.infer<typeof ZPaperOrderReply>;

export const ZPaperOrderListQuery = z.object({
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 10;
      const parsed = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (!(parsed >= 1 && parsed <= 100)) {
        ctx.addIssue({ code: 'custom', message: 'limit must be a whole number from 1 to 100' });
        return z.NEVER;
      }
      return parsed;
    }),
});
export const ZPaperOrderListReply = successOf(z.array(ZPaperOrder));
export type TPaperOrderListReply = z.infer<typeof ZPaperOrderListReply>;

/** The import's parameters: `?dryRun=true` previews without writing. */
export const ZPaperOrderImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const ZImportProblem = z.object({
  /** The file's row, counting the header as row 1 (as a spreadsheet numbers them). */
  row: z.number().int(),
  /** The column's header as the file has it; '' for a problem of the whole row or file. */
  column: z.string(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZPaperOrderImportResult = z.object({
  /** False for a dry run or a file with problems: nothing was written. */
  committed: z.boolean(),
  /** Orders created (or that would be). */
  orders: z.number().int(),
  /** Rows whose form number is already entered for the campaign: skipped, so a second import creates nothing. */
  alreadyImported: z.number().int(),
  items: z.array(z.object({ productName: z.string(), quantity: z.number().int() })),
  /** Product total of the forms. */
  total: z.number(),
  /** Donations written on the forms, apart from the products. */
  donations: z.number(),
  bySeller: z.array(z.object({ sellerName: z.string(), orders: z.number().int(), total: z.number() })),
  byPayment: z.array(
    z.object({ method: z.enum(PAPER_PAYMENT_METHODS), orders: z.number().int(), amount: z.number() }),
  ),
  /** The first MAX_LISTED_IMPORT_PROBLEMS problems, in the order of the file. */
  problems: z.array(ZImportProblem),
  /** Every problem of the file, listed or not. */
  problemCount: z.number().int(),
});
export type TPaperOrderImportResult = z.infer<typeof ZPaperOrderImportResult>;
export const ZPaperOrderImportReply = successOf(ZPaperOrderImportResult);
export type TPaperOrderImportReply = z.infer<typeof ZPaperOrderImportReply>;

export const ZSupplierOrder = z.object({
  campaign: z.object({ _id: idField, name: z.string() }),
  group: z.object({ _id: idField, code: z.string(), name: z.string() }),
  /** Every product of the campaign with its quantity on counted paper orders, in the list's order. */
  products: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      sku: z.string(),
      price: z.number(),
      quantity: z.number().int(),
      amount: z.number(),
    }),
  ),
  paperOrderCount: z.number().int(),
  totalQuantity: z.number().int(),
  totalAmount: z.number(),
});
export type TSupplierOrder = z.infer<typeof ZSupplierOrder>;
export const ZSupplierOrderReply = successOf(ZSupplierOrder);
export type TSupplierOrderReply = z.infer<typeof ZSupplierOrderReply>;

/** The template's fixed columns, before one column per product. */
export const PAPER_ORDER_TEMPLATE_COLUMNS = [
  'Form number',
  'Seller',
  'Buyer',
  'Phone',
  'E-mail',
  'Payment',
  'Amount',
  'Check number',
  'Donation',
] as const;

/** Import rows beyond this are refused: 5,000 forms is a very large school. */
export const MAX_IMPORT_ROWS = 10_000;
/**
 * Columns an import file may have besides the template's and one per product of the campaign (the empty ones a
 * spreadsheet adds, say); a file with more is refused before any row is read.
 */
export const IMPORT_EXTRA_COLUMNS = 20;
/** One row of a spreadsheet import (paper orders or roster), the header's included, in bytes. */
export const MAX_IMPORT_ROW_BYTES = 64 * 1024;
/**
 * The paper order import's body: MAX_IMPORT_ROWS rows of about 800 bytes each (a form with every field filled and a
 * dozen products is about 250) and the header.
 */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** An import's reply (or its refusal's `errors[]`) lists this many problems at most, and counts them all. */
export const MAX_LISTED_IMPORT_PROBLEMS = 100;
