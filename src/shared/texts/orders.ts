/** The refusals of the order API and of the store's order webhooks. */
export const ORDER_API_MESSAGES = {
  orderNotFound: 'Order not found',
  cancelledIsFinal: 'A cancelled order cannot change status',
  alreadyInStatus: (status: string) => `The order is already ${status}`,
  webhookSignatureInvalid: 'The webhook signature is not valid',
  webhookPayloadInvalid: 'The webhook body is not a valid order',
} as const;

/** What a coordinator reads in an order's attribution history in place of another group's code, seller and reason. */
export const ORDER_HISTORY_TEXTS = {
  anotherGroup: 'another group',
} as const;
