/** Paths of the order API below `/api`; apart from paths.ts so the customer login does not download them. */
export const ORDER_API_PATHS = {
  adminOrders: '/admin/orders',
  adminOrdersExport: '/admin/orders/export',
  adminOrder: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  groupOrders: (groupId: string) => `/groups/${encodeURIComponent(groupId)}/orders`,
  groupOrdersExport: (groupId: string) => `/groups/${encodeURIComponent(groupId)}/orders/export`,
  groupOrder: (groupId: string, orderId: string) =>
    `/groups/${encodeURIComponent(groupId)}/orders/${encodeURIComponent(orderId)}`,
  storeWebhooks: '/shopify/webhooks',
} as const;
