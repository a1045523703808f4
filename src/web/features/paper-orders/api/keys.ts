/**
 * Query keys of the paper order screens, one prefix per group and campaign so that a saved form refreshes every
 * screen of that campaign: ['paper-orders', groupId, campaignId] covers its products, latest forms and supplier
 * order.
 */
export const paperOrderKeys = {
  all: ['paper-orders'] as const,
  group: (groupId: string) => ['paper-orders', groupId] as const,
  sellerNames: (groupId: string) => ['paper-orders', groupId, 'seller-names'] as const,
  campaign: (groupId: string, campaignId: string) => ['paper-orders', groupId, campaignId] as const,
  campaignInfo: (groupId: string, campaignId: string) =>
    ['paper-orders', groupId, campaignId, 'info'] as const,
  products: (groupId: string, campaignId: string) =>
    ['paper-orders', groupId, campaignId, 'products'] as const,
  suggestions: (groupId: string, campaignId: string) =>
    ['paper-orders', groupId, campaignId, 'suggestions'] as const,
  latest: (groupId: string, campaignId: string) => ['paper-orders', groupId, campaignId, 'latest'] as const,
  supplierOrder: (groupId: string, campaignId: string) =>
    ['paper-orders', groupId, campaignId, 'supplier-order'] as const,
  order: (groupId: string, orderId: string) => ['paper-orders', groupId, 'order', orderId] as const,
};
