import { routePath } from './route-path.js';

/**
 * Paths of campaign products, paper orders and the supplier order below `/api`, apart from paper-orders.ts so
 * the web client can import them without zod, and apart from paths.ts so the seller login does not download them.
 */
export const PAPER_ORDER_API_ROUTES = {
  /** Staff: the group's sellers by name, for picking the seller of a form or an envelope. */
  groupSellerNames: '/groups/:id/seller-names',
  /** Staff: the campaign's product list (GET), replaced whole (PUT). */
  campaignProducts: '/groups/:id/campaigns/:campaignId/products',
  /** Staff: products to start the list from (seen in the campaign's store orders, the demo store's catalogue). */
  campaignProductSuggestions: '/groups/:id/campaigns/:campaignId/products/suggestions',
  /** Staff: enter a paper order (POST) or list the latest entered (GET). */
  campaignPaperOrders: '/groups/:id/campaigns/:campaignId/paper-orders',
  /** Staff: the spreadsheet template of the campaign's order forms (CSV). */
  paperOrderTemplate: '/groups/:id/campaigns/:campaignId/paper-orders/template',
  /** Staff: a filled template, previewed (`?dryRun=true`) or imported all or nothing. */
  paperOrderImport: '/groups/:id/campaigns/:campaignId/paper-orders/import',
  /** Staff: one paper order (GET) or its edit (PUT, with a reason). */
  paperOrder: '/groups/:id/paper-orders/:orderId',
  /** Staff: voids a paper order, with a reason; it then counts nowhere. */
  voidPaperOrder: '/groups/:id/paper-orders/:orderId/void',
  /** Staff: what to order from the supplier for the campaign's paper orders (JSON). */
  supplierOrder: '/groups/:id/campaigns/:campaignId/supplier-order',
  /** Staff: the same as CSV. */
  supplierOrderExport: '/groups/:id/campaigns/:campaignId/supplier-order/export',
} as const;

const campaignPath =
  (route: string) =>
  (groupId: string, campaignId: string): string =>
    routePath(route, { id: groupId, campaignId });

const orderPath =
  (route: string) =>
  (groupId: string, orderId: string): string =>
    routePath(route, { id: groupId, orderId });

export const PAPER_ORDER_API_PATHS = {
  groupSellerNames: (groupId: string) => routePath(PAPER_ORDER_API_ROUTES.groupSellerNames, { id: groupId }),
  campaignProducts: campaignPath(PAPER_ORDER_API_ROUTES.campaignProducts),
  campaignProductSuggestions: campaignPath(PAPER_ORDER_API_ROUTES.campaignProductSuggestions),
  campaignPaperOrders: campaignPath(PAPER_ORDER_API_ROUTES.campaignPaperOrders),
  paperOrderTemplate: campaignPath(PAPER_ORDER_API_ROUTES.paperOrderTemplate),
  paperOrderImport: campaignPath(PAPER_ORDER_API_ROUTES.paperOrderImport),
  paperOrder: orderPath(PAPER_ORDER_API_ROUTES.paperOrder),
  voidPaperOrder: orderPath(PAPER_ORDER_API_ROUTES.voidPaperOrder),
  supplierOrder: campaignPath(PAPER_ORDER_API_ROUTES.supplierOrder),
  supplierOrderExport: campaignPath(PAPER_ORDER_API_ROUTES.supplierOrderExport),
} as const;

/** Portal numbers of paper orders: `P-` and six digits or more. */
export const paperOrderNumber = (sequence: number): string => `P-${String(sequence).padStart(6, '0')}`;
