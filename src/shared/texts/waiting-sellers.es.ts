import type { Translation } from '../i18n/locale.js';
import type { WAITING_SELLER_MESSAGES } from './waiting-sellers.js';

export const WAITING_SELLER_MESSAGES_ES: Translation<typeof WAITING_SELLER_MESSAGES> = {
  waitingSellerNotFound: 'Estas ventas en espera ya no están para unir (ya se unieron, o son de otra clase).',
};
