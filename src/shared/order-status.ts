export const ORDER_STATUSES = [
  'created',
  'pending',
  'paid',
  'open',
  'processing',
  'shipped',
  'fulfilled',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an administrator may set from the order detail page. */
export const ADMIN_SETTABLE_STATUSES = ['open', 'processing', 'shipped'] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
