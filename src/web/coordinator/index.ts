/** The coordinator area: one lazily loaded chunk (see app/routes.tsx). */
export { CoordinatorLayout } from '../app/layouts/coordinator-layout';
export { CoordinatorDashboardPage } from './dashboard-page';
export { CoordinatorCampaignsPage } from './campaigns-page';
export { CoordinatorOrdersPage } from './orders-page';
export { CoordinatorOrderDetailPage } from './order-detail-page';
