/** The seller's page and flyer: one lazily loaded chunk (with the QR code library), kept off the seller login route. */
import { SellerRoutes as SellerScreens } from '../../features/seller-page/components/seller-routes';
import { withQueryClient } from '../query-client';

export const SellerRoutes = withQueryClient(SellerScreens);
