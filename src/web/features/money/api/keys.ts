/**
 * Query keys of the money screens. Every key of a group starts ['money', groupId], so that a turn-in, a deposit or
 * any change of them refreshes every money screen of the group at once.
 */
export const moneyKeys = {
  all: ['money'] as const,
  group: (groupId: string) => ['money', groupId] as const,
  summary: (groupId: string, campaignId: string) => ['money', groupId, campaignId, 'summary'] as const,
  turnIns: (groupId: string, campaignId: string) => ['money', groupId, campaignId, 'turn-ins'] as const,
  onHand: (groupId: string, campaignId: string) => ['money', groupId, campaignId, 'on-hand'] as const,
  deposits: (groupId: string, campaignId: string) => ['money', groupId, campaignId, 'deposits'] as const,
  settlement: (groupId: string, campaignId: string) => ['money', groupId, campaignId, 'settlement'] as const,
  deposit: (groupId: string, depositId: string) => ['money', groupId, 'deposit', depositId] as const,
};
