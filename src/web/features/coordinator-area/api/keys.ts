import type { OrderListKey } from '../../orders';

/**
 * Query keys of the coordinator area, under the coordinator's group so that one prefix covers everything of
 * that group: ['coordinator', groupId, 'orders'] is every list page and every order.
 */
export const coordinatorKeys = {
  all: ['coordinator'] as const,
  group: (groupId: string) => ['coordinator', groupId, 'group'] as const,
  stats: (groupId: string) => ['coordinator', groupId, 'stats'] as const,
  campaigns: (groupId: string) => ['coordinator', groupId, 'campaigns'] as const,
  orders: (groupId: string) => ['coordinator', groupId, 'orders'] as const,
  orderList: (groupId: string, key: OrderListKey) => ['coordinator', groupId, 'orders', 'list', key] as const,
  order: (groupId: string, orderId: string) => ['coordinator', groupId, 'orders', 'byId', orderId] as const,
};
