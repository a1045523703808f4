/** Where the paper order screens of one campaign are, for the administrator's or the coordinator's area. */
export interface PaperOrderPaths {
  /** The campaign's results. */
  results: string;
  products: string;
  entry: string;
  import: string;
  supplierOrder: string;
  edit: (orderId: string) => string;
}

const id = encodeURIComponent;

export const adminPaperOrderEditPath = (groupId: string, orderId: string) =>
  `/admin/groups/${id(groupId)}/paper-orders/${id(orderId)}/edit`;

export const coordinatorPaperOrderEditPath = (orderId: string) =>
  `/coordinator/paper-orders/${id(orderId)}/edit`;

function campaignPaths(campaignPath: string, edit: (orderId: string) => string): PaperOrderPaths {
  return {
    results: campaignPath,
    products: `${campaignPath}/products`,
    entry: `${campaignPath}/paper-orders`,
    import: `${campaignPath}/paper-orders/import`,
    supplierOrder: `${campaignPath}/supplier-order`,
    edit,
  };
}

export const adminPaperOrderPaths = (groupId: string, campaignId: string): PaperOrderPaths =>
  campaignPaths(`/admin/groups/${id(groupId)}/campaigns/${id(campaignId)}`, (orderId) =>
    adminPaperOrderEditPath(groupId, orderId),
  );

export const coordinatorPaperOrderPaths = (campaignId: string): PaperOrderPaths =>
  campaignPaths(`/coordinator/campaigns/${id(campaignId)}`, coordinatorPaperOrderEditPath);
