const orders = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;

/** The staff screen of a campaign's seller share links, and the share-link marker of the order screens. */
export const SHARE_LINK_TEXTS = {
  link: 'Share links',
  linkLabel: (campaign: string) => `Share links of ${campaign}`,
  title: (campaign: string) => `${campaign} — share links`,
  intro:
    'Each seller’s personal link for family and friends, and the orders that came through it compared with the seller’s own visits to the shop.',
  tableLabel: 'Seller share links',
  columns: {
    seller: 'Seller and share link',
    viaShareLink: 'Via share link',
    viaSeller: 'Via own visit',
  },
  orders,
  noActiveLink: 'No active link',
  copy: 'Copy',
  copyLinkOf: (seller: string) => `Copy the share link of ${seller}`,
  copied: 'Copied',
  copyFailed: 'Select the link to copy it',
  revoke: 'Revoke',
  revokeLinkOf: (seller: string) => `Revoke the share link of ${seller}`,
  revoking: 'Revoking...',
  confirmTitle: 'Revoke this share link?',
  confirmMessage: (seller: string, url: string) =>
    `${url} stops working at once: anyone who opens it is told the link is not valid. ${seller} gets a new link the next time they open their seller page. Orders already placed stay credited to them.`,
  revoked: (seller: string) =>
    `The share link of ${seller} was revoked. They get a new one on their next visit.`,
  revokeFailed: 'The share link could not be revoked',
  empty: 'No seller has a share link or has shopped in this campaign yet.',
  loadFailed: 'Failed to load the share links',
  backToResults: 'Back to results',
  /** The marker of an order that came through a seller's share link. */
  badge: 'Share link',
  badgeLabel: 'Came through the seller’s share link',
  source: 'Came through',
  sourceShareLink: 'The seller’s share link',
  sourceSeller: 'The seller’s own visit to the shop',
} as const;
