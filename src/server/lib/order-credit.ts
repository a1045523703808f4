/**
 * Whom an order is credited to, as the orders table keeps it: the group by id and code, the campaign by id and name,
 * and the seller by name and, where there is one, by record.
 */
export interface OrderCredit {
  groupId: string;
  groupCode: string;
  campaignId: string;
  campaignName: string;
  sellerId: string | null;
  sellerName: string;
}
