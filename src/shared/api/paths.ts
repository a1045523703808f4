import {
  API_BASE,
  CLASS_LOGIN_PATH,
  HEALTH_PATH,
  SELLER_LOGIN_PATH,
  SIGN_IN_OPTIONS_PATH,
} from './login-route-paths.js';
import { routePath } from './route-path.js';

export { API_BASE };

export const API_ROUTES = {
  health: HEALTH_PATH,
  sellerLogin: SELLER_LOGIN_PATH,
  signInOptions: SIGN_IN_OPTIONS_PATH,
  classLogin: CLASS_LOGIN_PATH,
  adminLogin: '/auth/admin',
  coordinatorLogin: '/auth/coordinator',
  adminRegister: '/auth/admin/register',
  adminStatus: '/auth/admin/status',
  adminChangePassword: '/admin/change-password',
  coordinatorChangePassword: '/groups/coordinator/change-password',
  groups: '/groups',
  group: '/groups/:id',
  groupStats: '/groups/:id/stats',
  groupCampaigns: '/groups/:id/campaigns',
  groupCampaign: '/groups/:id/campaigns/:campaignId',
  coordinators: '/admin/coordinators',
  coordinator: '/admin/coordinators/:id',
  adminStats: '/admin/stats',
} as const;

export const API_PATHS = {
  health: API_ROUTES.health,
  sellerLogin: API_ROUTES.sellerLogin,
  signInOptions: (groupCode: string) =>
    `${API_ROUTES.signInOptions}?groupCode=${encodeURIComponent(groupCode)}`,
  classLogin: API_ROUTES.classLogin,
  adminLogin: API_ROUTES.adminLogin,
  coordinatorLogin: API_ROUTES.coordinatorLogin,
  adminRegister: API_ROUTES.adminRegister,
  adminStatus: API_ROUTES.adminStatus,
  adminChangePassword: API_ROUTES.adminChangePassword,
  coordinatorChangePassword: API_ROUTES.coordinatorChangePassword,
  groups: API_ROUTES.groups,
  group: (groupId: string) => routePath(API_ROUTES.group, { id: groupId }),
  groupStats: (groupId: string) => routePath(API_ROUTES.groupStats, { id: groupId }),
  groupCampaigns: (groupId: string) => routePath(API_ROUTES.groupCampaigns, { id: groupId }),
  groupCampaign: (groupId: string, campaignId: string) =>
    routePath(API_ROUTES.groupCampaign, { id: groupId, campaignId }),
  coordinators: API_ROUTES.coordinators,
  coordinator: (coordinatorId: string) => routePath(API_ROUTES.coordinator, { id: coordinatorId }),
  adminStats: API_ROUTES.adminStats,
} as const;
