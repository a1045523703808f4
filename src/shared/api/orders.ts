import { z } from 'zod';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '../constants.js';
import { ADMIN_SETTABLE_STATUSES, ORDER_STATUSES } from '../order-status.js';
import { idField, isoDateTime, successOf } from './fields.js';
import { ZTeamRef } from './teams.js';

export const ZOrderItem = z.object({
  productName: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderShipping = z.object({
  method: z.string(),
  price: z.number(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type TOrderShipping = z.infer<typeof ZOrderShipping>;

/** One row of an order list: what the tables show, without items and address. */
export const ZOrderListItem = z.object({
  _id: idField,
  shopifyOrderId: z.string(),
  shopifyOrderNumber: z.string(),
  groupCode: z.string(),
  campaignId: z.string().nullable(),
  campaignName: z.string(),
  studentName: z.string(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  customerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTime,
  /** Products only: never the donation. */
  totalProductAmount: z.number(),
  /** What the buyer paid: products, shipping and the donation. */
  totalAmount: z.number(),
  /** The part given as a donation (0 for none): counted apart, never multiplied by the profit share. */
  donationAmount: z.number(),
  /** False for an order that arrived without portal attributes (administrators only ever see those). */
  isAttributed: z.boolean(),
  /** False when the cart's portal signature was missing or did not match its attributes. */
  attributionVerified: z.boolean(),
  /** An order the store marked as a test: shown to administrators only, counted nowhere. */
  isTest: z.boolean(),
  /** An order placed in the built-in demo store run with DEMO_STORE=1; also a test order, counted nowhere. */
  isDemo: z.boolean(),
  /** True when the buyer came through the seller's share link (`/s/{token}`) rather than the seller's own hand-off. */
  viaShareLink: z.boolean(),
  /** True once an administrator set the group, campaign and seller by hand. */
  attributionRepaired: z.boolean(),
  /** 'store' for the online store's orders, 'paper' for order forms staff entered or imported. */
  source: z.enum(['store', 'paper']),
  /** The seller's class or team the order counts for; null when the seller had none. */
  team: ZTeamRef.nullable(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZOrderStatusChange = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  /** 'store' for changes the store reported, 'admin' for an administrator's. */
  changedBy: z.enum(['store', 'admin']),
  changedByName: z.string(),
  changedAt: isoDateTime,
});
export type TOrderStatusChange = z.infer<typeof ZOrderStatusChange>;

/** Who changes an order's credit: the store, an administrator's repair, or a join of waiting sales. */
export const ATTRIBUTION_CHANGED_BY = ['store', 'admin', 'coordinator', 'parent'] as const;

/** A change of the order's group, campaign or seller after it arrived. */
export const ZOrderAttributionChange = z.object({
  /** 'coordinator' and 'parent' join a class login's waiting sales to a child. */
  changedBy: z.enum(ATTRIBUTION_CHANGED_BY),
  changedByName: z.string(),
  changedAt: isoDateTime,
  from: z.object({ groupCode: z.string(), campaignName: z.string(), sellerName: z.string() }),
  to: z.object({ groupCode: z.string(), campaignName: z.string(), sellerName: z.string() }),
  reason: z.string(),
});
export type TOrderAttributionChange = z.infer<typeof ZOrderAttributionChange>;

export const ZOrder = ZOrderListItem.extend({
  groupName: z.string(),
  studentEmail: z.string(),
  note: z.string(),
  /** When the store deleted the order (administrators only: a deleted order is kept for audit). */
  deletedAt: isoDateTime.nullable(),
  items: z.array(ZOrderItem),
  shipping: ZOrderShipping,
  financialStatus: z.string(),
  statusHistory: z.array(ZOrderStatusChange),
  attributionHistory: z.array(ZOrderAttributionChange),
  /** The buyer's phone as a paper order form gives it ('' for store orders). */
  buyerPhone: z.string(),
  /** The group the order counts for (null when unattributed): a paper order's own routes are below it. */
  groupId: z.string().nullable(),
  /** The printable donation receipt (`/r/{token}`) when the order has a donation; null otherwise. */
  donationReceiptUrl: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

const optionalFilterText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(200, { error: `${label} must be at most 200 characters` })
    .refine((value) => !value.includes('\u0000'), {
      params: { code: 'FIELD_NOT_ALLOWED_CHARACTER' },
      error: `${label} contains a character that is not allowed`,
    })
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalDate = (label: string) =>
  z
    .union([
      z.literal(''),
      z.iso
        .date({ error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
        .refine((value) => value >= '1900-01-01' && value <= '2999-12-31', {
          error: `${label} must be between 1900-01-01 and 2999-12-31`,
        }),
    ])
    .optional()
    .transform((value) => (value ? value : undefined));

/** A page number or page size from the query string: whole, from 1 to `max`, `fallback` when absent. */
export const pageNumber = (label: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

/** Query of every order list and export; the same filters drive both. */
export const ZOrderListQuery = z
  .object({
    page: pageNumber('page', 1_000_000, 1),
    limit: pageNumber('limit', ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE),
    startDate: optionalDate('startDate'),
    endDate: optionalDate('endDate'),
    statuses: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const list = (value ?? '')
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean);
        const unknown = list.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown status ${unknown.map((s) => `"${s}"`).join(', ')}; use ${ORDER_STATUSES.join(', ')}`,
          });
          return z.NEVER;
        }
        return [...new Set(list)] as (typeof ORDER_STATUSES)[number][];
      }),
    groupCode: optionalFilterText('groupCode'),
    customerName: optionalFilterText('customerName'),
    studentName: optionalFilterText('studentName'),
    /** 'store' or 'paper'; absent for both. */
    source: z
      .enum(['', 'store', 'paper'], { error: 'source must be store or paper' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** One class or team's orders (a team of the group the list is of). */
    teamId: z
      .union([z.literal(''), z.uuid({ error: 'teamId must be a team id' })])
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'endDate cannot be before startDate',
    path: ['endDate'],
  });
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;
export type TOrderFilters = z.output<typeof ZOrderListQuery>;

export const ZOrderListReply = z.object({
  success: z.literal(true),
  data: z.array(ZOrderListItem),
  currentPage: z.number().int(),
  /** Pages of `total`: when it is an estimate, pages near the end may be empty. */
  totalPages: z.number().int(),
  total: z.number().int(),
  /**
   * True when `total` is an estimate (two significant digits, above 10,000): only for a customerName or
   * studentName search with more than 10,000 matches. False when it is exact.
   */
  totalIsEstimate: z.boolean(),
});
export type TOrderListReply = z.infer<typeof ZOrderListReply>;

export const ZOrderReply = successOf(ZOrder);
export type TOrderReply = z.infer<typeof ZOrderReply>;

export const ZOrderStatusBody = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, {
    error: `Status must be one of ${ADMIN_SETTABLE_STATUSES.join(', ')}`,
  }),
});
export type TOrderStatusBody = z.input<typeof ZOrderStatusBody>;
