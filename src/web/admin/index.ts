/** The administrator area: one lazily loaded chunk (see app/routes.tsx). */
export { AdminLayout } from '../app/layouts/admin-layout';
export { AdminDashboardPage } from './dashboard-page';
export { GroupsPage } from './groups-page';
export { GroupFormPage } from './group-form-page';
export { GroupDetailsPage } from './group-details-page';
export { CampaignFormPage } from './campaign-form-page';
export { CoordinatorsPage } from './coordinators-page';
export { CoordinatorFormPage } from './coordinator-form-page';
export { AdminOrdersPage } from './orders-page';
export { AdminOrderDetailPage } from './order-detail-page';
