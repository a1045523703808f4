/**
 * The store hand-off path without the zod schemas of store.ts, so the web client can import it without
 * pulling zod into its chunk. store.ts re-exports it.
 */
export const STORE_API_ROUTES = {
  createShopUrl: '/shopify/create-shop-url',
} as const;

export const DEMO_STORE_BASE = '/demo-store';
