/** The staff navbar, its account menu and the skip link. */
export const NAV_TEXTS = {
  main: 'Main',
  dashboard: 'Dashboard',
  groups: 'Groups',
  coordinators: 'Coordinators',
  campaigns: 'Campaigns',
  orders: 'Orders',
  teams: 'Teams',
  outbox: 'Outbox',
  privacyRequests: 'Privacy requests',
  mailUpdates: 'E-mail updates',
  userMenu: 'Account menu',
  changePassword: 'Change Password',
  logout: 'Logout',
  skipToContent: 'Skip to content',
} as const;
