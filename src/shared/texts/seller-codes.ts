/**
 * A seller's code as the families and the buyers read it, wherever a seller shares (the seller's page and flyer,
 * the share page, the family page): the store credits an order to the seller by it when its cart forgot who sold.
 */
export const SELLER_CODE_TEXTS = {
  /** Followed by the code: "At checkout, enter code AVA-K7Q3". */
  atCheckout: 'At checkout, enter code',
  why: 'So the order counts for the right seller, whichever way the buyer reaches the store.',
} as const;
