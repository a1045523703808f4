/** Query keys of the share-link screens, one prefix per group's campaign. */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  campaign: (groupId: string, campaignId: string) => ['share-links', groupId, campaignId] as const,
};
