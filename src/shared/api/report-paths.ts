import { routePath } from './route-path.js';

/** Paths of the fundraiser results below `/api`; apart from paths.ts so the seller login does not download them. */
export const REPORT_API_ROUTES = {
  campaignReport: '/groups/:id/campaigns/:campaignId/report',
  campaignDistribution: '/groups/:id/campaigns/:campaignId/distribution',
  groupDashboard: '/groups/:id/dashboard',
  adminSalesOverview: '/admin/sales-overview',
} as const;

export const REPORT_API_PATHS = {
  campaignReport: (groupId: string, campaignId: string) =>
    routePath(REPORT_API_ROUTES.campaignReport, { id: groupId, campaignId }),
  campaignDistribution: (groupId: string, campaignId: string) =>
    routePath(REPORT_API_ROUTES.campaignDistribution, { id: groupId, campaignId }),
  groupDashboard: (groupId: string) => routePath(REPORT_API_ROUTES.groupDashboard, { id: groupId }),
  adminSalesOverview: REPORT_API_ROUTES.adminSalesOverview,
} as const;
