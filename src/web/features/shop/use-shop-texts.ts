import { useTexts } from '../../lib/use-texts';
import { SHOP_MESSAGES, SHOP_TEXTS } from './texts';

/** The shop's texts in the language of the screen. */
export function useShopTexts() {
  return {
    T: useTexts(SHOP_TEXTS, (es) => es.shop),
    M: useTexts(SHOP_MESSAGES, (es) => es.shopMessages),
  };
}
