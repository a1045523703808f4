import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SellerLoginPage } from '../features/seller-login/components/seller-login-page';
import { AccessGuard } from './access-guard';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';

/*
 * Only the seller login is in the first download. Each staff area (and the staff login screens, and the
 * shop hand-off) is its own chunk: every lazy() of one area imports the same module, so the bundler emits
 * that area once.
 */
const fromAuth = () => import('./areas/auth');
const AdminLoginPage = lazy(() => fromAuth().then((m) => ({ default: m.AdminLoginPage })));
const AdminRegisterPage = lazy(() => fromAuth().then((m) => ({ default: m.AdminRegisterPage })));
const CoordinatorLoginPage = lazy(() => fromAuth().then((m) => ({ default: m.CoordinatorLoginPage })));

const ShopPage = lazy(() =>
  import('../features/shop/components/shop-page').then((m) => ({ default: m.ShopPage })),
);

const fromAdmin = () => import('./areas/admin');
const AdminLayout = lazy(() => fromAdmin().then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminDashboardPage })));
const GroupsPage = lazy(() => fromAdmin().then((m) => ({ default: m.GroupsPage })));
const GroupFormPage = lazy(() => fromAdmin().then((m) => ({ default: m.GroupFormPage })));
const GroupDetailsPage = lazy(() => fromAdmin().then((m) => ({ default: m.GroupDetailsPage })));
const CampaignFormPage = lazy(() => fromAdmin().then((m) => ({ default: m.CampaignFormPage })));
const CoordinatorsPage = lazy(() => fromAdmin().then((m) => ({ default: m.CoordinatorsPage })));
const CoordinatorFormPage = lazy(() => fromAdmin().then((m) => ({ default: m.CoordinatorFormPage })));
const AdminOrdersPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminOrdersWithAttentionPage })));
const AdminAttentionPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminAttentionPage })));
const AdminOrderDetailPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminOrderDetailPage })));
const AdminCampaignReportPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminCampaignReportPage })));
const AdminDistributionPage = lazy(() => fromAdmin().then((m) => ({ default: m.AdminDistributionPage })));

const fromCoordinator = () => import('./areas/coordinator');
const CoordinatorLayout = lazy(() => fromCoordinator().then((m) => ({ default: m.CoordinatorLayout })));
const CoordinatorDashboardPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorDashboardPage })),
);
const CoordinatorCampaignsPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorCampaignsPage })),
);
const CoordinatorOrdersPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorOrdersPage })),
);
const CoordinatorOrderDetailPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorOrderDetailPage })),
);
const CoordinatorCampaignReportPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorCampaignReportPage })),
);
const CoordinatorDistributionPage = lazy(() =>
  fromCoordinator().then((m) => ({ default: m.CoordinatorDistributionPage })),
);

/** Every route of the portal. Any unknown path goes to /not-found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<SellerLoginPage />} />
        <Route
          path="shop"
          element={
            <AccessGuard role="user">
              <ShopPage />
            </AccessGuard>
          }
        />
        <Route path="admin/login" element={<AdminLoginPage />} />
        <Route path="admin/register" element={<AdminRegisterPage />} />
        <Route path="coordinator/login" element={<CoordinatorLoginPage />} />
        <Route path="not-found" element={<NotFoundPage />} />
      </Route>

      <Route
        path="admin"
        element={
          <AccessGuard role="admin">
            <AdminLayout />
          </AccessGuard>
        }
      >
        <Route index element={<AdminDashboardPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="groups/new" element={<GroupFormPage />} />
        <Route path="groups/:id" element={<GroupDetailsPage />} />
        <Route path="groups/:id/edit" element={<GroupFormPage />} />
        <Route path="groups/:groupId/campaigns/new" element={<CampaignFormPage />} />
        <Route path="groups/:groupId/campaigns/:campaignId/edit" element={<CampaignFormPage />} />
        <Route path="groups/:groupId/campaigns/:campaignId" element={<AdminCampaignReportPage />} />
        <Route
          path="groups/:groupId/campaigns/:campaignId/distribution"
          element={<AdminDistributionPage />}
        />
        <Route path="coordinators" element={<CoordinatorsPage />} />
        <Route path="coordinators/new" element={<CoordinatorFormPage />} />
        <Route path="coordinators/:id" element={<CoordinatorFormPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/attention" element={<AdminAttentionPage />} />
        <Route path="orders/:id" element={<AdminOrderDetailPage />} />
      </Route>

      <Route
        path="coordinator"
        element={
          <AccessGuard role="coordinator">
            <CoordinatorLayout />
          </AccessGuard>
        }
      >
        <Route index element={<CoordinatorDashboardPage />} />
        <Route path="campaigns" element={<CoordinatorCampaignsPage />} />
        <Route path="campaigns/:campaignId" element={<CoordinatorCampaignReportPage />} />
        <Route path="campaigns/:campaignId/distribution" element={<CoordinatorDistributionPage />} />
        <Route path="orders" element={<CoordinatorOrdersPage />} />
        <Route path="orders/:id" element={<CoordinatorOrderDetailPage />} />
      </Route>

      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}
