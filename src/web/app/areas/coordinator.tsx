/** The coordinator area: one lazily loaded chunk with its own routes (see app/routes.tsx). */
import { useRoutes, type RouteObject } from 'react-router';
import { Redirect } from '../../components/redirect';
import { CoordinatorLayout as CoordinatorShell } from '../layouts/coordinator-layout';
import { AccessGuard } from '../access-guard';
import { withQueryClient } from '../query-client';
import { CoordinatorDashboardPage } from '../../features/coordinator-area/components/dashboard-page';
import { CoordinatorCampaignsPage } from '../../features/coordinator-area/components/campaigns-page';
import { CoordinatorOrdersPage } from '../../features/coordinator-area/components/orders-page';
import { CoordinatorOrderDetailPage } from '../../features/coordinator-area/components/order-detail-page';
import {
  CoordinatorCampaignProductsPage,
  CoordinatorCampaignReportPage,
  CoordinatorDepositSlipPage,
  CoordinatorDepositsPage,
  CoordinatorDistributionPage,
  CoordinatorMoneyPage,
  CoordinatorPaperOrderEditPage,
  CoordinatorPaperOrderEntryPage,
  CoordinatorPaperOrderImportPage,
  CoordinatorSettlementPage,
  CoordinatorShareLinksPage,
  CoordinatorStillToTurnInPage,
  CoordinatorSupplierOrderPage,
} from '../../features/coordinator-area/components/campaign-results-pages';
import { CoordinatorMailUpdatesPage } from './coordinator-mail-updates';
import { CoordinatorTeamLettersPage, CoordinatorTeamsPage } from './coordinator-teams';

/** Every coordinator screen is shown in this layout, so they all have the query client. */
const CoordinatorLayout = withQueryClient(CoordinatorShell);

/** Below /coordinator. A path that is none of these goes to /not-found whoever asks (no sign-in check first). */
const COORDINATOR_ROUTES: RouteObject[] = [
  {
    element: (
      <AccessGuard role="coordinator">
        <CoordinatorLayout />
      </AccessGuard>
    ),
    children: [
      { index: true, Component: CoordinatorDashboardPage },
      { path: 'campaigns', Component: CoordinatorCampaignsPage },
      { path: 'campaigns/:campaignId', Component: CoordinatorCampaignReportPage },
      { path: 'campaigns/:campaignId/distribution', Component: CoordinatorDistributionPage },
      { path: 'campaigns/:campaignId/share-links', Component: CoordinatorShareLinksPage },
      { path: 'campaigns/:campaignId/products', Component: CoordinatorCampaignProductsPage },
      { path: 'campaigns/:campaignId/paper-orders', Component: CoordinatorPaperOrderEntryPage },
      { path: 'campaigns/:campaignId/paper-orders/import', Component: CoordinatorPaperOrderImportPage },
      { path: 'campaigns/:campaignId/supplier-order', Component: CoordinatorSupplierOrderPage },
      { path: 'campaigns/:campaignId/money', Component: CoordinatorMoneyPage },
      { path: 'campaigns/:campaignId/money/still-to-turn-in', Component: CoordinatorStillToTurnInPage },
      { path: 'campaigns/:campaignId/money/deposits', Component: CoordinatorDepositsPage },
      { path: 'campaigns/:campaignId/money/deposits/:depositId', Component: CoordinatorDepositSlipPage },
      { path: 'campaigns/:campaignId/money/settlement', Component: CoordinatorSettlementPage },
      { path: 'paper-orders/:orderId/edit', Component: CoordinatorPaperOrderEditPage },
      { path: 'teams', Component: CoordinatorTeamsPage },
      { path: 'teams/letters', Component: CoordinatorTeamLettersPage },
      { path: 'mail-updates', Component: CoordinatorMailUpdatesPage },
      { path: 'orders', Component: CoordinatorOrdersPage },
      { path: 'orders/:id', Component: CoordinatorOrderDetailPage },
    ],
  },
  { path: '*', element: <Redirect to="/not-found" /> },
];

export function CoordinatorRoutes() {
  return useRoutes(COORDINATOR_ROUTES);
}
