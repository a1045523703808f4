import type { Translation } from '../../../shared/i18n/locale.js';
import type { CLASS_LOGIN_TEXTS } from './class-login-texts';

export const CLASS_LOGIN_TEXTS_ES: Translation<typeof CLASS_LOGIN_TEXTS> = {
  intro: 'Tu grupo entra con tu nombre y tu clase. No hace falta correo electrónico.',
  groupCode: 'Código del grupo',
  change: 'Cambiar',
  firstName: 'Tu nombre',
  team: 'Tu clase',
  chooseTeam: 'Elige tu clase',
  submit: 'Continuar',
  busy: 'Comprobando...',
  fillAll: 'Escribe tu nombre y elige tu clase.',
  failed: 'No se pudo iniciar sesión. Revisa el código del grupo e inténtalo de nuevo.',
};
