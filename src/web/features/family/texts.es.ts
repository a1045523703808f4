import type { Translation } from '../../../shared/i18n/locale.js';
import type { FAMILY_SCREEN_TEXTS } from './texts';

export const FAMILY_SCREEN_TEXTS_ES: Translation<typeof FAMILY_SCREEN_TEXTS> = {
  signIn: {
    title: 'Acceso para familias',
    intro: 'Madres, padres y tutores entran con un enlace que se envía a su correo electrónico.',
    groupCode: 'Código del grupo',
    email: 'Su correo electrónico',
    submit: 'Envíeme un enlace de acceso',
    busy: 'Enviando...',
    failed: 'No se pudo enviar el enlace. Inténtelo de nuevo.',
  },
  link: {
    title: 'Entrar',
    intro: 'Entre en este dispositivo con el enlace de su correo.',
    submit: 'Entrar',
    busy: 'Entrando...',
    incomplete: 'Este enlace de acceso está incompleto. Pida uno nuevo.',
    failed: 'No se pudo entrar. Inténtelo de nuevo.',
    askAgain: 'Pedir un nuevo enlace de acceso',
  },
  consent: {
    agree: 'Acepto',
    busy: 'Guardando...',
    failed: 'No se pudo guardar su aceptación. Inténtelo de nuevo.',
  },
  family: {
    loadFailed: 'No se pudo cargar la página de la familia.',
    retry: 'Intentar de nuevo',
    signedInAs: (email) => `Ha entrado como ${email}`,
    agreedOn: (date) => `Aceptó el aviso el ${date}.`,
    readAgain: 'Volver a leer el aviso',
    sessionsTitle: 'Dónde ha entrado',
    device: 'Dispositivo',
    signedIn: 'Entrada',
    lastUsed: 'Último uso',
    thisDevice: 'Este dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    noSessions: 'Ningún otro dispositivo.',
    signOut: 'Salir',
    signOutEverywhere: 'Salir en todos los dispositivos',
    signingOut: 'Saliendo...',
    signOutFailed: 'No se pudo salir. Inténtelo de nuevo.',
  },
};
