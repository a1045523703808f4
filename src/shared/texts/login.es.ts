import type { Translation } from '../i18n/locale.js';
import type { LOGIN_MESSAGES } from './login.js';

export const LOGIN_MESSAGES_ES: Translation<typeof LOGIN_MESSAGES> = {
  invalidEmail: 'Escribe un correo electrónico válido',
  invalidGroupCode: 'El código del grupo no es válido',
  noCurrentCampaign: 'Este grupo no tiene una campaña activa hoy. Pregúntale a tu coordinador.',
  signInByClass: 'En este grupo se entra con el nombre de pila y la clase.',
  signInByName: 'En este grupo se entra con el nombre y el correo electrónico.',
};
