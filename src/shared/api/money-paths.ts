import { routePath } from './route-path.js';

/** Paths of a campaign's money below `/api`: turn-ins, balances, deposits and the settlement. Staff only. */
export const MONEY_API_ROUTES = {
  /** Record an envelope (POST) or list the campaign's turn-ins, newest first (GET). */
  campaignTurnIns: '/groups/:id/campaigns/:campaignId/turn-ins',
  /** One turn-in (GET) or its correction (PUT, with a reason: a new turn-in replaces it). */
  turnIn: '/groups/:id/turn-ins/:turnInId',
  voidTurnIn: '/groups/:id/turn-ins/:turnInId/void',
  /** The campaign's money: totals and every seller's balance. */
  campaignMoney: '/groups/:id/campaigns/:campaignId/money',
  /** The cash and checks received and not deposited, one by one. */
  moneyOnHand: '/groups/:id/campaigns/:campaignId/money/on-hand',
  /** Make a deposit (POST) or list the campaign's deposits (GET). */
  campaignDeposits: '/groups/:id/campaigns/:campaignId/deposits',
  deposit: '/groups/:id/deposits/:depositId',
  reopenDeposit: '/groups/:id/deposits/:depositId/reopen',
  confirmDeposit: '/groups/:id/deposits/:depositId/confirm',
  /** The settlement with the supplier and the store, and the campaign's financial recap (JSON, or CSV). */
  campaignSettlement: '/groups/:id/campaigns/:campaignId/settlement',
  campaignSettlementExport: '/groups/:id/campaigns/:campaignId/settlement/export',
} as const;

type CampaignRoute = {
  [
    K in keyof typeof MONEY_API_ROUTES
  ]: (typeof MONEY_API_ROUTES)[K] extends `/groups/:id/campaigns/:campaignId${string}` ? K : never;
}[keyof typeof MONEY_API_ROUTES];

const campaignPath = (route: CampaignRoute) => (groupId: string, campaignId: string) =>
  routePath(MONEY_API_ROUTES[route], { id: groupId, campaignId } as never);

export const MONEY_API_PATHS = {
  campaignTurnIns: campaignPath('campaignTurnIns'),
  turnIn: (groupId: string, turnInId: string) =>
    routePath(MONEY_API_ROUTES.turnIn, { id: groupId, turnInId }),
  voidTurnIn: (groupId: string, turnInId: string) =>
    routePath(MONEY_API_ROUTES.voidTurnIn, { id: groupId, turnInId }),
  campaignMoney: campaignPath('campaignMoney'),
  moneyOnHand: campaignPath('moneyOnHand'),
  campaignDeposits: campaignPath('campaignDeposits'),
  deposit: (groupId: string, depositId: string) =>
    routePath(MONEY_API_ROUTES.deposit, { id: groupId, depositId }),
  reopenDeposit: (groupId: string, depositId: string) =>
    routePath(MONEY_API_ROUTES.reopenDeposit, { id: groupId, depositId }),
  confirmDeposit: (groupId: string, depositId: string) =>
    routePath(MONEY_API_ROUTES.confirmDeposit, { id: groupId, depositId }),
  campaignSettlement: campaignPath('campaignSettlement'),
  campaignSettlementExport: campaignPath('campaignSettlementExport'),
} as const;
