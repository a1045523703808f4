/** Texts of the order screens and the order API (spec sections 2, 6 and 8). */
export const ORDER_MESSAGES = {
  empty: {
    noOrders: 'No orders found.',
    noMatchingOrders: 'No orders match your filter criteria.',
    noGroupOrders: 'No orders found for your group.',
    orderNotFound: 'Order not found',
  },
  coordinatorFilterNote: 'As a coordinator, you can only view orders for your group',
  exportFailed: 'Failed to export orders. Please try again.',
  exportDefaultFileName: 'orders_export.csv',
  statusUpdateFailed: 'Failed to update order status.',
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  server: {
    orderNotFound: 'Order not found',
    cancelledIsFinal: 'A cancelled order cannot change status',
    alreadyInStatus: (status: string) => `The order is already ${status}`,
    webhookSignatureInvalid: 'The webhook signature is not valid',
    webhookTopicUnsupported: (topic: string) => `This endpoint does not handle the topic "${topic}"`,
    webhookPayloadInvalid: 'The webhook body is not a valid order',
  },
} as const;
