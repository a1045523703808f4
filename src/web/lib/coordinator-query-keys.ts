/**
 * Query keys of the coordinator area, under the coordinator's group so that one prefix covers everything of
 * that group: ['coordinator', groupId, 'orders'] is every list page and every order. Here rather than in the
 * coordinator area, so that a screen whose changes the area shows (a paper order, a team) marks it stale without
 * depending on it.
 */
export const coordinatorKeys = {
  all: ['coordinator'] as const,
  group: (groupId: string) => ['coordinator', groupId, 'group'] as const,
  stats: (groupId: string) => ['coordinator', groupId, 'stats'] as const,
  campaigns: (groupId: string) => ['coordinator', groupId, 'campaigns'] as const,
  orders: (groupId: string) => ['coordinator', groupId, 'orders'] as const,
  /** One page of the group's order list: its filters and page number. */
  orderList: <ListKey extends object>(groupId: string, key: ListKey) =>
    ['coordinator', groupId, 'orders', 'list', key] as const,
  order: (groupId: string, orderId: string) => ['coordinator', groupId, 'orders', 'byId', orderId] as const,
};
