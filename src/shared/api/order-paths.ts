import { routePath } from './route-path.js';

/** Paths of the order API below `/api`; apart from paths.ts so the seller login does not download them. */
export const ORDER_API_ROUTES = {
  adminOrders: '/admin/orders',
  adminOrdersExport: '/admin/orders/export',
  adminOrder: '/admin/orders/:id',
  groupOrders: '/groups/:id/orders',
  groupOrdersExport: '/groups/:id/orders/export',
  groupOrder: '/groups/:id/orders/:orderId',
  storeWebhooks: '/shopify/webhooks',
} as const;

export const ORDER_API_PATHS = {
  adminOrders: ORDER_API_ROUTES.adminOrders,
  adminOrdersExport: ORDER_API_ROUTES.adminOrdersExport,
  adminOrder: (orderId: string) => routePath(ORDER_API_ROUTES.adminOrder, { id: orderId }),
  groupOrders: (groupId: string) => routePath(ORDER_API_ROUTES.groupOrders, { id: groupId }),
  groupOrdersExport: (groupId: string) => routePath(ORDER_API_ROUTES.groupOrdersExport, { id: groupId }),
  groupOrder: (groupId: string, orderId: string) =>
    routePath(ORDER_API_ROUTES.groupOrder, { id: groupId, orderId }),
  storeWebhooks: ORDER_API_ROUTES.storeWebhooks,
} as const;
