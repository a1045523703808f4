import type { Translation } from '../i18n/locale.js';
import type { LOGIN_MESSAGES } from './login.js';

export const LOGIN_MESSAGES_ES: Translation<typeof LOGIN_MESSAGES> = {
  invalidEmail: 'Escribe un correo electrónico válido',
  noCurrentCampaign: 'Este grupo no tiene una campaña activa hoy. Pregúntale a tu coordinador.',
};
