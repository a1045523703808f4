import { MAX_MONEY_TEXT } from '../money.js';

/** The refusals of the attribution repair API. */
export const ATTRIBUTION_API_MESSAGES = {
  groupNotFound: 'Group not found',
  campaignNotInGroup: 'The campaign does not belong to this group',
  sellerNotInGroup: 'The seller does not belong to this group',
  sellerRequired: 'Pick a seller of the group or type a seller name',
  ordersNotFound: (count: number) =>
    count === 1
      ? 'One of the orders was not found; nothing was changed'
      : `${count} of the orders were not found; nothing was changed`,
  invalidAttribution: 'The attribution is not valid',
} as const;

/** Why an order is in the repair queue, as the queue and the order detail say it. */
export const ATTENTION_PROBLEM_LABELS = {
  amountOverLimit: `Amount above ${MAX_MONEY_TEXT}`,
  unattributed: 'No group',
  unknownSeller: 'No known seller',
  unverified: 'Signature failed',
} as const;
