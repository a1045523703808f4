import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { SellerFlyerPage } from './seller-flyer-page';
import { SellerPage } from './seller-page';
import './seller-page.css';

/*
 * Below /seller (the sign-in check is on the /seller/* route itself). An unknown path shows the 404 screen
 * in place: importing the Redirect component here made the bundler split the modules the login route shares
 * with this chunk into a chunk of their own, a second request and about 1 KB more on the login route.
 */
const SELLER_ROUTES: RouteObject[] = [
  { index: true, Component: SellerPage },
  { path: 'flyer', Component: SellerFlyerPage },
  { path: '*', Component: NotFoundPage },
];

export function SellerRoutes() {
  return useRoutes(SELLER_ROUTES);
}
