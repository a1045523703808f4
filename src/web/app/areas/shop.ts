/** The shop hand-off: one lazily loaded chunk, kept off the seller login route. */
import { ShopPage as ShopScreen } from '../../features/shop/components/shop-page';
import { withQueryClient } from '../query-client';

export const ShopPage = withQueryClient(ShopScreen);
