/** Paths below the `/api` base, shared by the server's routes and the web client. */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health',
  customerLogin: '/auth/user',
  adminLogin: '/auth/admin',
  coordinatorLogin: '/auth/coordinator',
  adminRegister: '/auth/admin/register',
  adminStatus: '/auth/admin/status',
  adminChangePassword: '/admin/change-password',
  coordinatorChangePassword: '/groups/coordinator/change-password',
  groups: '/groups',
  group: (groupId: string) => `/groups/${encodeURIComponent(groupId)}`,
  groupStats: (groupId: string) => `/groups/${encodeURIComponent(groupId)}/stats`,
  groupCampaigns: (groupId: string) => `/groups/${encodeURIComponent(groupId)}/campaigns`,
  groupCampaign: (groupId: string, campaignId: string) =>
    `/groups/${encodeURIComponent(groupId)}/campaigns/${encodeURIComponent(campaignId)}`,
  coordinators: '/admin/coordinators',
  coordinator: (coordinatorId: string) => `/admin/coordinators/${encodeURIComponent(coordinatorId)}`,
  adminStats: '/admin/stats',
} as const;
