/** Query keys of attribution repair, under the administrator's ['admin'] prefix. */
export const attributionKeys = {
  all: ['admin', 'attribution'] as const,
  queue: (page: number) => ['admin', 'attribution', 'queue', page] as const,
  queueCount: () => ['admin', 'attribution', 'queue', 'count'] as const,
  suggestions: (orderId: string) => ['admin', 'attribution', 'suggestions', orderId] as const,
  sellers: (groupId: string) => ['admin', 'attribution', 'sellers', groupId] as const,
  health: () => ['admin', 'attribution', 'health'] as const,
};
