import { routePath } from './route-path.js';

/** Paths of attribution repair below `/api`; administrators only. */
export const ATTRIBUTION_API_ROUTES = {
  attentionOrders: '/admin/orders/attention',
  orderSuggestions: '/admin/orders/:id/suggestions',
  orderAttribution: '/admin/orders/:id/attribution',
  bulkAttribution: '/admin/orders/attribution',
  groupSellers: '/admin/groups/:id/sellers',
  attributionHealth: '/admin/attribution-health',
} as const;

export const ATTRIBUTION_API_PATHS = {
  attentionOrders: ATTRIBUTION_API_ROUTES.attentionOrders,
  orderSuggestions: (orderId: string) => routePath(ATTRIBUTION_API_ROUTES.orderSuggestions, { id: orderId }),
  orderAttribution: (orderId: string) => routePath(ATTRIBUTION_API_ROUTES.orderAttribution, { id: orderId }),
  bulkAttribution: ATTRIBUTION_API_ROUTES.bulkAttribution,
  groupSellers: (groupId: string) => routePath(ATTRIBUTION_API_ROUTES.groupSellers, { id: groupId }),
  attributionHealth: ATTRIBUTION_API_ROUTES.attributionHealth,
} as const;
