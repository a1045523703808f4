import type { TOrderListReply } from '../../../../shared/api/orders.js';
import type { OrderFilters } from '../order-query';

export type { TOrderListReply };

/** One page of an order list: its rows in `data`, with the page counters. */
export type OrderPage = Omit<TOrderListReply, 'success'>;

/** One page of a list: its filters and page number, the list's cache identity. */
export interface OrderListKey {
  filters: OrderFilters;
  page: number;
}

/**
 * Query keys of the administrator's order screens, nested so that one prefix covers what is beneath it:
 * ['orders', 'admin', 'list'] is every page of every filter.
 */
export const orderKeys = {
  all: ['orders'] as const,
  adminLists: () => ['orders', 'admin', 'list'] as const,
  adminList: (key: OrderListKey) => ['orders', 'admin', 'list', key] as const,
  adminOrder: (orderId: string) => ['orders', 'admin', 'byId', orderId] as const,
};
