/**
 * Where donations are given and receipted, without zod, so the web client's chunks can import them. The receipt
 * page is public and server-rendered; its token is the order's id signed by the server, so receipts cannot be
 * guessed or listed.
 */
export const DONATION_RECEIPT_BASE = '/r';

export const donationReceiptPath = (token: string) => `${DONATION_RECEIPT_BASE}/${encodeURIComponent(token)}`;

/** What a hand-off is for: shopping (the store's catalogue) or giving (its donation form). */
export const HANDOFF_PURPOSES = ['shop', 'donate'] as const;
export type HandoffPurpose = (typeof HANDOFF_PURPOSES)[number];
