import type { Translation } from '../../../shared/i18n/locale.js';
import type { LOGIN_MESSAGES } from '../../../shared/texts/login.js';
import type { SELLER_LOGIN_MESSAGES, SELLER_LOGIN_TEXTS } from './texts';
import { LOGIN_MESSAGES_ES } from '../../../shared/texts/login.es.js';

export const SELLER_LOGIN_TEXTS_ES: Translation<typeof SELLER_LOGIN_TEXTS> = {
  details: {
    title: 'Iniciar sesión',
    submit: 'Continuar',
    busy: 'Comprobando...',
    coordinatorLink: 'Acceso de coordinación',
    adminLink: 'Acceso de administración',
    staffLinks: 'Acceso del personal',
  },
  fields: {
    groupCode: 'Código del grupo',
    sellerName: 'Tu nombre',
    email: 'Correo electrónico',
  },
};

export const SELLER_LOGIN_MESSAGES_ES: Translation<typeof SELLER_LOGIN_MESSAGES> = {
  selectCampaign: 'Por favor, elige una campaña',
  loginFailed: 'No se pudo iniciar sesión. Revisa el código del grupo e inténtalo de nuevo.',
};

/** The login's own checks of the server's messages: the server's Spanish words, so the two never differ. */
export const LOGIN_CHECK_MESSAGES_ES: Translation<
  Pick<typeof LOGIN_MESSAGES, 'invalidEmail' | 'noCurrentCampaign'>
> = {
  invalidEmail: LOGIN_MESSAGES_ES.invalidEmail,
  noCurrentCampaign: LOGIN_MESSAGES_ES.noCurrentCampaign,
};
