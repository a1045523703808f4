import type { Translation } from '../i18n/locale.js';
import type { LOGIN_REFUSALS } from './login-refusals.js';

export const LOGIN_REFUSALS_ES: Translation<typeof LOGIN_REFUSALS> = {
  invalidGroupCode: 'El código del grupo no es válido',
  signInByClass: 'En este grupo se entra con el nombre de pila y la clase.',
  signInByName: 'En este grupo se entra con el nombre y el correo electrónico.',
};
