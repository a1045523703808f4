/** The administrator area: one lazily loaded chunk with its own routes (see app/routes.tsx). */
import { useRoutes, type RouteObject } from 'react-router';
import { Redirect } from '../../components/redirect';
import { AdminLayout as AdminShell } from '../layouts/admin-layout';
import { AccessGuard } from '../access-guard';
import { withQueryClient } from '../query-client';
import { AdminDashboardPage } from '../../features/dashboard/components/dashboard-page';
import { GroupsPage } from '../../features/groups/components/groups-page';
import { GroupFormPage } from '../../features/groups/components/group-form-page';
import { GroupDetailsPage } from '../../features/groups/components/group-details-page';
import { CampaignFormPage } from '../../features/campaigns/components/campaign-form-page';
import { CoordinatorsPage } from '../../features/coordinators/components/coordinators-page';
import { CoordinatorFormPage } from '../../features/coordinators/components/coordinator-form-page';
import { AdminCampaignReportPage } from '../../features/reports/components/campaign-report-page';
import { AdminDistributionPage } from '../../features/reports/components/distribution-page';
import { AdminShareLinksPage } from '../../features/share-links/components/share-links-page';
import { AdminAttentionPage } from '../../features/attribution/components/attention-page';
import { AdminCampaignProductsPage } from '../../features/paper-orders/components/campaign-products-page';
import { AdminPaperOrderEditPage } from '../../features/paper-orders/components/paper-order-edit-page';
import { AdminPaperOrderEntryPage } from '../../features/paper-orders/components/paper-order-entry-page';
import { AdminPaperOrderImportPage } from '../../features/paper-orders/components/paper-order-import-page';
import { AdminSupplierOrderPage } from '../../features/paper-orders/components/supplier-order-page';
import { AdminMoneyPage } from '../../features/money/components/money-page';
import { AdminStillToTurnInPage } from '../../features/money/components/still-to-turn-in-page';
import { AdminDepositsPage } from '../../features/money/components/deposits-page';
import { AdminDepositSlipPage } from '../../features/money/components/deposit-slip-page';
import { AdminSettlementPage } from '../../features/money/components/settlement-page';
import { AdminTeamLettersPage } from '../../features/teams/components/team-letters-page';
import { AdminTeamsPage } from '../../features/teams/components/teams-page';
import { AdminMailUpdatesPage } from '../../features/mail-updates/components/mail-subscriptions-page';
import { OutboxPage } from '../../features/mail-updates/components/outbox-page';
import { OutboxMessagePage } from '../../features/mail-updates/components/outbox-message-page';
import { PrivacyRequestsPage } from '../../features/privacy/components/privacy-requests-page';
import { AdminOrderDetailWithPaperEditPage } from './admin-order-detail-with-paper-edit';
import { AdminOrdersWithAttentionPage } from './admin-orders-with-attention';

/** Every administrator screen is shown in this layout, so they all have the query client. */
const AdminLayout = withQueryClient(AdminShell);

/** Below /admin. A path that is none of these goes to /not-found whoever asks (no sign-in check first). */
const ADMIN_ROUTES: RouteObject[] = [
  {
    element: (
      <AccessGuard role="admin">
        <AdminLayout />
      </AccessGuard>
    ),
    children: [
      { index: true, Component: AdminDashboardPage },
      { path: 'groups', Component: GroupsPage },
      { path: 'groups/new', Component: GroupFormPage },
      { path: 'groups/:id', Component: GroupDetailsPage },
      { path: 'groups/:id/edit', Component: GroupFormPage },
      { path: 'groups/:groupId/teams', Component: AdminTeamsPage },
      { path: 'groups/:groupId/teams/letters', Component: AdminTeamLettersPage },
      { path: 'groups/:id/mail-updates', Component: AdminMailUpdatesPage },
      { path: 'groups/:groupId/campaigns/new', Component: CampaignFormPage },
      { path: 'groups/:groupId/campaigns/:campaignId/edit', Component: CampaignFormPage },
      { path: 'groups/:groupId/campaigns/:campaignId', Component: AdminCampaignReportPage },
      { path: 'groups/:groupId/campaigns/:campaignId/distribution', Component: AdminDistributionPage },
      { path: 'groups/:groupId/campaigns/:campaignId/share-links', Component: AdminShareLinksPage },
      { path: 'groups/:groupId/campaigns/:campaignId/products', Component: AdminCampaignProductsPage },
      { path: 'groups/:groupId/campaigns/:campaignId/paper-orders', Component: AdminPaperOrderEntryPage },
      {
        path: 'groups/:groupId/campaigns/:campaignId/paper-orders/import',
        Component: AdminPaperOrderImportPage,
      },
      { path: 'groups/:groupId/campaigns/:campaignId/supplier-order', Component: AdminSupplierOrderPage },
      { path: 'groups/:groupId/paper-orders/:orderId/edit', Component: AdminPaperOrderEditPage },
      { path: 'groups/:groupId/campaigns/:campaignId/money', Component: AdminMoneyPage },
      {
        path: 'groups/:groupId/campaigns/:campaignId/money/still-to-turn-in',
        Component: AdminStillToTurnInPage,
      },
      { path: 'groups/:groupId/campaigns/:campaignId/money/deposits', Component: AdminDepositsPage },
      {
        path: 'groups/:groupId/campaigns/:campaignId/money/deposits/:depositId',
        Component: AdminDepositSlipPage,
      },
      { path: 'groups/:groupId/campaigns/:campaignId/money/settlement', Component: AdminSettlementPage },
      { path: 'coordinators', Component: CoordinatorsPage },
      { path: 'coordinators/new', Component: CoordinatorFormPage },
      { path: 'coordinators/:id', Component: CoordinatorFormPage },
      { path: 'orders', Component: AdminOrdersWithAttentionPage },
      { path: 'orders/attention', Component: AdminAttentionPage },
      { path: 'orders/:id', Component: AdminOrderDetailWithPaperEditPage },
      { path: 'outbox', Component: OutboxPage },
      { path: 'outbox/:messageId', Component: OutboxMessagePage },
      { path: 'privacy-requests', Component: PrivacyRequestsPage },
    ],
  },
  { path: '*', element: <Redirect to="/not-found" /> },
];

export function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}
