/** The coordinator area: one lazily loaded chunk (see app/routes.tsx). */
export { CoordinatorLayout } from '../layouts/coordinator-layout';
export { CoordinatorDashboardPage } from '../../features/coordinator-area/components/dashboard-page';
export { CoordinatorCampaignsPage } from '../../features/coordinator-area/components/campaigns-page';
export { CoordinatorOrdersPage } from '../../features/coordinator-area/components/orders-page';
export { CoordinatorOrderDetailPage } from '../../features/coordinator-area/components/order-detail-page';
export {
  CoordinatorCampaignReportPage,
  CoordinatorDistributionPage,
} from '../../features/coordinator-area/components/campaign-results-pages';
