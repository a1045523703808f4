/** The refusals of the seller and staff share-link API. */
export const SHARE_LINK_API_MESSAGES = {
  sellerCampaignNotFound: 'This campaign was not found for your group',
  shareLinkNotFound: 'Share link not found for this campaign',
  shareLinkAlreadyRevoked: 'This share link has already been revoked',
  shareLinkUnavailable: 'Your share link could not be made just now. Please try again.',
} as const;
