/** The administrator area: one lazily loaded chunk (see app/routes.tsx). */
export { AdminLayout } from '../layouts/admin-layout';
export { AdminDashboardPage } from '../../features/dashboard/components/dashboard-page';
export { GroupsPage } from '../../features/groups/components/groups-page';
export { GroupFormPage } from '../../features/groups/components/group-form-page';
export { GroupDetailsPage } from '../../features/groups/components/group-details-page';
export { CampaignFormPage } from '../../features/campaigns/components/campaign-form-page';
export { CoordinatorsPage } from '../../features/coordinators/components/coordinators-page';
export { CoordinatorFormPage } from '../../features/coordinators/components/coordinator-form-page';
export { AdminOrdersPage } from '../../features/orders/components/admin-orders-page';
export { AdminOrderDetailPage } from '../../features/orders/components/admin-order-detail-page';
export { AdminCampaignReportPage } from '../../features/reports/components/campaign-report-page';
export { AdminDistributionPage } from '../../features/reports/components/distribution-page';
export { AdminAttentionPage } from '../../features/attribution/components/attention-page';
export { AdminOrdersWithAttentionPage } from './admin-orders-with-attention';
