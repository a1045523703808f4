import { useTexts } from '../../lib/use-texts';
import { SELLER_PAGE_TEXTS } from './texts';

/** The seller page's texts in the language of the screen. */
export function useSellerPageTexts() {
  return useTexts(SELLER_PAGE_TEXTS, (es) => es.sellerPage);
}
