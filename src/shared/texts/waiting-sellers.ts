/** The refusals of a join of waiting sales (the sales of a class login that matched no one child) to a child. */
export const WAITING_SELLER_MESSAGES = {
  waitingSellerNotFound: 'These waiting sales are not there to join (already joined, or of another class).',
} as const;
