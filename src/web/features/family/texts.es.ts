import type { Translation } from '../../../shared/i18n/locale.js';
import type { FAMILY_SCREEN_TEXTS } from './texts';

export const FAMILY_SCREEN_TEXTS_ES: Translation<typeof FAMILY_SCREEN_TEXTS> = {
  signIn: {
    title: 'Acceso para familias',
    intro: 'Madres, padres y tutores entran con un enlace que se envía a su correo electrónico.',
    groupCode: 'Código del grupo',
    email: 'Tu correo electrónico',
    submit: 'Envíame un enlace de acceso',
    busy: 'Enviando...',
    failed: 'No se pudo enviar el enlace. Inténtalo de nuevo.',
  },
  link: {
    title: 'Entrar',
    intro: 'Entra en este dispositivo con el enlace de tu correo.',
    submit: 'Entrar',
    busy: 'Entrando...',
    incomplete: 'Este enlace de acceso está incompleto. Pide uno nuevo.',
    failed: 'No se pudo entrar. Inténtalo de nuevo.',
    askAgain: 'Pedir un nuevo enlace de acceso',
  },
  consent: {
    agree: 'Acepto',
    busy: 'Guardando...',
    failed: 'No se pudo guardar tu aceptación. Inténtalo de nuevo.',
  },
  family: {
    loadFailed: 'No se pudo cargar la página de la familia.',
    retry: 'Intentar de nuevo',
    signedInAs: (email) => `Has entrado como ${email}`,
    agreedOn: (date) => `Aceptaste el aviso el ${date}.`,
    readAgain: 'Volver a leer el aviso',
    sessionsTitle: 'Dónde has entrado',
    device: 'Dispositivo',
    signedIn: 'Entrada',
    lastUsed: 'Último uso',
    thisDevice: 'Este dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    noSessions: 'Ningún otro dispositivo.',
    signOut: 'Salir',
    signOutEverywhere: 'Salir en todos los dispositivos',
    signingOut: 'Saliendo...',
    signOutFailed: 'No se pudo salir. Inténtalo de nuevo.',
  },
};
