import type { TSellerBalance, TTurnInBody } from '../../../shared/api/money.js';
import { parseDollarsToCents } from '../../../shared/money.js';
import { FIELD_MESSAGES } from '../../../shared/texts/fields.js';
import { PAPER_ORDER_FIELD_MESSAGES } from '../../../shared/texts/paper-orders.js';
import { ApiError } from '../../lib/api-client';

/** One check of the envelope as typed. `key` tells the rows apart while some are added and removed. */
export interface CheckFields {
  key: number;
  number: string;
  amount: string;
  payer: string;
}

/** An envelope as typed: every value is the text of its field, so nothing typed is ever reshaped. */
export interface TurnInFields {
  sellerName: string;
  cash: string;
  checks: CheckFields[];
  note: string;
  /** Corrections only. */
  reason: string;
}

let nextCheckKey = 1;

export const blankCheck = (): CheckFields => ({ key: nextCheckKey++, number: '', amount: '', payer: '' });

export const blankTurnIn = (): TurnInFields => ({
  sellerName: '',
  cash: '',
  checks: [],
  note: '',
  reason: '',
});

const dollarsText = (amount: number) => amount.toFixed(2);

/** A recorded turn-in back in the form, for its correction. */
export function fieldsOfTurnIn(turnIn: {
  sellerName: string;
  cash: number;
  checks: { number: string; amount: number; payer: string }[];
  note: string;
}): TurnInFields {
  return {
    sellerName: turnIn.sellerName,
    cash: turnIn.cash > 0 ? dollarsText(turnIn.cash) : '',
    checks: turnIn.checks.map((check) => ({
      ...blankCheck(),
      number: check.number,
      amount: dollarsText(check.amount),
      payer: check.payer,
    })),
    note: turnIn.note,
    reason: '',
  };
}

const isBlankCheck = (check: CheckFields) =>
  check.number.trim() === '' && check.amount.trim() === '' && check.payer.trim() === '';

/** The envelope's total in cents as the fields stand; an amount that is not one counts for nothing. */
export function envelopeCents(fields: TurnInFields): number {
  const cents = (text: string) => (text.trim() === '' ? 0 : (parseDollarsToCents(text) ?? 0));
  return fields.checks.reduce((sum, check) => sum + cents(check.amount), cents(fields.cash));
}

/** The fields that can be in error; a check's are `checks.{row}.number|amount|payer`, rows counted from 0. */
export type TurnInFieldKey =
  'sellerName' | 'cash' | 'checks' | `checks.${number}.${'number' | 'amount' | 'payer'}` | 'note' | 'reason';
export type TurnInProblems = Partial<Record<TurnInFieldKey, string>>;

/** The fields in the order the form shows them: the first of them in error gets the focus. */
export function fieldOrder(fields: TurnInFields, withReason: boolean): TurnInFieldKey[] {
  return [
    'sellerName',
    'cash',
    ...fields.checks.flatMap((_, row) =>
      (['number', 'amount', 'payer'] as const).map((part): TurnInFieldKey => `checks.${row}.${part}`),
    ),
    'checks',
    'note',
    ...(withReason ? (['reason'] as const) : []),
  ];
}

/** Two spellings of one seller's name: trimmed, in any case, as the server matches them. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The request body, and which row of the form each check it sends is (rows left blank are not sent, and the
 * server names checks by their place in the body). A seller picked from the list is sent by id.
 */
export function bodyOfFields(
  fields: TurnInFields,
  sellers: Pick<TSellerBalance, 'sellerId' | 'sellerName'>[],
): { body: TTurnInBody; checkRows: number[] } {
  const sellerName = fields.sellerName.trim();
  const known = sellers.find((seller) => seller.sellerId !== null && sameName(seller.sellerName, sellerName));
  const checkRows = fields.checks.flatMap((check, row) => (isBlankCheck(check) ? [] : [row]));
  const cash = fields.cash.trim();
  return {
    body: {
      ...(known?.sellerId ? { sellerId: known.sellerId } : { sellerName }),
      ...(cash === '' ? {} : { cash }),
      checks: checkRows.map((row) => {
        const check = fields.checks[row]!;
        return { number: check.number.trim(), amount: check.amount.trim(), payer: check.payer.trim() };
      }),
      note: fields.note.trim(),
    },
    checkRows,
  };
}

/** What the form can tell before sending: the seller, and the reason of a correction. The rest is the server's. */
export function formProblems(fields: TurnInFields, withReason: boolean): TurnInProblems {
  const problems: TurnInProblems = {};
  if (fields.sellerName.trim() === '') problems.sellerName = PAPER_ORDER_FIELD_MESSAGES.sellerRequired;
  if (withReason && fields.reason.trim() === '') problems.reason = FIELD_MESSAGES.required('Reason');
  return problems;
}

const PLAIN_FIELDS: Record<string, TurnInFieldKey> = {
  sellerId: 'sellerName',
  sellerName: 'sellerName',
  cash: 'cash',
  checks: 'checks',
  note: 'note',
  reason: 'reason',
};

/** The form's field of an API field path (`checks.2.amount`, `cash`); null for none of them. */
export function fieldOfApiPath(path: string, checkRows: number[]): TurnInFieldKey | null {
  const check = /^checks\.(\d+)(?:\.(number|amount|payer))?/.exec(path);
  if (check) {
    const row = checkRows[Number(check[1])];
    if (row === undefined) return 'checks';
    return check[2] ? (`checks.${row}.${check[2] as 'number' | 'amount' | 'payer'}` as const) : 'checks';
  }
  return PLAIN_FIELDS[path] ?? null;
}

/** A refused save as the form shows it: the message above the form and each field's own. */
export function problemsOfFailure(
  error: unknown,
  checkRows: number[],
): { message: string | null; fields: TurnInProblems } {
  const fields: TurnInProblems = {};
  if (!(error instanceof ApiError)) return { message: null, fields };
  for (const problem of error.errors) {
    const key = fieldOfApiPath(problem.field, checkRows);
    if (key && !fields[key]) fields[key] = problem.message;
  }
  return { message: error.serverMessage ?? null, fields };
}
