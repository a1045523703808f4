import { z } from 'zod';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '../constants.js';
import { idField, isoDateTime, requiredText, successOf } from './fields.js';
import { pageNumber, ZOrderListItem } from './orders.js';

export const ATTENTION_PROBLEMS = ['amountOverLimit', 'unattributed', 'unknownSeller', 'unverified'] as const;
export type AttentionProblem = (typeof ATTENTION_PROBLEMS)[number];

/** An order in the repair queue: the list item, why it is there, and what its cart said. */
export const ZAttentionOrder = ZOrderListItem.extend({
  problems: z.array(z.enum(ATTENTION_PROBLEMS)),
  note: z.string(),
});
export type TAttentionOrder = z.infer<typeof ZAttentionOrder>;

export const ZAttentionQuery = z.object({
  page: pageNumber('page', 1_000_000, 1),
  limit: pageNumber('limit', ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE),
});
export type TAttentionQuery = z.input<typeof ZAttentionQuery>;

export const ZAttentionReply = z.object({
  success: z.literal(true),
  data: z.array(ZAttentionOrder),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TAttentionReply = z.infer<typeof ZAttentionReply>;

export const SUGGESTION_CONFIDENCES = ['high', 'medium', 'low'] as const;

/** A group, campaign and seller the order probably belongs to, with why. */
export const ZAttributionSuggestion = z.object({
  groupId: idField,
  groupCode: z.string(),
  groupName: z.string(),
  campaignId: idField.nullable(),
  campaignName: z.string(),
  sellerId: idField.nullable(),
  sellerName: z.string(),
  confidence: z.enum(SUGGESTION_CONFIDENCES),
  reasons: z.array(z.string()).min(1),
});
export type TAttributionSuggestion = z.infer<typeof ZAttributionSuggestion>;
export const ZSuggestionsReply = successOf(z.array(ZAttributionSuggestion));
export type TSuggestionsReply = z.infer<typeof ZSuggestionsReply>;

const uuidText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: `${label} is not valid`,
    });

/** Where an administrator credits an order: a group, one of its campaigns, and a seller picked or typed. */
const attributionFields = {
  groupId: uuidText('Group'),
  campaignId: uuidText('Campaign'),
  sellerId: uuidText('Seller').nullish(),
  sellerName: z
    .string({ error: 'Seller name must be text' })
    .trim()
    .max(100, { error: 'Seller name must be at most 100 characters' })
    .refine((value) => !value.includes('\u0000'), {
      params: { code: 'FIELD_NOT_ALLOWED_CHARACTER' },
      error: 'Seller name contains a character that is not allowed',
    })
    .optional(),
  reason: requiredText('Reason', 500),
};

const sellerGiven = (body: { sellerId?: string | null | undefined; sellerName?: string | undefined }) =>
  Boolean(body.sellerId) || Boolean(body.sellerName);
const SELLER_REQUIRED = {
  error: 'Pick a seller of the group or type a seller name',
  path: ['sellerName'],
  params: { code: 'SELLER_REQUIRED' },
};

export const ZOrderAttributionBody = z.object(attributionFields).refine(sellerGiven, SELLER_REQUIRED);
export type TOrderAttributionBody = z.input<typeof ZOrderAttributionBody>;

export const BULK_ATTRIBUTION_MAX = 500;

export const ZBulkAttributionBody = z
  .object({
    ...attributionFields,
    orderIds: z
      .array(uuidText('Order id'), { error: 'orderIds must be a list of order ids' })
      .min(1, { error: 'Choose at least one order' })
      .max(BULK_ATTRIBUTION_MAX, { error: `At most ${BULK_ATTRIBUTION_MAX} orders at once` })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  })
  .refine(sellerGiven, SELLER_REQUIRED);
export type TBulkAttributionBody = z.input<typeof ZBulkAttributionBody>;

export const ZBulkAttributionReply = successOf(z.object({ updated: z.number().int() }));
export type TBulkAttributionReply = z.infer<typeof ZBulkAttributionReply>;

export const ZGroupSeller = z.object({ _id: idField, name: z.string(), email: z.string() });
export type TGroupSeller = z.infer<typeof ZGroupSeller>;
export const ZGroupSellersReply = successOf(z.array(ZGroupSeller));
export type TGroupSellersReply = z.infer<typeof ZGroupSellersReply>;

export const ZAttributionWindow = z.object({
  days: z.number().int(),
  ordersReceived: z.number().int(),
  unattributedShare: z.number(),
  unverifiedShare: z.number(),
  recoveredByReconciliation: z.number().int(),
});
export type TAttributionWindow = z.infer<typeof ZAttributionWindow>;

export const ATTRIBUTION_WARNINGS = [
  'unattributedShare',
  'reconciliationFailed',
  'reconciliationLate',
] as const;

export const ZAttributionHealth = z.object({
  windows: z.array(ZAttributionWindow),
  attentionCount: z.number().int(),
  reconciliationConfigured: z.boolean(),
  lastReconciliation: z
    .object({
      finishedAt: isoDateTime,
      succeeded: z.boolean(),
      message: z.string(),
      recovered: z.number().int(),
    })
    .nullable(),
  warnings: z.array(z.enum(ATTRIBUTION_WARNINGS)),
});
export type TAttributionHealth = z.infer<typeof ZAttributionHealth>;
export const ZAttributionHealthReply = successOf(ZAttributionHealth);
export type TAttributionHealthReply = z.infer<typeof ZAttributionHealthReply>;
