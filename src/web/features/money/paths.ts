/** Where the money screens of one campaign are, for the administrator's or the coordinator's area. */
export interface MoneyPaths {
  /** The campaign's results. */
  results: string;
  money: string;
  stillToTurnIn: string;
  deposits: string;
  deposit: (depositId: string) => string;
  settlement: string;
  /** Where the group's profit share is set: administrators only. */
  groupEdit?: string;
}

const id = encodeURIComponent;

function campaignPaths(campaignPath: string): MoneyPaths {
  const money = `${campaignPath}/money`;
  return {
    results: campaignPath,
    money,
    stillToTurnIn: `${money}/still-to-turn-in`,
    deposits: `${money}/deposits`,
    deposit: (depositId) => `${money}/deposits/${id(depositId)}`,
    settlement: `${money}/settlement`,
  };
}

export const adminMoneyPaths = (groupId: string, campaignId: string): MoneyPaths => ({
  ...campaignPaths(`/admin/groups/${id(groupId)}/campaigns/${id(campaignId)}`),
  groupEdit: `/admin/groups/${id(groupId)}/edit`,
});

export const coordinatorMoneyPaths = (campaignId: string): MoneyPaths =>
  campaignPaths(`/coordinator/campaigns/${id(campaignId)}`);
