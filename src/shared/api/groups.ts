import { z } from 'zod';
import { CAMPAIGN_API_MESSAGES } from '../texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../texts/groups.js';
import { GROUP_CODE_MAX_LENGTH, GROUP_CODE_MIN_LENGTH } from '../constants.js';
import { calendarDate, idField, isoDateTime, optionalText, requiredText, successOf } from './fields.js';

export const SELLER_SIGN_IN_MODES = ['students', 'families'] as const;
export type TSellerSignIn = (typeof SELLER_SIGN_IN_MODES)[number];

export const ZGroup = z.object({
  _id: idField,
  name: z.string(),
  code: z.string(),
  organizationName: z.string(),
  contactInfo: z.string(),
  isActive: z.boolean(),
  /** The group's share of product sales, in percent with up to two decimals; null when none is set. */
  profitSharePercent: z.number().nullable(),
  /** The tax ID or registered charity number donation receipts state; '' when none. */
  taxId: z.string(),
  /** A line the group adds at the foot of its donation receipts; '' when none. */
  receiptNote: z.string(),
  /** Who signs in to sell: `students` with the group code, or `families`, a parent by a single-use link. */
  sellerSignIn: z.enum(SELLER_SIGN_IN_MODES),
  createdAt: isoDateTime,
});
export type TGroup = z.infer<typeof ZGroup>;

export const ZCampaign = z.object({
  _id: idField,
  groupId: idField,
  name: z.string(),
  description: z.string(),
  startDate: calendarDate,
  endDate: calendarDate,
  isActive: z.boolean(),
  isCurrentlyActive: z.boolean(),
  /** The campaign's goal in dollars, measured against product sales plus donations (shipping excluded); null when none is set. */
  goalAmount: z.number().nullable(),
  /** Whether buyers can give a donation beside buying products (off by default). */
  donationsEnabled: z.boolean(),
  /** Up to four amounts the donation form suggests, in dollars, smallest first. */
  donationAmounts: z.array(z.number()),
  /** The smallest donation taken, in dollars; null for any amount above zero. */
  donationMinimum: z.number().nullable(),
  /** The real store's donation product: its product id or handle ('' when none). */
  donationProduct: z.string(),
  createdAt: isoDateTime,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZGroupRef = z.object({ _id: idField, code: z.string(), name: z.string() });
export type TGroupRef = z.infer<typeof ZGroupRef>;

const GROUP_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${GROUP_CODE_MIN_LENGTH},${GROUP_CODE_MAX_LENGTH}}$`);

// The pattern carries the length rule too, so a code of the wrong length gets the one format message.
export const groupCodeField = requiredText('Group code', 200).regex(GROUP_CODE_PATTERN, {
  error: GROUP_API_MESSAGES.groupCodeFormat,
});

const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** A calendar date within years a campaign can sensibly have (PostgreSQL has no year 0, for one). */
const dateField = (label: string) =>
  z.iso
    .date({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? `${label} is required`
          : `${label} must be a date (YYYY-MM-DD)`,
      abort: true,
    })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= FIRST_YEAR && year <= LAST_YEAR;
      },
      { error: `${label} must be between ${FIRST_YEAR} and ${LAST_YEAR}` },
    );

export const GOAL_AMOUNT_MAX = 10_000_000;

/** Whole cents: 12.5 and 12.50 pass, 12.345 does not (compared in cents to avoid binary fractions). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Absent leaves the stored goal as it is on an update; null clears it. */
export const goalAmountField = z
  .number({ error: 'Goal must be a number of dollars' })
  .gt(0, { error: 'Goal must be more than 0' })
  .max(GOAL_AMOUNT_MAX, { error: `Goal must be at most ${GOAL_AMOUNT_MAX.toLocaleString('en-US')}` })
  .refine(hasAtMostTwoDecimals, { error: 'Goal can have at most two decimals' })
  .nullable()
  .optional();

/** Absent leaves the stored share as it is on an update; null clears it. */
export const profitSharePercentField = z
  .number({ error: 'Profit share must be a number' })
  .min(0, { error: 'Profit share must be between 0 and 100' })
  .max(100, { error: 'Profit share must be between 0 and 100' })
  .refine(hasAtMostTwoDecimals, { error: 'Profit share can have at most two decimals' })
  .nullable()
  .optional();

export const DONATION_AMOUNT_MAX = 100_000;
export const MAX_DONATION_AMOUNTS = 4;

const donationAmount = (message: string) =>
  z
    .number({ error: message })
    .gt(0, { error: message })
    .max(DONATION_AMOUNT_MAX, { error: message })
    .refine(hasAtMostTwoDecimals, { error: message });

/** Absent leaves the stored amounts as they are on an update; sent, they are kept smallest first. */
export const donationAmountsField = z
  .array(donationAmount(CAMPAIGN_API_MESSAGES.donationAmount), {
    error: CAMPAIGN_API_MESSAGES.donationAmount,
  })
  .max(MAX_DONATION_AMOUNTS, { error: CAMPAIGN_API_MESSAGES.donationAmountsTooMany })
  .refine((amounts) => new Set(amounts.map((amount) => Math.round(amount * 100))).size === amounts.length, {
    error: CAMPAIGN_API_MESSAGES.donationAmountsTwice,
  })
  .transform((amounts) => [...amounts].sort((a, b) => a - b))
  .optional();

/** Campaign fields; the end may equal the start (a one-day campaign), never precede it. */
export const ZCampaignBody = z
  .object({
    name: requiredText('Campaign name', 120),
    description: optionalText('Description', 2_000).default(''),
    startDate: dateField('Start date'),
    endDate: dateField('End date'),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    goalAmount: goalAmountField,
    /** The donation settings: each one absent leaves the stored value as it is (off, none, none, '' when new). */
    donationsEnabled: z.boolean({ error: 'Donations must be true or false' }).optional(),
    donationAmounts: donationAmountsField,
    donationMinimum: donationAmount(CAMPAIGN_API_MESSAGES.donationMinimum).nullable().optional(),
    donationProduct: optionalText('Donation product', 255),
  })
  .refine((campaign) => campaign.endDate >= campaign.startDate, {
    error: CAMPAIGN_API_MESSAGES.campaignEndBeforeStart,
    path: ['endDate'],
  })
  .refine(
    ({ donationAmounts, donationMinimum }) =>
      !donationAmounts || !donationMinimum || donationAmounts.every((amount) => amount >= donationMinimum),
    { error: CAMPAIGN_API_MESSAGES.donationBelowMinimum, path: ['donationAmounts'] },
  );
export type TCampaignBody = z.input<typeof ZCampaignBody>;

export const ZGroupCreateBody = z.object({
  name: requiredText('Name', 120),
  code: groupCodeField,
  organizationName: requiredText('Organization name', 160),
  contactInfo: optionalText('Contact info', 500).default(''),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  profitSharePercent: profitSharePercentField,
  /** Absent leaves the stored value as it is ('' when new). */
  taxId: optionalText('Tax ID', 60),
  receiptNote: optionalText('Receipt note', 500),
  /** Absent leaves the stored value as it is (`students` when new). */
  sellerSignIn: z.enum(SELLER_SIGN_IN_MODES, { error: GROUP_API_MESSAGES.sellerSignInKnown }).optional(),
  /** The group's first campaign; without it the server creates "Initial Campaign", today to a month later. */
  initialCampaign: ZCampaignBody.optional(),
});
export type TGroupCreateBody = z.input<typeof ZGroupCreateBody>;

/** A group's fields but its code, which never changes after creation (a `code` in the body is ignored). */
export const ZGroupUpdateBody = ZGroupCreateBody.omit({ code: true, initialCampaign: true });
export type TGroupUpdateBody = z.input<typeof ZGroupUpdateBody>;

export const ZGroupStats = z.object({
  userCount: z.number().int(),
  orderCount: z.number().int(),
  totalSales: z.number(),
});
export type TGroupStats = z.infer<typeof ZGroupStats>;

export const ZGroupReply = successOf(ZGroup);
export const ZGroupListReply = successOf(z.array(ZGroup));
export const ZCampaignReply = successOf(ZCampaign);
export const ZCampaignListReply = successOf(z.array(ZCampaign));
export const ZGroupStatsReply = successOf(ZGroupStats);
export const ZDeletedReply = z.object({ success: z.literal(true), message: z.string() });
export type TDeletedReply = z.infer<typeof ZDeletedReply>;
