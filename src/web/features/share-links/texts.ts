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
  /** The campaign report's panel of public class pages: each team's progress and the group leaderboard. */
  classPages: {
    title: 'Class pages',
    intro:
      'A page per class or team with its progress toward the group’s goal, and a leaderboard of every class, to share with families.',
    warning: 'These pages are public: anyone with the link can open them without logging in.',
    teamsLabel: 'Class progress pages',
    notPublished: 'Not published',
    publish: 'Publish',
    publishing: 'Publishing...',
    showSellers: 'Show sellers’ first names and order counts',
    leaderboard: 'Group leaderboard',
    leaderboardHint: 'Every class and team by sales, orders and participation; no seller is named.',
    classPageOf: (team: string) => `The class page of ${team}`,
    leaderboardPage: 'The group leaderboard',
    publishLabel: (page: string) => `Publish: ${page}`,
    copyLabel: (page: string) => `Copy the link: ${page}`,
    revokeLabel: (page: string) => `Revoke: ${page}`,
    published: (page: string) => `${page} is published. Copy its link to share it.`,
    sellersShown: (team: string) =>
      `The class page of ${team} now shows sellers’ first names and order counts.`,
    sellersHidden: (team: string) => `The class page of ${team} no longer shows its sellers.`,
    revoked: (page: string) => `${page} was revoked: its link no longer works.`,
    confirmTitle: 'Revoke this page?',
    confirmMessage: (url: string) =>
      `${url} stops working at once: anyone who opens it is told the page is not published. Publishing again makes a new link.`,
    changeFailed: 'The page could not be changed',
    loadFailed: 'Failed to load the class pages',
  },
} as const;
