import {
  MAX_PAPER_ORDER_QUANTITY,
  type TCampaignProduct,
  type TPaperOrder,
  type TPaperOrderBody,
  type TPaperPaymentMethod,
} from '../../../shared/api/paper-orders.js';
import { parseDollarsToCents } from '../../../shared/money.js';
import { FIELD_MESSAGES } from '../../../shared/texts/fields.js';
import { PAPER_ORDER_FIELD_MESSAGES } from '../../../shared/texts/paper-orders.js';
import { ApiError, isApiErrorCode } from '../../lib/api-client';
import { PAPER_ORDER_TEXTS } from './texts';

/** One order form as typed: every value is the text of its field, so nothing typed is ever reshaped. */
export interface PaperOrderFields {
  sellerName: string;
  formNumber: string;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string;
  /** By product id. */
  quantities: Record<string, string>;
  /** A donation written on the form, in dollars; empty for none. */
  donation: string;
  paymentMethod: TPaperPaymentMethod;
  amount: string;
  checkNumber: string;
  /** Edits only. */
  reason: string;
}

export const DEFAULT_PAYMENT_METHOD: TPaperPaymentMethod = 'cash';

/** A blank form; the seller is what the previous form named, since a stack of forms is one seller's. */
export const blankFields = (sellerName = ''): PaperOrderFields => ({
  sellerName,
  formNumber: '',
  buyerName: '',
  buyerPhone: '',
  buyerEmail: '',
  quantities: {},
  donation: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  amount: '',
  checkNumber: '',
  reason: '',
});

const cents = (dollars: number) => Math.round(dollars * 100);
const dollarsText = (amountCents: number) => (amountCents / 100).toFixed(2);

/** A saved order back in its form; the amount stays empty (the total) unless the form said otherwise. */
export function fieldsOfOrder(order: TPaperOrder): PaperOrderFields {
  const paid = order.payment.method !== 'unpaid';
  const amountDiffers = paid && cents(order.payment.amount) !== cents(order.total);
  return {
    ...blankFields(order.sellerName),
    formNumber: order.formNumber,
    buyerName: order.buyerName,
    buyerPhone: order.buyerPhone,
    buyerEmail: order.buyerEmail,
    quantities: Object.fromEntries(
      order.items.flatMap((item) => (item.productId ? [[item.productId, String(item.quantity)]] : [])),
    ),
    donation: order.donation > 0 ? dollarsText(cents(order.donation)) : '',
    paymentMethod: order.payment.method,
    amount: amountDiffers ? dollarsText(cents(order.payment.amount)) : '',
    checkNumber: order.payment.checkNumber,
  };
}

/** A quantity field's number: empty is 0; null when it is not a whole number from 0 to 999. */
export function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const quantity = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  return quantity >= 0 && quantity <= MAX_PAPER_ORDER_QUANTITY ? quantity : null;
}

/** The products' total in cents as the quantities stand; a quantity that is not a number counts for nothing. */
export function totalCents(products: TCampaignProduct[], quantities: Record<string, string>): number {
  return products.reduce(
    (sum, product) => sum + cents(product.price) * (quantityOf(quantities[product._id] ?? '') ?? 0),
    0,
  );
}

/** The donation field's cents: empty is 0, and so is text that is not an amount (the server names it). */
export function donationCents(text: string): number {
  return text.trim() === '' ? 0 : (parseDollarsToCents(text) ?? 0);
}

/** What the form adds up to: the products and the donation, as the saved order's total will. */
export const formTotalCents = (products: TCampaignProduct[], fields: PaperOrderFields): number =>
  totalCents(products, fields.quantities) + donationCents(fields.donation);

/**
 * The form's fields that can be in error. A quantity is `quantity:` and its product's id; `items` is the
 * quantities as a whole (none given).
 */
export type FieldKey =
  | 'sellerName'
  | 'formNumber'
  | 'buyerName'
  | 'buyerPhone'
  | 'buyerEmail'
  | 'items'
  | `quantity:${string}`
  | 'donation'
  | 'paymentMethod'
  | 'amount'
  | 'checkNumber'
  | 'reason';
export type FieldProblems = Partial<Record<FieldKey, string>>;

export const quantityKey = (productId: string): FieldKey => `quantity:${productId}`;

/** The fields in the order the form shows them: the first of them in error gets the focus. */
export function fieldOrder(products: TCampaignProduct[], withReason: boolean): FieldKey[] {
  return [
    'sellerName',
    'formNumber',
    'buyerName',
    'buyerPhone',
    'buyerEmail',
    ...products.map((product) => quantityKey(product._id)),
    'items',
    'donation',
    'paymentMethod',
    'amount',
    'checkNumber',
    ...(withReason ? (['reason'] as const) : []),
  ];
}

/** The request body, and which product each of its item lines is (the server names lines by position). */
export function bodyOfFields(
  fields: PaperOrderFields,
  products: TCampaignProduct[],
): { body: TPaperOrderBody; itemProductIds: string[] } {
  const items = products.flatMap((product) => {
    const quantity = quantityOf(fields.quantities[product._id] ?? '');
    return quantity ? [{ productId: product._id, quantity }] : [];
  });
  const method = fields.paymentMethod;
  const amount = fields.amount.trim();
  const donation = fields.donation.trim();
  return {
    body: {
      sellerName: fields.sellerName.trim(),
      formNumber: fields.formNumber.trim(),
      buyerName: fields.buyerName.trim(),
      buyerPhone: fields.buyerPhone.trim(),
      buyerEmail: fields.buyerEmail.trim(),
      items,
      // As typed ("25", "$25.00"), read by the server as it reads the amount paid; empty is none.
      ...(donation !== '' ? { donation } : {}),
      payment: {
        method,
        ...(method !== 'unpaid' && amount !== '' ? { amount } : {}),
        checkNumber: method === 'check' ? fields.checkNumber.trim() : '',
      },
    },
    itemProductIds: items.map((item) => item.productId),
  };
}

/**
 * What the form can tell before sending: the required fields and the quantities; a form needs a product or a
 * donation. Everything else (amounts, the donation's, e-mail, lengths, a form number entered twice) is the
 * server's to say.
 */
export function formProblems(
  fields: PaperOrderFields,
  products: TCampaignProduct[],
  withReason: boolean,
): FieldProblems {
  const problems: FieldProblems = {};
  if (fields.sellerName.trim() === '') problems.sellerName = PAPER_ORDER_FIELD_MESSAGES.sellerRequired;
  if (fields.buyerName.trim() === '') problems.buyerName = FIELD_MESSAGES.required('Buyer name');
  let anyQuantity = false;
  for (const product of products) {
    const quantity = quantityOf(fields.quantities[product._id] ?? '');
    if (quantity === null) problems[quantityKey(product._id)] = PAPER_ORDER_TEXTS.entry.quantityInvalid;
    else if (quantity > 0) anyQuantity = true;
  }
  const quantityProblem = products.some((product) => problems[quantityKey(product._id)]);
  // A donation that is not an amount is the server's to name, not a missing product; one of 0 is none.
  const donationGiven = fields.donation.trim() !== '' && parseDollarsToCents(fields.donation) !== 0;
  if (!anyQuantity && !quantityProblem && !donationGiven) {
    problems.items = PAPER_ORDER_FIELD_MESSAGES.itemsRequired;
  }
  if (fields.paymentMethod === 'check' && fields.checkNumber.trim() === '') {
    problems.checkNumber = PAPER_ORDER_FIELD_MESSAGES.checkNumberRequired;
  }
  if (withReason && fields.reason.trim() === '') problems.reason = PAPER_ORDER_FIELD_MESSAGES.reasonRequired;
  return problems;
}

const PLAIN_FIELDS: Record<string, FieldKey> = {
  sellerName: 'sellerName',
  sellerId: 'sellerName',
  formNumber: 'formNumber',
  buyerName: 'buyerName',
  buyerPhone: 'buyerPhone',
  buyerEmail: 'buyerEmail',
  items: 'items',
  donation: 'donation',
  payment: 'paymentMethod',
  'payment.method': 'paymentMethod',
  'payment.amount': 'amount',
  'payment.checkNumber': 'checkNumber',
  reason: 'reason',
};

/** The form's field of an API field path (`items.2.quantity`, `payment.checkNumber`); null for none of them. */
export function fieldOfApiPath(path: string, itemProductIds: string[]): FieldKey | null {
  const line = /^items\.(\d+)(?:\.|$)/.exec(path);
  if (line) {
    const productId = itemProductIds[Number(line[1])];
    return productId ? quantityKey(productId) : 'items';
  }
  return PLAIN_FIELDS[path] ?? null;
}

/** A refused save as the form shows it: the message above the form and each field's own. */
export function problemsOfFailure(
  error: unknown,
  itemProductIds: string[],
): { message: string | null; fields: FieldProblems } {
  const fields: FieldProblems = {};
  if (!(error instanceof ApiError)) return { message: null, fields };
  for (const problem of error.errors) {
    const key = fieldOfApiPath(problem.field, itemProductIds);
    if (key && !fields[key]) fields[key] = problem.message;
  }
  if (isApiErrorCode(error, 'FORM_NUMBER_TAKEN') && error.serverMessage) {
    fields.formNumber = error.serverMessage;
  }
  return { message: error.serverMessage ?? null, fields };
}
