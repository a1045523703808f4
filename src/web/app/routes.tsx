import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { FamilyScreen } from '../components/family-screen';
import { Redirect } from '../components/redirect';
import { SellerLoginPage } from '../features/seller-login/components/seller-login-page';
import { AccessGuard } from './access-guard';
import { PublicLayout } from './layouts/public-layout';

/** The names of the components an area module exports. */
type ScreenName<Area> = { [Name in keyof Area]: Area[Name] extends ComponentType ? Name : never }[keyof Area];

/**
 * Lazily loaded screens of one area: every screen of the area imports the same module, so the bundler
 * emits that area once.
 */
function lazyArea<Area>(load: () => Promise<Area>) {
  return (name: ScreenName<Area>) => lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/*
 * The families' screens (seller login, shop, seller page, the parents' screens, 404) are in the chosen
 * language, with the switch; staff screens (and their logins) stay in English.
 *
 * Only the seller login is in the first download. Each staff area (with its routes and its sign-in check),
 * the staff login screens, the shop hand-off, the seller's page and the parents' screens are chunks of their
 * own. The areas bring the query client with them (see query-client.tsx); the seller login uses none.
 */
const auth = lazyArea(() => import('./areas/auth'));
const AdminLoginPage = auth('AdminLoginPage');
const AdminRegisterPage = auth('AdminRegisterPage');
const CoordinatorLoginPage = auth('CoordinatorLoginPage');

const ShopPage = lazyArea(() => import('./areas/shop'))('ShopPage');
const SellerRoutes = lazyArea(() => import('./areas/seller'))('SellerRoutes');
const FamilyRoutes = lazyArea(() => import('./areas/family'))('FamilyRoutes');

// Rarely seen, so not in the first download.
const NotFoundPage = lazyArea(() => import('../components/not-found-page'))('NotFoundPage');

const AdminRoutes = lazyArea(() => import('./areas/admin'))('AdminRoutes');
const CoordinatorRoutes = lazyArea(() => import('./areas/coordinator'))('CoordinatorRoutes');

/*
 * Route objects rather than <Routes>/<Route> elements: the same matching, without react-router's
 * conversion of elements to objects in the first download. `Component: X` renders as `element: <X />`.
 */
const ROUTES: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      {
        index: true,
        element: (
          <FamilyScreen>
            <SellerLoginPage />
          </FamilyScreen>
        ),
      },
      {
        path: 'shop',
        element: (
          <AccessGuard role="user">
            <FamilyScreen>
              <ShopPage />
            </FamilyScreen>
          </AccessGuard>
        ),
      },
      {
        path: 'seller/*',
        element: (
          <AccessGuard role="user">
            <FamilyScreen>
              <SellerRoutes />
            </FamilyScreen>
          </AccessGuard>
        ),
      },
      {
        path: 'family/*',
        element: (
          <FamilyScreen>
            <FamilyRoutes />
          </FamilyScreen>
        ),
      },
      { path: 'admin/login', Component: AdminLoginPage },
      { path: 'admin/register', Component: AdminRegisterPage },
      { path: 'coordinator/login', Component: CoordinatorLoginPage },
      {
        path: 'not-found',
        element: (
          <FamilyScreen>
            <NotFoundPage />
          </FamilyScreen>
        ),
      },
    ],
  },
  // Each staff area matches its own paths (and sends unknown ones to /not-found): see areas/.
  { path: 'admin/*', Component: AdminRoutes },
  { path: 'coordinator/*', Component: CoordinatorRoutes },
  { path: '*', element: <Redirect to="/not-found" /> },
];

/** Every route of the portal. Any unknown path goes to /not-found. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
