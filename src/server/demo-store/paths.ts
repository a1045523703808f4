import { DEMO_STORE_BASE } from '../../shared/api/store.js';
import { routePath } from '../../shared/api/route-path.js';

/** The demo store's route templates below `DEMO_STORE_BASE`, as its routes register them. */
export const DEMO_STORE_ROUTES = {
  home: '/',
  stylesheet: '/assets/store.css',
  cart: '/cart',
  cartUpdate: '/cart/update',
  cartAdd: '/cart/add',
  cartChange: '/cart/change',
  /** The donation form (the hand-off's return_to for a donation: store/handoff.ts DEMO_STORE_DONATION_PAGE). */
  donate: '/donate',
  donateRemove: '/donate/remove',
  checkout: '/checkout',
  order: '/orders/:orderNumber',
} as const;

/** The same pages as links and form targets, base included. */
export const PATHS = {
  home: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.home}`,
  css: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.stylesheet}`,
  cart: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.cart}`,
  cartAdd: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.cartAdd}`,
  cartChange: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.cartChange}`,
  donate: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.donate}`,
  donateRemove: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.donateRemove}`,
  checkout: `${DEMO_STORE_BASE}${DEMO_STORE_ROUTES.checkout}`,
  order: (orderNumber: number) =>
    `${DEMO_STORE_BASE}${routePath(DEMO_STORE_ROUTES.order, { orderNumber: String(orderNumber) })}`,
  portal: '/',
} as const;
