/** Query keys of the share-link screens, one prefix per group's campaign. */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  campaign: (groupId: string, campaignId: string) => ['share-links', groupId, campaignId] as const,
  /** The campaign's public class pages and leaderboard (apart from the sellers' links). */
  teamPages: (groupId: string, campaignId: string) => ['team-pages', groupId, campaignId] as const,
};
