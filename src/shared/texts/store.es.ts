import type { Translation } from '../i18n/locale.js';
import type { STORE_API_MESSAGES } from './store.js';

export const STORE_API_MESSAGES_ES: Translation<typeof STORE_API_MESSAGES> = {
  wrongGroup: 'Solo puedes comprar para el grupo con el que iniciaste sesión',
  campaignNotCurrent: 'Esta campaña no está activa hoy. Vuelve a iniciar sesión y elige una campaña activa.',
  storeUnavailable: 'No pudimos conectar con la tienda. Inténtalo de nuevo en un momento.',
  storeRefused: 'La tienda no aceptó el carrito. Inténtalo de nuevo o habla con tu coordinador.',
  noStore: 'Este portal todavía no tiene una tienda. Habla con tu coordinador.',
  donationsOff: 'Esta campaña no recibe donativos.',
};
