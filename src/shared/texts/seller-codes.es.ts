import type { Translation } from '../i18n/locale.js';
import type { SELLER_CODE_TEXTS } from './seller-codes.js';

export const SELLER_CODE_TEXTS_ES: Translation<typeof SELLER_CODE_TEXTS> = {
  atCheckout: 'Al pagar, ingrese el código',
  why: 'Así el pedido cuenta para quien vende, llegue como llegue el comprador a la tienda.',
};
